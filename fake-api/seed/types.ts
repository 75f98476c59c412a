/**
 * The fake API's database: one object of collections (json-server style). Every row is plain
 * JSON; dates are ISO-8601 UTC strings. Field names follow the spec (02 §3, 03 §3) so the server
 * can answer rows as stored. Rows of merchant-owned collections carry `merchantId` for scoping.
 */
import type { Paywall, PaywallCustomer, ScheduledPaymentEmail } from '../../contract/paywalls/types';
import type { Settlement } from '../../contract/settlements/types';
import type { Withdrawal, WithdrawalSettlement, WithdrawalTransaction } from '../../contract/withdrawals/types';
import type { Action, ResourceCode } from '../../contract/access/codes';
import type { UploadKind } from '../../contract/uploadRules';
import type { RefundDocument, RefundRequest } from '../../contract/refunds/types';
import type { RefundPayment, RefundPaymentStatus } from '../../contract/transaction-refunds/types';
import type { MerchantBrand, ShopBrand } from '../../contract/integrations/types';
import type { ServerTextCode, ServerTextParams } from '../../contract/serverTexts';

export type TransactionStatus = 'APPROVED' | 'CANCELLED' | 'EXPIRED' | 'FAILED' | 'MISSING_INFO' | 'ONHOLD' | 'PENDING' | 'REJECTED';

export type ChannelTypeCode = 'CASH' | 'CREDITCARD' | 'CREDITCARD_CASH' | 'CRYPTOCURRENCY' | 'ONLINE';
export type PaymentOrigin = 'API_PAYMENT' | 'PAYMENT_LINK' | 'PAYMENT_EMAIL';
export type MerchantKind = 'MERCHANT' | 'SUBMERCHANT' | 'SUPERMERCHANT';
export type ShopStatus = 'ENABLED' | 'DISABLED';
export type ClaimStatusCode = 'OPEN' | 'AGAINST_MERCHANT' | 'IN_FAVOR_MERCHANT' | 'DELETED' | 'REFUNDING' | 'REFUNDING_ERROR';
export type PayoutStatusCode = 'PENDING' | 'SENT' | 'PROCESSED' | 'FINISHED' | 'ERROR';
export type PayoutBatchStatusCode = 'ACCEPTED' | 'PENDING' | 'PROCESSED' | 'FINISHED' | 'ERROR';
export type RefundRequestStatusCode = 'Pending' | 'Approved' | 'Rejected';
export type DocumentStatusCode = 'PENDING' | 'APPROVED' | 'REJECTED';
export type TransactionRefundStatus = RefundPaymentStatus;
export type SettlementStatus = 'DRAFT' | 'PUBLISHED' | 'PAID';
export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'PAID' | 'RETURNED_PAYMENT' | 'REJECTED' | 'DELETED';
export type ShopPaymentType = 'link' | 'email';
export type ScheduledEmailStatus = 'PENDING' | 'SENT' | 'ERROR';

export interface CurrencyRef {
  currencyCode: string;
  symbol: string;
}

export interface MerchantRow {
  merchantId: number;
  merchantLegacyId: string;
  merchantName: string;
  hierarchyTypeCode: MerchantKind;
  /** Set on SUBMERCHANT rows (1 for merchants 2 and 3); null otherwise. */
  superMerchantId: number | null;
  /** REGISTER_IN_PROCESS: a submerchant created through the API (spec 03 §4), not yet active. */
  statusTypeCode: 'ACTIVE' | 'INACTIVE' | 'REGISTER_IN_PROCESS';
  countryCode: string;
  contactEmail: string;
  createdDate: string;
  defaultCurrency: CurrencyRef;
  /** merchantDefaultCurrencies (spec 03 §3): every currency the merchant's shops settle in. */
  defaultCurrencies: CurrencyRef[];
  useWithdrawals: boolean;
}

