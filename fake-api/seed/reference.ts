/**
 * Static reference data shared by the seed generator and the fake API's /config and /options
 * routes. Codes follow the spec (01 §3.3, 02 §3-§5, 03 §3-§4).
 */
import { COUNTRIES, type CountryRef } from '../../contract/countries';
import { REFUND_PAYMENT_STATUSES } from '../../contract/transaction-refunds/types';
import type {
  ChannelTypeCode,
  ClaimStatusCode,
  DocumentStatusCode,
  PaymentOrigin,
  PayoutStatusCode,
  RefundRequestStatusCode,
  TransactionRefundStatus,
  TransactionStatus,
  WithdrawalStatus,
} from './types';

export { COUNTRIES, currencyForCountry, type CountryRef } from '../../contract/countries';

export interface CurrencyInfo {
  currencyCode: string;
  description: string;
  symbol: string;
  /** Units of this currency per US dollar (fixed demo rates). */
  usdRate: number;
  /** Decimals used when rounding amounts (CLP, COP, UGX, TZS have none in practice). */
  decimals: number;
}

export const CURRENCIES: readonly CurrencyInfo[] = [
  { currencyCode: 'USD', description: 'US Dollar', symbol: 'US$', usdRate: 1, decimals: 2 },
  { currencyCode: 'ARS', description: 'Argentine Peso', symbol: 'AR$', usdRate: 950, decimals: 2 },
  { currencyCode: 'BRL', description: 'Brazilian Real', symbol: 'R$', usdRate: 5.4, decimals: 2 },
  { currencyCode: 'CLP', description: 'Chilean Peso', symbol: 'CLP$', usdRate: 930, decimals: 0 },
  { currencyCode: 'COP', description: 'Colombian Peso', symbol: 'COL$', usdRate: 4100, decimals: 0 },
  { currencyCode: 'MXN', description: 'Mexican Peso', symbol: 'MX$', usdRate: 18.2, decimals: 2 },
  { currencyCode: 'PEN', description: 'Peruvian Sol', symbol: 'S/', usdRate: 3.75, decimals: 2 },
  { currencyCode: 'EGP', description: 'Egyptian Pound', symbol: 'E£', usdRate: 48.5, decimals: 2 },
  { currencyCode: 'GHS', description: 'Ghanaian Cedi', symbol: 'GH₵', usdRate: 15.3, decimals: 2 },
  { currencyCode: 'KES', description: 'Kenyan Shilling', symbol: 'KSh', usdRate: 129, decimals: 2 },
  { currencyCode: 'NGN', description: 'Nigerian Naira', symbol: '₦', usdRate: 1550, decimals: 2 },
  { currencyCode: 'ZAR', description: 'South African Rand', symbol: 'R', usdRate: 18.1, decimals: 2 },
  { currencyCode: 'TZS', description: 'Tanzanian Shilling', symbol: 'TSh', usdRate: 2650, decimals: 0 },
  { currencyCode: 'UGX', description: 'Ugandan Shilling', symbol: 'USh', usdRate: 3700, decimals: 0 },
];

const currencyIndex = new Map(CURRENCIES.map((c) => [c.currencyCode, c]));
const countryIndex = new Map(COUNTRIES.map((c) => [c.countryCode, c]));

export function currencyInfo(code: string): CurrencyInfo {
  const found = currencyIndex.get(code);
  if (!found) throw new Error(`Unknown currency ${code}`);
  return found;
}

export function countryInfo(code: string): CountryRef {
  const found = countryIndex.get(code);
  if (!found) throw new Error(`Unknown country ${code}`);
  return found;
}

export function currencySymbol(code: string): string {
  return currencyIndex.get(code)?.symbol ?? '$';
}

/** Converts with the fixed demo rates (through USD). */
export function convertAmount(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  return (amount / currencyInfo(from).usdRate) * currencyInfo(to).usdRate;
}

export const CHANNEL_TYPES: readonly { code: ChannelTypeCode; description: string }[] = [
  { code: 'CASH', description: 'Cash' },
  { code: 'CREDITCARD', description: 'Credit card' },
  { code: 'CREDITCARD_CASH', description: 'Credit card and cash' },
  { code: 'CRYPTOCURRENCY', description: 'Cryptocurrency' },
  { code: 'ONLINE', description: 'Online banking' },
];

