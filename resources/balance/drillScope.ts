import type { LedgerDrillScope } from '../../contract/balance/drill';
import { callMerchantOf, type BalanceConfig } from './useBalanceConfig';
import type { BalanceSelection } from './useBalanceSelection';

/**
 * Whose movements a balance card's figures are (issue #33): the merchant its call asks for, with
 * its sub-merchants when the call is the master balance's. The summary is always a merchant's family.
 */
export function drillScopeOf(config: BalanceConfig, selection: BalanceSelection, summary: boolean): LedgerDrillScope {
  const call = callMerchantOf(config, selection.merchantId);
  return {
    merchantId: call.merchantId,
    master: call.master || summary,
    currencyCode: selection.currencyCode,
    ...(selection.shopId ? { shopId: selection.shopId } : {}),
  };
}