export interface ShopRow {
  shopId: number;
  shopLegacyId: string;
  merchantId: number;
  merchantName: string;
  shopName: string;
  webUrl: string;
  contactEmail: string;
  contactPhone: string;
  apiKey: string;
  secretKey: string;
  /** Username of the API credentials (shop credentials modal). */
  username: string;
  hasCredentials: boolean;
  credentialsDate: string;
  shopStatusTypeCode: ShopStatus;
  /** Master-merchant shops are hidden from the shops screen (spec 02 §2 Shops). */
  isMasterMerchantShop: boolean;
  currencyCode: string;
  defaultCurrency: CurrencyRef;
  defaultNotificationUrl: string;
  noClaimFee: boolean;
  noRefundFee: boolean;
  noWireFee: boolean;
  logoFileKey: string | null;
  whitelabelEnabled: boolean;
  overrideWhitelabelConfiguration: boolean;
  primaryColor: string;
  accentColor: string;
  backgroundColor: string;
  backgroundFileKey: string | null;
  isTextButtonBlack: boolean;
  ignoreFeesPayoutBalance: boolean;
  shopCredentialsViewCount: number;
  createdDate: string;
}

/** Catalogue row: not merchant-owned (no merchantId); every user sees the whole catalogue. */
export interface PaymentMethodRow {
  paymentMethodId: number;
  name: string;
  paymentMethodFileKey: string;
  paymentMethodLegacyId: number;
  countryCode: string;
  countryName: string;
  minAmount: number;
  maxAmount: number;
  paymentChannelTypeCode: ChannelTypeCode;
  paymentChannelTypeName: string;
  localCurrencyCode: string;
  active: boolean;
  partnerId: number;
  partnerName: string;
}

export interface PendingStatusUpdate {
  status: TransactionStatus;
  requestedDate: string;
}

/**
 * A stored pay-in (spec 02 §3 grid row + brief additions). The v1 detail fields are not stored:
 * `transactionDetail(row, db)` in ./transactionDetail.ts derives them (keeps 100k rows small).
 */
export interface TransactionRow {
  // grid row (spec 02 §3)
  transactionId: string;
  trackingId: string;
  description: string;
  amount: number;
  currency: string;
  status: TransactionStatus;
  testMode: boolean;
  createdDate: string;
  expiredDate: string | null;
  paidDate: string | null;
  operativeDate: string;
  partnerId: number;
  paymentMethodId: number;
  paymentMethodName: string;
  paymentMethodFileKey: string;
  pspTransactionId: string | null;
  paymentMethodLegacyId: number;
  tagName: string;
  customerFirstName: string;
  customerLastName: string;
  email: string;
  personalId: string;
  address: string;
  country: string;
  phone: string;
  ip: string;
  cardNumber: string | null;
  shopId: number;
  shopName: string;
  notificationUrl: string;
  pendingStatusUpdate: PendingStatusUpdate | null;
  // brief additions
  merchantId: number;
  origin: PaymentOrigin;
  /** The payment channel type code (filter key `channel`). */
  channelType: ChannelTypeCode;
  enableRefund: boolean;
}

/** v1 detail additions (spec 02 §3); conversion and psp fields only go out with CONVERSION_REPORT. */
export interface TransactionDetailFields {
  conversionAmount: number;
  conversionCurrency: string;
  pspAmount: number;
  pspCurrency: string;
  settledDate: string | null;
  message: string;
  fileKey: string | null;
  city: string;
  state: string;
  postalCode: string;
  bankCountry: string;
  bankName: string;
  partnerName: string;
  shopLegacyId: string;
  shopContactEmail: string;
  processedOnSettlementId: number | null;
  transactionType: 'PAYIN';
}

export type TransactionDetail = TransactionRow & TransactionDetailFields;

export interface ClaimRow {
  claimId: number;
  merchantId: number;
  claimDate: string;
  shopId: number;
  shopName: string;
  transactionId: string;
  trackingId: string;
  amount: number;
  currency: string;
  cardNumber: string | null;
  transactionDate: string;
  claimStatusCode: ClaimStatusCode;
  claimStatusName: string;
  processedDate: string | null;
  customerName: string;
  transactionEmail: string;
  claimReasonCode: string;
  claimReasonName: string;
  paymentMethodId: number;
  paymentMethodName: string;
  paymentMethodFileKey: string;
  paymentChannelTypeCode: ChannelTypeCode;
  countryCode: string;
}