export const TRANSACTION_STATUS_TYPES: readonly { transactionStatusTypeCode: TransactionStatus; status: string }[] = [
  { transactionStatusTypeCode: 'APPROVED', status: 'Approved' },
  { transactionStatusTypeCode: 'CANCELLED', status: 'Cancelled' },
  { transactionStatusTypeCode: 'EXPIRED', status: 'Expired' },
  { transactionStatusTypeCode: 'FAILED', status: 'Failed' },
  { transactionStatusTypeCode: 'MISSING_INFO', status: 'Missing Info' },
  { transactionStatusTypeCode: 'ONHOLD', status: 'On Hold' },
  { transactionStatusTypeCode: 'PENDING', status: 'Pending' },
  { transactionStatusTypeCode: 'REJECTED', status: 'Rejected' },
];

export const TRANSACTION_STATUSES: readonly TransactionStatus[] = TRANSACTION_STATUS_TYPES.map((s) => s.transactionStatusTypeCode);

/** Sandbox pay-in status changes: these are final (spec 02 §4). */
export const FINAL_TRANSACTION_STATUSES: readonly TransactionStatus[] = ['APPROVED', 'CANCELLED', 'FAILED'];

export const PAYMENT_ORIGINS: readonly { code: PaymentOrigin; description: string }[] = [
  { code: 'API_PAYMENT', description: 'API payment' },
  { code: 'PAYMENT_LINK', description: 'Payment link' },
  { code: 'PAYMENT_EMAIL', description: 'Payment email' },
];

export const CLAIM_REASON_TYPES: readonly { code: string; description: string }[] = [
  { code: 'PAYER_CPF_NOT_EQUAL', description: 'Payer CPF does not match' },
  { code: 'PAYER_AMOUNT_NOT_EQUAL', description: 'Paid amount does not match' },
  { code: 'PAYER_CNPJ', description: 'Payer used a company CNPJ' },
  { code: 'PAYER_CPF_BLACKLISTED', description: 'Payer CPF is blacklisted' },
  { code: 'FRAUD', description: 'Fraudulent transaction' },
  { code: 'PRODUCT_NOT_RECEIVED', description: 'Product or service not received' },
  { code: 'DUPLICATE_PAYMENT', description: 'Duplicate payment' },
];

/** DELETED is hidden from filters; REFUNDING and REFUNDING_ERROR display as open (spec 02 §4). */
export const CLAIM_STATUS_TYPES: readonly { code: ClaimStatusCode; name: string }[] = [
  { code: 'OPEN', name: 'Open' },
  { code: 'AGAINST_MERCHANT', name: 'Against merchant' },
  { code: 'IN_FAVOR_MERCHANT', name: 'In favor of merchant' },
  { code: 'REFUNDING', name: 'Refunding' },
  { code: 'REFUNDING_ERROR', name: 'Refunding error' },
  { code: 'DELETED', name: 'Deleted' },
];

export const PAYOUT_STATUS_TYPES: readonly {
  payoutStatusTypeCode: string;
  description: string;
  entityType: 'PAYOUT' | 'PAYOUTBATCH';
}[] = [
  { payoutStatusTypeCode: 'PENDING', description: 'Pending', entityType: 'PAYOUT' },
  { payoutStatusTypeCode: 'SENT', description: 'Sent', entityType: 'PAYOUT' },
  { payoutStatusTypeCode: 'PROCESSED', description: 'Processed', entityType: 'PAYOUT' },
  { payoutStatusTypeCode: 'FINISHED', description: 'Finished', entityType: 'PAYOUT' },
  { payoutStatusTypeCode: 'ERROR', description: 'Error', entityType: 'PAYOUT' },
  { payoutStatusTypeCode: 'ACCEPTED', description: 'Accepted', entityType: 'PAYOUTBATCH' },
  { payoutStatusTypeCode: 'PENDING', description: 'Pending', entityType: 'PAYOUTBATCH' },
  { payoutStatusTypeCode: 'PROCESSED', description: 'Processed', entityType: 'PAYOUTBATCH' },
  { payoutStatusTypeCode: 'FINISHED', description: 'Finished', entityType: 'PAYOUTBATCH' },
  { payoutStatusTypeCode: 'ERROR', description: 'Error', entityType: 'PAYOUTBATCH' },
];

export const PAYOUT_ITEM_STATUSES: readonly PayoutStatusCode[] = ['PENDING', 'SENT', 'PROCESSED', 'FINISHED', 'ERROR'];

