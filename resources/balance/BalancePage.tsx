import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { ResourceContextProvider, Title, useCanAccess, useStore, useTranslate } from 'react-admin';
import { useTabParam } from '../../src/framework';
import { BalanceSettlementList } from '../balance-settlements/BalanceSettlementList';
import { SettledTransactionList } from '../settled-transactions/SettledTransactionList';
import { MoneyTimingPanel } from './MoneyTimingPanel';
import { BalanceCard } from './BalanceCard';
import { BalanceSelectors } from './BalanceSelectors';
import { BankBalance } from './BankBalance';
import { ByCurrencyCards } from './ByCurrencyCards';
import { CutOffNote } from './CutOffNote';
import { GuideButton } from './GuideButton';
import { balanceKey } from './messages';
import { SummaryCard } from './SummaryCard';
import { useBalance } from './useBalance';
import { callMerchantOf, currenciesOfChoice, shopsOfChoice, useBalanceConfig } from './useBalanceConfig';
import { drillScopeOf } from './drillScope';
import { gridScopeOf, useBalanceSelection, type BalanceTab } from './useBalanceSelection';

type GridTab = 'settlements' | 'settled';
type Layout = 'detailed' | 'summary';
const GRID_TABS: readonly GridTab[] = ['settlements', 'settled'];

/**
 * /balance (spec 03 §2 "Balance screen", NEW_DASHBOARD VIEW): the merchant, shop and currency
 * chosen at the top; the balance card with its breakdown, or one card per currency for a
 * super-merchant; the settlements and settled transactions of the same choice below. The newer
 * layout (one card with three panels) is a switch away and remembered.
 */
export function BalancePage() {
  const translate = useTranslate();
  const config = useBalanceConfig();
  const { selection, chooseMerchant, chooseCurrency, chooseShop, chooseTab } = useBalanceSelection(config, 'balance.selection');
  const [layout, setLayout] = useStore<Layout>('balance.layout', 'detailed');
  const [gridTab, selectGridTab] = useTabParam(GRID_TABS, 'settlements', 'grid');
  const ledger = useCanAccess({ resource: 'BALANCE_LEDGER', action: 'VIEW' });
  const summary = layout === 'summary';
  const currencies = selection ? currenciesOfChoice(config, selection.merchantId) : [];
  const byCurrencyShown = Boolean(config.master) && currencies.length > 1 && !summary;
  const tab: BalanceTab = byCurrencyShown && selection?.tab === 'byCurrency' ? 'byCurrency' : 'total';
  const request = selection && { merchantId: selection.merchantId, currencyCode: selection.currencyCode, shopId: selection.shopId };
  const { balance, isPending } = useBalance(config, request, summary ? 'summary' : 'account');
  const shop = selection && shopsOfChoice(config, selection.merchantId, selection.currencyCode).find((s) => s.shopId === selection.shopId);
  const scope = useMemo(() => selection && gridScopeOf(selection), [selection]);
  // The figures open their movements in the ledger, for a role that may open it (issue #33).
  const drill = useMemo(
    () => (ledger.canAccess && selection && !config.isPending ? drillScopeOf(config, selection, summary) : undefined),
    [ledger.canAccess, config, selection, summary],
  );

  return (
    <Box sx={{ pb: 2 }}>
      <Title title={balanceKey('name')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate(balanceKey('name'))}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_e, next: Layout | null) => next && setLayout(next)}
          aria-label={translate(balanceKey('layout.label'))}
        >
          <ToggleButton value="detailed">{translate(balanceKey('layout.detailed'))}</ToggleButton>
          <ToggleButton value="summary">{translate(balanceKey('layout.summary'))}</ToggleButton>
        </ToggleButtonGroup>
        <GuideButton path="/merchant-balance/summary-guide" fileName="balance-summary-guide.pdf" label={balanceKey('guide')} />
        {ledger.canAccess && (
          <Button component={RouterLink} to="/balance-ledger" variant="contained" size="small" startIcon={<AutoAwesome />}>
            {translate(balanceKey('try_new_look'))}
          </Button>
        )}
      </Box>
      {!selection ? (
        config.isPending ? null : (
          <Alert severity="info" sx={{ m: 2 }}>
            {translate(balanceKey('no_merchant'))}
          </Alert>
        )
      ) : (
        <>
          <BalanceSelectors
            config={config}
            selection={selection}
            onMerchant={chooseMerchant}
            onShop={summary ? undefined : chooseShop}
            onCurrency={chooseCurrency}
            currencyHint={summary}
          >
            {/* The Brazil bank account holds the real money: asked only of a merchant that has some. */}
            {currencies.includes('BRL') && <BankBalance merchantId={callMerchantOf(config, selection.merchantId).merchantId} />}
          </BalanceSelectors>
          {byCurrencyShown && (
            <Tabs
              value={tab}
              onChange={(_e, next: BalanceTab) => chooseTab(next)}
              variant="scrollable"
              sx={{ px: 2 }}
              aria-label={translate(balanceKey('tabs.label'))}
            >
              <Tab value="total" label={translate(balanceKey('tabs.total'))} />
              <Tab value="byCurrency" label={translate(balanceKey('tabs.byCurrency'))} />
            </Tabs>
          )}
          <Box sx={{ px: 2, py: 1 }}>
            <CutOffNote date={balance.lastSettlementPublishedDate} loading={isPending} />
            {tab === 'byCurrency' ? (
              <ByCurrencyCards config={config} merchantId={selection.merchantId} currencies={currencies} drill={drill} />
            ) : summary ? (
              <SummaryCard balance={balance} currencyCode={selection.currencyCode} loading={isPending} drill={drill} />
            ) : (
              <BalanceCard
                balance={balance}
                currencyCode={selection.currencyCode}
                loading={isPending}
                ignoreFees={shop?.ignoreFeesPayoutBalance}
                drill={drill}
              />
            )}
            {tab === 'total' && request && (
              <MoneyTimingPanel query={{ ...request, merchantId: callMerchantOf(config, request.merchantId).merchantId }} />
            )}
          </Box>
          {!summary && scope && (
            <>
              <Tabs
                value={gridTab}
                onChange={(_e, next: GridTab) => selectGridTab(next)}
                // Narrower than its tabs (a phone), the bar scrolls instead of widening the page.
                variant="scrollable"
                sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
                aria-label={translate(balanceKey('grids.label'))}
              >
                <Tab value="settlements" id="balance-grid-settlements" label={translate(balanceKey('grids.settlements'))} />
                <Tab
                  value="settled"
                  id="balance-grid-settled"
                  label={translate(balanceKey(tab === 'byCurrency' ? 'grids.reserve' : 'grids.settled'))}
                />
              </Tabs>
              <Box role="tabpanel" aria-labelledby={`balance-grid-${gridTab}`}>
                {gridTab === 'settlements' ? (
                  <ResourceContextProvider value="balance-settlements">
                    <BalanceSettlementList scope={scope} />
                  </ResourceContextProvider>
                ) : (
                  <ResourceContextProvider value="settled-transactions">
                    <SettledTransactionList scope={scope} reserveOnly={tab === 'byCurrency'} />
                  </ResourceContextProvider>
                )}
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
}