/** Batch row; its `payouts[]` (spec 02 §3) are the payouts rows with the same payoutBatchId. */
export interface PayoutBatchRow {
  payoutBatchId: number;
  merchantId: number;
  merchantName: string;
  shopId: number;
  shopName: string;
  date: string;
  fileId: number;
  fileKey: string;
  originalFilename: string;
  statusTypeCode: PayoutBatchStatusCode;
  statusTypeName: string;
  description: string;
  /** `description` as a code and parameters (fake-api/seed/serverTexts.ts), for a screen's language. */
  descriptionCode?: ServerTextCode;
  descriptionParams?: ServerTextParams;
  rowCount: number;
  /** Rows an import refused (GET /payouts/{id}/errors); seeded batches have none. */
  importErrors?: {
    row: number;
    externalReference: string;
    reason: string;
    /** The payout rule the row broke, for a screen to say it in its language (as the import's answer does). */
    field?: string;
    problem?: { code: string; [arg: string]: unknown };
  }[];
  /** SHA-256 of an imported file's bytes: the same file twice to one shop is refused. */
  fileSha256?: string;
}

export interface PayoutPendingStatusUpdate {
  statusTypeCode: PayoutStatusCode;
  errorReason: string | null;
  requestedDate: string;
}

export interface PayoutRow {
  payoutId: number;
  merchantId: number;
  shopId: number;
  shopName: string;
  date: string;
  paidDate: string | null;
  payoutBatchId: number;
  payoutBatchDescription: string;
  payoutBatchDescriptionCode?: ServerTextCode;
  payoutBatchDescriptionParams?: ServerTextParams;
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
  settlementAmount: number;
  shopCurrencySymbol: string;
  shopCurrencyCode: string;
  inSettlement: boolean;
  isTestMode: boolean;
  statusTypeCode: PayoutStatusCode;
  errorReason: string | null;
  retryCount: number;
  notificationUrl: string;
  pendingStatusUpdate: PayoutPendingStatusUpdate | null;
  /** Set once its receipt has been asked for (GET /payouts/items/receipt/{id}). */
  receiptFileKey?: string;
  /** Written by the payout form and imports (spec 02 §3 new payout payload); seeded payouts lack them. */
  payoutChannel?: string;
  phone?: string;
  address?: string;
  city?: string;
  abaSwift?: string;
  paymentReason?: string;
  accountAgencyNumber?: string;
  payoutAccountTypeCode?: string;
  payoutAccountTypeDescription?: string;
  payoutBeneficiaryTypeCode?: string;
  gender?: string;
  recipientPixKey?: string;
  aliasCVU?: string;
}

/** A refund request as the fake API stores it: the screen's shape and its owner. */
export interface RefundRequestRow extends RefundRequest {
  merchantId: number;
}

export interface RefundBeneficiaryRow {
  beneficiaryId: number;
  refundRequestId: number;
  merchantId: number;
  fullName: string;
  address: string;
  city: string;
  beneficiaryCountryId: number;
  beneficiaryCountryName: string;
  receivingCountryId: number;
  receivingCountryName: string;
  receivingCity: string;
  bankName: string;
  swift: string;
  accountNumber: string;
  paymentReason: string;
  hasCorrespondentBank: boolean;
  correspondentCountryId: number | null;
  correspondentCountryName: string | null;
  correspondentSwift: string | null;
  correspondentBankName: string | null;
  correspondentAccountNumber: string | null;
  /** Only for a Mexican receiving country (id 14). */
  clabe: string | null;
}

export interface RefundDocumentRow extends RefundDocument {
  merchantId: number;
}

/** A note on a refund request (the /notes calls of spec 01 §7.3): the merchant and the provider's reviewers write them. */
export interface RefundNoteRow {
  noteId: number;
  refundRequestId: number;
  merchantId: number;
  createdDate: string;
  author: string;
  text: string;
}

/** Refund payment (spec 03 §2 TRANSACTION_REFUND_PAYMENT): the screen's shape and its owner. */
export interface TransactionRefundRow extends RefundPayment {
  merchantId: number;
}

export interface NotificationLogRow {
  transactionNotificationLogID: number;
  merchantId: number;
  shopId: number;
  date: string;
  transactionID: string;
  /** A payout's notification carries the payout's status. */
  transactionStatusTypeCode: TransactionStatus | PayoutStatusCode;
  trackingId: string;
  networkOperationStatus: number;
  networkOperationStatusName: string;
  networkOperationRequestUri: string;
  /** JSON text. */
  networkOperationRequestBody: string;
  /** JSON text. */
  networkOperationResponseBody: string;
}