export const PAYOUT_ERROR_REASONS: readonly string[] = [
  'Invalid beneficiary account number',
  'Beneficiary bank rejected the transfer',
  'Beneficiary document does not match the account holder',
  'Insufficient balance for payouts',
  'Bank timeout, retries exhausted',
];

export const REFUND_STATUS_TYPES: readonly { code: RefundRequestStatusCode; name: string }[] = [
  { code: 'Pending', name: 'Pending' },
  { code: 'Approved', name: 'Approved' },
  { code: 'Rejected', name: 'Rejected' },
];

/** The refund payment statuses, as the screen declares them. */
export const TRANSACTION_REFUND_STATUSES: readonly TransactionRefundStatus[] = REFUND_PAYMENT_STATUSES;

export const DOCUMENT_TYPES: readonly { documentTypeId: number; name: string; description: string }[] = [
  { documentTypeId: 1, name: 'PASSPORT', description: 'Passport or national id of the beneficiary' },
  { documentTypeId: 2, name: 'BANK_CERTIFICATE', description: 'Bank account certificate' },
  { documentTypeId: 3, name: 'PROOF_OF_PAYMENT', description: 'Proof of the original payment' },
  { documentTypeId: 4, name: 'REFUND_LETTER', description: 'Signed refund request letter' },
];

export const DOCUMENT_STATUS_TYPES: readonly { code: DocumentStatusCode; description: string }[] = [
  { code: 'PENDING', description: 'Pending' },
  { code: 'APPROVED', description: 'Approved' },
  { code: 'REJECTED', description: 'Rejected' },
];

/** DELETED exists but is not selectable (spec 03 §4). */
export const WITHDRAWAL_STATUSES: readonly { code: WithdrawalStatus; description: string }[] = [
  { code: 'PENDING', description: 'Pending' },
  { code: 'APPROVED', description: 'Approved' },
  { code: 'PAID', description: 'Paid' },
  { code: 'RETURNED_PAYMENT', description: 'Returned payment' },
  { code: 'REJECTED', description: 'Rejected' },
  { code: 'DELETED', description: 'Deleted' },
];

export const PAYMENT_MODE_TYPES: readonly { code: string; description: string }[] = [
  { code: 'BANK_TRANSFER', description: 'Bank transfer' },
  { code: 'CRYPTOCURRENCY', description: 'Cryptocurrency' },
];

export const ADJUSTMENT_TYPES: readonly { code: string; description: string }[] = [
  { code: 'TOP_UP', description: 'Top-up' },
  { code: 'ADJUSTMENT', description: 'Manual adjustment' },
];

export const SETTLED_TRANSACTION_TYPES: readonly { code: string; description: string }[] = [
  { code: 'PAY_IN', description: 'Pay-in' },
  { code: 'PAY_OUT', description: 'Pay-out' },
  { code: 'CLAIM', description: 'Claim' },
  { code: 'REFUND', description: 'Refund' },
];

export const INDUSTRY_TYPES: readonly { industryTypeId: number; description: string }[] = [
  { industryTypeId: 1, description: 'E-commerce' },
  { industryTypeId: 2, description: 'Online gaming' },
  { industryTypeId: 3, description: 'Travel and hospitality' },
  { industryTypeId: 4, description: 'Education' },
  { industryTypeId: 5, description: 'Digital services and SaaS' },
  { industryTypeId: 6, description: 'Financial services' },
  { industryTypeId: 7, description: 'Retail' },
  { industryTypeId: 8, description: 'Streaming and entertainment' },
];

export const TIME_ZONES: readonly { id: string; name: string; offset: string }[] = [
  { id: 'America/Argentina/Buenos_Aires', name: 'Buenos Aires', offset: '-03:00' },
  { id: 'America/Sao_Paulo', name: 'São Paulo', offset: '-03:00' },
  { id: 'America/Santiago', name: 'Santiago', offset: '-03:00' },
  { id: 'America/Bogota', name: 'Bogotá', offset: '-05:00' },
  { id: 'America/Guayaquil', name: 'Guayaquil', offset: '-05:00' },
  { id: 'America/Lima', name: 'Lima', offset: '-05:00' },
  { id: 'America/Mexico_City', name: 'Mexico City', offset: '-06:00' },
  { id: 'UTC', name: 'UTC', offset: '+00:00' },
  { id: 'Africa/Accra', name: 'Accra', offset: '+00:00' },
  { id: 'Africa/Lagos', name: 'Lagos', offset: '+01:00' },
  { id: 'Africa/Cairo', name: 'Cairo', offset: '+02:00' },
  { id: 'Africa/Johannesburg', name: 'Johannesburg', offset: '+02:00' },
  { id: 'Africa/Nairobi', name: 'Nairobi', offset: '+03:00' },
  { id: 'Africa/Dar_es_Salaam', name: 'Dar es Salaam', offset: '+03:00' },
  { id: 'Africa/Kampala', name: 'Kampala', offset: '+03:00' },
];

