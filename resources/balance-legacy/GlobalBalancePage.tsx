import { Suspense, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, Title, useCanAccess, useDataProvider, useLocale, useTranslate } from 'react-admin';
import {
  DrillLink,
  HistoricalNote,
  MoneyText,
  formatDate,
  formatMoney,
  lazyAfterFirstRows,
  useDeclaredResource,
  useFailureToast,
} from '../../src/framework';
import { legacyDrillFilter, type LegacyDrillPart } from '../../contract/balance/drill';
import { LEGACY_PARTS, type LegacyTotalsReply } from '../../contract/balance/legacyTotals';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { BalanceSettlementList } from '../balance-settlements/BalanceSettlementList';
import { BalanceSelectors } from '../balance/BalanceSelectors';
import { ALL_SHOPS, callMerchantOf, shopsOfChoice, useBalanceConfig } from '../balance/useBalanceConfig';
import { gridScopeOf, initialSelection, selectMerchant, type BalanceSelection } from '../balance/useBalanceSelection';
import { legacyKey } from '../balance/messages';
import { MoneyTimingPanel } from '../balance/MoneyTimingPanel';
import { ShopButtons } from './ShopButtons';
import { breakdownHeight } from './breakdownHeight';

/** The chart (recharts, ~100 kB gzip) loads once the settlements' first rows are painted: the figures beside it say the same. */
const BreakdownChart = lazyAfterFirstRows(() => import('./BreakdownChart'), 'BreakdownChart');

const ZERO_TOTALS: LegacyTotalsReply = {
  totalAmount: 0,
  payInBalanceAmount: 0,
  payOutBalanceAmount: 0,
  payOutMinBalanceAmount: 0,
  totalPayOutBalanceAmount: 0,
  claimBalanceAmount: 0,
  chargebackBalanceAmount: 0,
  withdrawalBalanceAmount: 0,
  showBalanceAvailableForPayouts: false,
  showDisclaimer: false,
  lastUpdateDate: null,
};

/**
 * /balance-legacy (spec 03 §2 "Legacy global balance dashboard", GLOBAL_BALANCE): merchant, shop
 * and currency chosen in a draft applied with Apply (Clear goes back to the defaults), the total
 * with its five parts and a chart of them, the balance available for payouts and the disclaimer
 * when the API says so, the shops as buttons four a row, and the settlements of the same choice.
 */