/**
 * Sums (spec 03 §2 Settlements): grossAmount (turnover) = netTurnover + transactionsFee;
 * payoutAmount (settlement amount) = netTurnover - refunds - totalPayoutFee - netRollingReserve
 * - claimsCurrentPeriod - claims - otherFees - taxes; fees = transactionsFee + totalPayoutFee +
 * otherFees; availableBalance = payoutAmount - withdrawals; equivalentAmount = payoutAmount *
 * currencyExchangeRate (in paymentCurrency).
 */
/** `withdrawalId` is the withdrawals' to say (fake-api/routes/settlements.ts), never stored. */
export interface SettlementRow extends Omit<Settlement, 'id' | 'status' | 'withdrawalId'> {
  symbol: string;
  currencySymbol: string;
  withdrawals: number;
  availableBalance: number;
  status: SettlementStatus;
}

/** Spec 03 §4: the BR lists' statuses (Pending, Failed, Succeeded). */
export type BankOperationStatus = 'PENDING' | 'FAILED' | 'SUCCEEDED';

/** A withdrawal from a merchant's Brazil bank account (BR_BANK_ACCOUNT_WDWL), in BRL. */
export interface BankWithdrawalRow {
  id: number;
  merchantId: number;
  /** The bank account (GET /balance-ledger/accounts). */
  accountId: number;
  accountName: string;
  /** The BRL shop whose balance pays it. */
  shopId: number;
  description: string;
  reference: string;
  createdDate: string;
  amount: number;
  currency: 'BRL';
  status: BankOperationStatus;
  email: string;
}

/** A statement of a Brazil bank account (BR_BANK_ACCOUNT_REPORT): the account's movements of a period, as a file. */
export interface BankStatementRow {
  id: number;
  merchantId: number;
  accountId: number;
  accountName: string;
  dateFrom: string;
  dateTo: string;
  createdDate: string;
  status: BankOperationStatus;
  email: string;
  /** Where the file is (`file/<key>` of the API), or null when none was produced. */
  fileUrl: string | null;
}

/**
 * A daily balance row (a view of the ledger, fake-api/ledger/daily.ts), one per shop and day.
 * netAmountPayable = openingBalance + volumePayin - payinFee
 * - volumePayout - payoutFee - claimsOpen - claimFee + claimsWon - rollingReserve
 * + rollingReserveReleased - otherFees + adjustments + topUps - taxes - rollingReserveAdjustment;
 * closingBalance = netAmountPayable - paymentAmount; the next day's opening = this closing.
 */
export interface AccountDailyBalanceRow {
  accountDailyBalanceId: number;
  merchantId: number;
  merchantLegacyId: string;
  merchantName: string;
  shopId: number;
  shopName: string;
  currencyCode: string;
  balanceDay: string;
  openingBalance: number;
  volumePayin: number;
  payinFee: number;
  volumePayout: number;
  payoutFee: number;
  claimsOpen: number;
  claimFee: number;
  claimsWon: number;
  rollingReserve: number;
  rollingReserveReleased: number;
  otherFees: number;
  adjustments: number;
  topUps: number;
  taxes: number;
  netAmountPayable: number;
  rollingReserveAdjustment: number;
  paymentAmount: number;
  closingBalance: number;
}

/**
 * The shop daily balance's row (a view of the ledger). netAmountPayable = openingBalance + volumePayin - mdr - volumePayout
 * - payoutFee - newClaims - claimFee + claimsWon - rollingReserve - wireFee + adjustments + topUps
 * - taxes; closingBalance = netAmountPayable - paymentAmount; next opening = this closing.
 */
export interface ShopDailyBalanceRow {
  shopDailyBalanceId: number;
  merchantId: number;
  merchantLegacyId: string;
  merchantName: string;
  shopId: number;
  shopName: string;
  currencyCode: string;
  balanceDay: string;
  openingBalance: number;
  volumePayin: number;
  mdr: number;
  volumePayout: number;
  payoutFee: number;
  newClaims: number;
  claimFee: number;
  claimsWon: number;
  rollingReserve: number;
  wireFee: number;
  adjustments: number;
  topUps: number;
  taxes: number;
  netAmountPayable: number;
  paymentAmount: number;
  closingBalance: number;
}