export const BANK_ACCOUNT_TYPES: readonly { code: string; description: string }[] = [
  { code: '0001', description: 'Saving' },
  { code: '0002', description: 'Current' },
  { code: '0003', description: 'Virtual' },
];

export const PERSON_TYPES: readonly { code: string; description: string }[] = [
  { code: 'PHYSICAL', description: 'Physical person' },
  { code: 'MORAL', description: 'Moral person' },
];

export const MERCHANT_KINDS = ['MERCHANT', 'SUBMERCHANT', 'SUPERMERCHANT'] as const;

export const LANGUAGES = ['ES', 'PT', 'EN'] as const;

/** Payment partners (acquirers / PSPs) behind the payment methods. */
export const PARTNERS: readonly { partnerId: number; partnerName: string }[] = [
  { partnerId: 1, partnerName: 'LatamPay' },
  { partnerId: 2, partnerName: 'CardBridge' },
  { partnerId: 3, partnerName: 'AfriSwitch' },
  { partnerId: 4, partnerName: 'CoinGate Partners' },
];

/** The report the payment methods export runs (its name is the report task's type). */
export const PAYMENT_METHODS_REPORT = 'Payment methods report';

export const REPORT_TASK_TYPES: readonly { code: string; name: string }[] = [
  { code: 'TRANSACTIONS', name: 'Transactions report' },
  { code: 'PAYOUTS', name: 'Payouts report' },
  { code: 'PAYOUT_ITEMS', name: 'Payout items report' },
  { code: 'SETTLEMENTS', name: 'Settlements report' },
  { code: 'CLAIMS', name: 'Claims report' },
];

/** National-id document types offered for payouts, per country (spec 02 §5). */
export const PAYOUT_DOCUMENT_TYPES: Readonly<Record<string, readonly { id: number; name: string }[]>> = {
  AR: [
    { id: 1, name: 'DNI' },
    { id: 2, name: 'CUIT' },
    { id: 3, name: 'CUIL' },
  ],
  BR: [
    { id: 1, name: 'CPF' },
    { id: 2, name: 'CNPJ' },
  ],
  MX: [
    { id: 1, name: 'CURP' },
    { id: 2, name: 'RFC' },
  ],
  CL: [{ id: 1, name: 'RUT' }],
  CO: [
    { id: 1, name: 'CC' },
    { id: 2, name: 'NIT' },
  ],
  PE: [
    { id: 1, name: 'DNI' },
    { id: 2, name: 'RUC' },
  ],
  EC: [{ id: 1, name: 'Cédula' }],
};

/** Merchant lookups of the /merchants path family (spec 01 §7.3); the spec names the calls only. */
export const MERCHANT_STATUS_TYPES: readonly { code: string; description: string }[] = [
  { code: 'ACTIVE', description: 'Active' },
  { code: 'INACTIVE', description: 'Inactive' },
  { code: 'PENDING_APPROVAL', description: 'Pending approval' },
  { code: 'BLOCKED', description: 'Blocked' },
];

export const MERCHANT_FINANCIAL_STATUSES: readonly { code: string; description: string }[] = [
  { code: 'UP_TO_DATE', description: 'Up to date' },
  { code: 'PENDING_DOCUMENTS', description: 'Pending documents' },
  { code: 'UNDER_REVIEW', description: 'Under review' },
  { code: 'SUSPENDED_PAYMENTS', description: 'Payments suspended' },
];

export const RISK_LEVELS: readonly { code: string; description: string }[] = [
  { code: 'LOW', description: 'Low' },
  { code: 'MEDIUM', description: 'Medium' },
  { code: 'HIGH', description: 'High' },
];

export const MERCHANT_REFERRALS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Direct sales' },
  { id: 2, name: 'Partner agency' },
  { id: 3, name: 'Platform integration' },
  { id: 4, name: 'Existing merchant' },
];

export const MERCHANT_SOURCE_REFERENCES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Website' },
  { id: 2, name: 'Trade fair' },
  { id: 3, name: 'Search engine' },
  { id: 4, name: 'Social media' },
  { id: 5, name: 'Referral' },
];
