import type { RaRecord } from 'react-admin';

/** A claim row (spec 02 §3 "Claim row") plus the codes the fake API carries for its filters. */
export interface ClaimRow extends RaRecord {
  claimId: number;
  claimDate: string;
  shopId: number;
  shopName: string;
  transactionId: string;
  trackingId?: string;
  amount: number;
  currency: string;
  cardNumber?: string | null;
  transactionDate?: string;
  claimStatusCode: string;
  claimStatusName?: string;
  processedDate?: string | null;
  customerName?: string;
  transactionEmail?: string;
  claimReasonCode?: string;
  claimReasonName?: string;
  paymentMethodName?: string;
  paymentMethodFileKey?: string;
  merchantId?: number;
}

/** GET /config/claims (spec 02 §3 "Claim config"). */
export interface ClaimConfig {
  claimReasonTypes: { code: string; description: string }[];
  claimStatusTypes: { code: string; name: string }[];
  merchants: { merchantId: number; merchantName: string }[];
  paymentChannelTypes: { code: string; description: string }[];
}

/** GET /options/{name} (spec 02 §7). */
export interface OptionItem {
  id: string | number;
  name: string;
}

/** Everything the filters choose from: the claims config and two option lists. */
export interface ClaimOptions {
  config: ClaimConfig;
  shops: OptionItem[];
  paymentMethods: OptionItem[];
}

export const EMPTY_CLAIM_CONFIG: ClaimConfig = { claimReasonTypes: [], claimStatusTypes: [], merchants: [], paymentChannelTypes: [] };