/** netAmount = amount - fee + sum(withdrawalAdjustments.amount). */
export interface WithdrawalRow extends Omit<Withdrawal, 'id' | 'status'> {
  status: WithdrawalStatus;
}
export type { WithdrawalSettlement, WithdrawalTransaction };

/**
 * amountExchange = amount * rateExchange (currency -> currencyExchange);
 * exchangeAmount = amountExchange * exchangeRate (currencyExchange -> currencySecondExchange).
 */
export interface TopUpRow {
  topUpId: number;
  merchantId: number;
  shopId: number;
  date: string;
  description: string;
  merchantName: string;
  shopName: string;
  amount: number;
  currency: string;
  /** Same as `currency` (filter key currencyCode). */
  currencyCode: string;
  amountExchange: number;
  currencyExchange: string;
  rateExchange: number;
  /** TOP_UP or ADJUSTMENT (reference ADJUSTMENT_TYPES). */
  adjustmentTypeCode: string;
  adjustmentTypeDescription: string;
  currencySecondExchange: string;
  exchangeRate: number;
  prExchangeRate: number;
  exchangeAmount: number;
}

/**
 * Every movement the adjustment-movements screen lists: the top-ups (same fields, `topUpId` kept)
 * and the manual adjustments, whose `exchangeAmount` in the shop currency feeds the daily balances.
 */
export interface AdjustmentMovementRow extends Omit<TopUpRow, 'topUpId'> {
  adjustmentMovementId: number;
  topUpId: number | null;
}

export type { PaywallCustomer, ScheduledPaymentEmail } from '../../contract/paywalls/types';

/** A paywall as stored: the screen's fields (spec 03 §3) with its lists always present. */
export interface PaywallRow extends Omit<
  Paywall,
  'id' | 'scheduledPaymentEmails' | 'paywallTransactions' | 'expiredDate' | 'paidDate' | 'cancelledDate' | 'customer'
> {
  customer: PaywallCustomer & { deviceId: string };
  /** The transaction that used this paywall, or null. */
  transactionID: string | null;
  paidDate: string | null;
  expiredDate: string;
  /** Set when the merchant deactivates it (issue #30). */
  cancelledDate: string | null;
  scheduledPaymentEmails: ScheduledPaymentEmail[];
  paywallTransactions: string[];
}

/**
 * A payment e-mail's settings (01 §7.3 legacy `paywall-email-setting`, `email-configuration-settings`):
 * a shop's wording of the e-mail, or (shopId null) the merchant's sender. Absent = the defaults.
 */
export interface PaywallEmailSettingRow {
  /** 'shop:<shopId>' or 'merchant:<merchantId>'. */
  settingId: string;
  merchantId: number;
  shopId: number | null;
  senderName: string;
  senderEmail: string;
  replyTo: string;
  subject: string;
  message: string;
  updatedDate: string;
}

export interface SubmerchantEntityInformation {
  companyName: string;
  businessRegistrationNumber: string;
  registrationDate: string;
  email: string;
  countryId: number;
}

export interface SubmerchantRow {
  /** The submerchant's own merchant id (2 or 3). */
  merchantId: number;
  superMerchantId: number;
  companyName: string;
  submerchants: number[];
  constitutionDate: string;
  registryNumber: string | null;
  statusTypeCode: string;
  defaultCurrencyCode: string;
  companyInformation: {
    website: string;
    industryTypeId: number;
    industryTypeDesc: string;
    licenseNumber: string;
    entityInformation: SubmerchantEntityInformation;
  };
}

/** The white-label settings as the integrations screen reads them (spec 03 §3). */
export type MerchantWhitelabelRow = MerchantBrand;
export type ShopWhitelabelRow = ShopBrand;

/** PENDING = !isProcessing && !isFinished; PROCESSING = isProcessing; FINISHED = isFinished. */
export interface ReportTaskRow {
  reportTaskId: number;
  merchantId: number;
  date: string;
  reportTaskTypeName: string;
  userUsername: string;
  isProcessing: boolean;
  isFinished: boolean;
  hasError: boolean;
  errorMessage: string | null;
  fileKey: string | null;
}

