import { lazy, Suspense, useMemo } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Title, useCanAccess, useLocale, useTranslate } from 'react-admin';
import { useSession } from '../../src/layout/SessionContext';
import { useBalanceConfig } from '../balance/useBalanceConfig';
import { ledgerKey } from '../balance/messages';
import type { LedgerModuleConfig } from './contract';

const BalanceLedgerModule = lazy(() => import('./BalanceLedgerModule').then((m) => ({ default: m.BalanceLedgerModule })));

/**
 * /balance-ledger (spec 03 §2, BALANCE_LEDGER VIEW): the host of the ledger module. It gathers
 * the module's configuration (the user's merchants, the language, the guide), the bearer token
 * and the export flag (BALANCE_LEDGER EXPORT), and loads the module on demand.
 */
export function LedgerPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const session = useSession();
  const balance = useBalanceConfig();
  const exportRight = useCanAccess({ resource: 'BALANCE_LEDGER', action: 'EXPORT' });
  const config = useMemo<LedgerModuleConfig | undefined>(() => {
    // No merchants (their lookup failed: the screen's lookups alert says so, with Retry): no module
    // yet, which would ask for merchant 0 and keep that choice once the merchants are in.
    if (balance.isPending || balance.merchants.length === 0) return undefined;
    const top = balance.master ?? balance.merchants[0];
    const merchants = balance.master ? [top, ...balance.merchants.filter((m) => m.superMerchantId === top.merchantId)] : balance.merchants;
    return {
      merchants: merchants.filter(Boolean).map((m) => ({ merchantId: m.merchantId, merchantName: m.merchantName })),
      defaultMerchantId: top?.merchantId ?? 0,
      locale,
      guidePath: '/balance-ledger/guide',
    };
  }, [balance, locale]);
  return (
    <>
      <Title title={ledgerKey('name')} />
      {config && exportRight.canAccess !== undefined ? (
        <Suspense fallback={<LinearProgress aria-label={translate(ledgerKey('name'))} />}>
          <BalanceLedgerModule config={config} token={session.getToken()} exportAllowed={exportRight.canAccess} />
        </Suspense>
      ) : (
        balance.isPending && <LinearProgress aria-label={translate(ledgerKey('name'))} />
      )}
    </>
  );
}