export function GlobalBalancePage() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // Also the historical balance: its own name and path (figures as the archive closed), read-only.
  const { name, apiPath, historical } = useDeclaredResource();
  const config = useBalanceConfig();
  // A role may open the global balance with GLOBAL_BALANCE MENU alone (spec 03 §6): the grid needs SETTLEMENT VIEW.
  const settlements = useCanAccess({ resource: 'balance-settlements', action: 'list' });
  const [applied, setApplied] = useState<BalanceSelection | undefined>();
  const [draft, setDraft] = useState<BalanceSelection | undefined>();
  const defaults = useMemo(() => (config.isPending ? undefined : initialSelection(config)), [config]);
  const current = applied ?? defaults;
  const shown = draft ?? current;
  const call = current && { ...callMerchantOf(config, current.merchantId), currencyCode: current.currencyCode, shopId: current.shopId };
  const { data, error, isPending } = useQuery({
    queryKey: ['legacy-balance', apiPath, call],
    queryFn: () => dataProvider.legacyBalance(call!, apiPath),
    enabled: call !== undefined,
    retry: false,
  });
  useFailureToast(error, legacyKey('failed'));
  // A failure resets the figures to zero (spec 03 §8), never the previous answer.
  const totals = data ?? ZERO_TOTALS;
  const currency = current?.currencyCode ?? 'USD';
  const money = (amount: number) => formatMoney(amount, currency, totals.currencySymbol, locale);
  // Above 999,999,999 shortened, the exact amount in a tooltip (spec 03 §9), as in the grids.
  const amountText = (amount: number, props: Pick<ComponentProps<typeof MoneyText>, 'variant' | 'sx'> = {}) => (
    <MoneyText amount={amount} currency={currency} symbol={totals.currencySymbol} locale={locale} {...props} />
  );
  const scope = useMemo(() => current && gridScopeOf(current), [current]);
  // The total and its parts open their movements in the ledger, for a role that may (issue #33).
  const ledger = useCanAccess({ resource: 'BALANCE_LEDGER', action: 'VIEW' }).canAccess === true;
  const drillScope = call && { merchantId: call.merchantId, currencyCode: call.currencyCode, shopId: call.shopId };
  const drilled = (part: LegacyDrillPart, label: string, amount: ReactNode) =>
    ledger && drillScope && !historical ? (
      <DrillLink to="balance-ledger" filter={legacyDrillFilter(part, drillScope)} figure={label}>
        {amount}
      </DrillLink>
    ) : (
      amount
    );
  const apply = (next: BalanceSelection | undefined) => {
    setApplied(next);
    setDraft(undefined);
  };
  const chart = LEGACY_PARTS.map(([name, field]) => ({ name: translate(legacyKey(`parts.${name}`)), amount: totals[field] }));

  return (
    <Box sx={{ pb: 2 }}>
      <Title title={`resources.${name}.name`} />
      <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
        {translate(`resources.${name}.name`)}
      </Typography>
      <HistoricalNote />
      {shown && current && (
        <>
          <BalanceSelectors
            config={config}
            selection={shown}
            onMerchant={(merchantId) => setDraft(selectMerchant(config, merchantId))}
            onShop={(shopId) => setDraft({ ...shown, shopId })}
            onCurrency={(currencyCode) => setDraft({ ...shown, currencyCode, shopId: ALL_SHOPS })}
          >
            <Button variant="contained" size="small" onClick={() => apply(shown)} disabled={!draft}>
              {translate('grid.apply')}
            </Button>
            <Button size="small" onClick={() => apply(undefined)}>
              {translate('grid.clear')}
            </Button>
          </BalanceSelectors>
          <Box sx={{ display: 'grid', gap: 2, px: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <Card variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2" color="text.secondary">
                {translate(legacyKey('total'))}
              </Typography>
              {isPending ? (
                <Skeleton width={240} height={48} />
              ) : (
                <Box component="p" sx={{ m: 0 }}>
                  {drilled('total', legacyKey('total'), amountText(totals.totalAmount, { variant: 'h4', sx: { fontWeight: 600 } }))}
                </Box>
              )}
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
                {LEGACY_PARTS.map(([name, field]) => (
                  <Box key={name} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(legacyKey(`parts.${name}`))}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                      {drilled(name, legacyKey(`parts.${name}`), amountText(totals[field], { sx: { fontVariantNumeric: 'tabular-nums' } }))}
                    </Box>
                  </Box>
                ))}
              </Box>
              {totals.showBalanceAvailableForPayouts && (
                <Box sx={{ mt: 2 }}>
                  <Typography variant="subtitle2" color="text.secondary">
                    {translate(legacyKey('available'))}
                  </Typography>
                  <Box component="p" sx={{ m: 0 }}>
                    {amountText(totals.totalPayOutBalanceAmount, { variant: 'h6' })}
                  </Box>
                  <Typography variant="caption" color="text.secondary">
                    {translate(legacyKey('min_balance'), { amount: money(totals.payOutMinBalanceAmount) })}
                  </Typography>
                </Box>
              )}
              {totals.lastUpdateDate && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {translate(legacyKey('updated'), { date: formatDate(totals.lastUpdateDate, 'dateTime') })}
                </Typography>
              )}
            </Card>
            <Card variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2" color="text.secondary" component="h2">
                {translate(legacyKey('chart'))}
              </Typography>
              <Box sx={{ minHeight: breakdownHeight(chart.length) }}>
                <Suspense fallback={null}>
                  <BreakdownChart data={chart} title={translate(legacyKey('chart'))} format={money} />
                </Suspense>
              </Box>
            </Card>
          </Box>
          {totals.showDisclaimer && (
            <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
              {translate(legacyKey('disclaimer'))}
            </Alert>
          )}
          <ShopButtons
            shops={shopsOfChoice(config, current.merchantId, current.currencyCode)}
            value={current.shopId}
            onChange={(shopId) => apply({ ...current, shopId })}
          />
          {/* When money moves: today's ledger, so not on the historical balance (its figures are the archive's). */}
          {call && !historical && (
            <Box sx={{ px: 2 }}>
              <MoneyTimingPanel query={call} />
            </Box>
          )}
          {scope && !historical && settlements.canAccess && (
            <ResourceContextProvider value="balance-settlements">
              <BalanceSettlementList scope={scope} />
            </ResourceContextProvider>
          )}
        </>
      )}
    </Box>
  );
}