/** A right that lets its holder download a stored file (fake-api/downloadRights.ts grants them). */
export interface DownloadRight {
  resource: ResourceCode;
  action: Action;
}

export interface FileRow {
  fileId: number;
  fileKey: string;
  /** Download name (Content-Disposition filename). */
  name: string;
  contentType: string;
  /** Bytes of the body, which lives beside the data file, not in it (fake-api/fileBodies.ts). */
  size: number;
  /** Owner, or null for files any user may download (payment-method logos). */
  merchantId: number | null;
  /** Set on uploads only: what was uploaded; uploads count against the merchant's quota. */
  kind?: UploadKind;
  /** Who may download it: any one of these rights, the screen's that offers it (fake-api/downloadRights.ts). */
  rights: readonly DownloadRight[];
  createdDate: string;
}

export interface DisclaimerRow {
  email: string;
  acceptedDate: string | null;
}

export interface DbMeta {
  seed: number;
  /** Number of transactions generated. */
  scale: number;
  seededAt: string;
  /** The highest id handed out per `collection.idField` (routes/grid.ts nextId): deleted ids are not reused. */
  lastIds?: Record<string, number>;
}

export interface Db {
  merchants: MerchantRow[];
  shops: ShopRow[];
  paymentMethods: PaymentMethodRow[];
  transactions: TransactionRow[];
  claims: ClaimRow[];
  payoutBatches: PayoutBatchRow[];
  payouts: PayoutRow[];
  refunds: RefundRequestRow[];
  refundBeneficiaries: RefundBeneficiaryRow[];
  refundDocuments: RefundDocumentRow[];
  refundNotes: RefundNoteRow[];
  transactionRefunds: TransactionRefundRow[];
  notifications: NotificationLogRow[];
  settlements: SettlementRow[];
  withdrawals: WithdrawalRow[];
  bankWithdrawals: BankWithdrawalRow[];
  bankStatements: BankStatementRow[];
  topUps: TopUpRow[];
  adjustmentMovements: AdjustmentMovementRow[];
  paywalls: PaywallRow[];
  paywallEmailSettings: PaywallEmailSettingRow[];
  submerchants: SubmerchantRow[];
  merchantWhitelabels: MerchantWhitelabelRow[];
  shopWhitelabels: ShopWhitelabelRow[];
  reportTasks: ReportTaskRow[];
  files: FileRow[];
  disclaimers: DisclaimerRow[];
  /** Every impersonation (POST /login/fake), appended as it happens. */
  impersonations: ImpersonationRow[];
  meta: DbMeta;
}

export type CollectionName = keyof Omit<Db, 'meta' | 'disclaimers' | 'impersonations'>;

export interface ImpersonationRow {
  impersonationId: number;
  date: string;
  operatorEmail: string;
  targetEmail: string;
  targetMerchantId: number;
}

/** The id field of each collection (json-server's `id` and the grid's row key). */
export const COLLECTION_IDS: Record<CollectionName, string> = {
  merchants: 'merchantId',
  shops: 'shopId',
  paymentMethods: 'paymentMethodId',
  transactions: 'transactionId',
  claims: 'claimId',
  payoutBatches: 'payoutBatchId',
  payouts: 'payoutId',
  refunds: 'refundRequestId',
  refundBeneficiaries: 'beneficiaryId',
  refundDocuments: 'refundRequestDocumentId',
  refundNotes: 'noteId',
  transactionRefunds: 'transactionRefundId',
  notifications: 'transactionNotificationLogID',
  settlements: 'settlementId',
  withdrawals: 'withdrawalId',
  bankWithdrawals: 'id',
  bankStatements: 'id',
  topUps: 'topUpId',
  adjustmentMovements: 'adjustmentMovementId',
  paywalls: 'paywallId',
  paywallEmailSettings: 'settingId',
  submerchants: 'merchantId',
  merchantWhitelabels: 'merchantId',
  shopWhitelabels: 'shopId',
  reportTasks: 'reportTaskId',
  files: 'fileId',
};

/**
 * Collections without merchant scoping: the payment-method catalogue is shared by all users;
 * files are checked by their own `merchantId` (null = public) on download.
 */
export const UNSCOPED_COLLECTIONS: readonly CollectionName[] = ['paymentMethods', 'files'];
