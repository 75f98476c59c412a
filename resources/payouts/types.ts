import type { RaRecord } from 'react-admin';

/** A payout item as GET /payouts/items sends it (spec 02 §3). */
export interface PayoutRow extends RaRecord {
  payoutId: number;
  date: string;
  paidDate: string | null;
  payoutBatchId: number;
  payoutBatchDescription: string;
  shopId: number;
  shopName: string;
  country: string;
  accountNumber: string;
  beneficiaryFirstName: string;
  beneficiaryLastName: string;
  documentType: string;
  documentNumber: string;
  email: string;
  bankName: string;
  externalReference: string;
  amount: number;
  currencyCode: string;
  currencySymbol: string;
  /** Only with PAYOUT CONVERSION_REPORT. */
  settlementAmount?: number;
  shopCurrencySymbol?: string;
  shopCurrencyCode?: string;
  inSettlement: boolean;
  isTestMode: boolean;
  statusTypeCode: string;
  errorReason: string | null;
  retryCount: number;
  notificationUrl: string;
  pendingStatusUpdate: { statusTypeCode: string; errorReason: string | null; requestedDate: string } | null;
  recipientPixKey?: string;
  aliasCVU?: string;
}

export interface PayoutStatusType {
  payoutStatusTypeCode: string;
  description: string;
  entityType?: 'PAYOUT' | 'PAYOUTBATCH';
}

export interface CodeName {
  code: string;
  description: string;
}

/** GET /config/payouts[?countryCode&shopId&payoutChannel] (spec 02 §3 payout config). */
export interface PayoutConfig {
  payoutStatus: PayoutStatusType[];
  shops: { shopId: number; shopName: string; currencyCode: string }[];
  countries: { countryCode: string; countryName: string; currencyCode: string }[];
  payoutChannels: CodeName[];
  beneficiaryTypes: CodeName[];
  payoutDocumentsType?: { id: number; name: string }[];
  payoutBanksType?: { code: string; name: string }[];
  cnpjIncludedAndActive?: boolean;
}
