/**
 * The contract of the balance-ledger module (spec 03 §2: "an externally loaded module. It
 * receives the configuration, the bearer token and a flag for whether export is allowed").
 * Ours is loaded on demand from its own chunk and keeps this contract, so the host page would
 * not change if the module came from elsewhere.
 */
export interface LedgerModuleConfig {
  /** The merchants the user may look at; a super-merchant's first, covering its sub-merchants. */
  merchants: { merchantId: number; merchantName: string }[];
  defaultMerchantId: number;
  locale: string;
  /** The guide PDF's path on the API. */
  guidePath: string;
}

export interface BalanceLedgerModuleProps {
  config: LedgerModuleConfig;
  /** The session's bearer token: without one the module has nothing to show. */
  token: string | null;
  /** EXPORT on BALANCE_LEDGER. */
  exportAllowed: boolean;
}
