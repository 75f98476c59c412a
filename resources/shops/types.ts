import type { RaRecord } from 'react-admin';

/** A shop as GET /shops and /shops/{id} answer it (spec 02 §3 "Shop"), without the API secrets. */
export interface ShopRecord extends RaRecord {
  shopId: number;
  shopLegacyId: string;
  merchantId: number;
  merchantName?: string;
  shopName: string;
  webUrl?: string;
  contactEmail?: string;
  contactPhone?: string;
  shopStatusTypeCode: string;
  isMasterMerchantShop?: boolean;
  currencyCode: string;
  defaultCurrency?: { currencyCode: string; symbol: string };
  defaultNotificationUrl?: string;
  noClaimFee?: boolean;
  noRefundFee?: boolean;
  noWireFee?: boolean;
  ignoreFeesPayoutBalance?: boolean;
  whitelabelEnabled?: boolean;
  overrideWhitelabelConfiguration?: boolean;
  primaryColor?: string | null;
  accentColor?: string | null;
  backgroundColor?: string | null;
  isTextButtonBlack?: boolean;
  hasCredentials?: boolean;
  credentialsDate?: string;
  /** Credential views spent so far (spec 02 §2: remaining = maximum - this). */
  shopCredentialsViewCount?: number;
  createdDate?: string;
}
