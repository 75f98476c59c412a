import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { BalanceCard } from './BalanceCard';
import { balanceKey } from './messages';
import type { LedgerDrillScope } from '../../contract/balance/drill';
import { useBalance } from './useBalance';
import { ALL_SHOPS, type BalanceConfig } from './useBalanceConfig';

function CurrencyCard({
  config,
  merchantId,
  currencyCode,
  drill,
}: {
  config: BalanceConfig;
  merchantId: number;
  currencyCode: string;
  drill?: LedgerDrillScope;
}) {
  const translate = useTranslate();
  const { balance, isPending } = useBalance(config, { merchantId, currencyCode, shopId: ALL_SHOPS }, 'account');
  return (
    <BalanceCard
      balance={balance}
      currencyCode={currencyCode}
      loading={isPending}
      title={translate(balanceKey('tabs.currency_card'), { currency: currencyCode })}
      drill={drill && { ...drill, currencyCode, shopId: undefined }}
    />
  );
}

/** The by-currency tab of a super-merchant (spec 03 §2): what is held in each currency, each in its own card. */
export function ByCurrencyCards({
  config,
  merchantId,
  currencies,
  drill,
}: {
  config: BalanceConfig;
  merchantId: number;
  currencies: readonly string[];
  /** The selection's balance, each card in its own currency (issue #33). */
  drill?: LedgerDrillScope;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {currencies.map((code) => (
        <CurrencyCard key={code} config={config} merchantId={merchantId} currencyCode={code} drill={drill} />
      ))}
    </Box>
  );
}
