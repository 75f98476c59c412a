import { useEffect, useMemo, useState, type ComponentType } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Title, useCanAccess, useLocale, useTranslate } from 'react-admin';
import { useSession } from '../../src/layout/SessionContext';
import { useBalanceConfig } from '../balance/useBalanceConfig';
import { ledgerKey } from '../balance/messages';
import type { BalanceLedgerModuleProps, LedgerModuleConfig } from './contract';

type LedgerModule = ComponentType<BalanceLedgerModuleProps>;
let download: Promise<LedgerModule> | undefined;
let loaded: LedgerModule | undefined;
const loadModule = () =>
  (download ??= import('./BalanceLedgerModule').then(
    (m) => (loaded = m.BalanceLedgerModule),
    (error: unknown) => {
      // A failed download (offline, a new deploy) may be tried again by the next visit.
      download = undefined;
      throw error;
    },
  ));

/**
 * The module, on demand: its download starts with the page, beside the merchants' lookup rather
 * than after it, and once in it renders at once (a lazy component would suspend a frame first).
 */
function useLedgerModule(): LedgerModule | undefined {
  const [module, setModule] = useState(() => {
    // From the first render: the download leaves before the page has committed.
    if (!loaded) loadModule().catch(() => undefined);
    return loaded;
  });
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (module) return;
    let live = true;
    loadModule().then(
      (component) => live && setModule(() => component),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [module]);
  // The nearest error boundary says so, as it did for the lazy component.
  if (failure) throw failure;
  return module;
}

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
  const BalanceLedgerModule = useLedgerModule();
  const config = useMemo<LedgerModuleConfig | undefined>(() => {
    // No merchants (pending, or their lookup failed: the screen's lookups alert says so, with
    // Retry): no module yet, which would ask for merchant 0 and keep that choice once they are in.
    // The shops' lookup is not waited for: the module needs the merchants only.
    if (balance.merchants.length === 0) return undefined;
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
      {config && BalanceLedgerModule && exportRight.canAccess !== undefined ? (
        <BalanceLedgerModule config={config} token={session.getToken()} exportAllowed={exportRight.canAccess} />
      ) : (
        (balance.isPending || (config && !BalanceLedgerModule)) && <LinearProgress aria-label={translate(ledgerKey('name'))} />
      )}
    </>
  );
}
