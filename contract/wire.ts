/**
 * The back-office wire contract (spec 01 §7). Only the providers and the fake API import this
 * file: it is the single description of what travels over HTTP.
 *
 * Grid GET:  {path}?pageIndex=0&pageSize=10&sortField=createdDate&sortDirection=desc&query=…&k=v…
 *   - pageIndex is 0-based; a list's pageSize is 1 to GRID_MAX_PAGE_SIZE; pageSize 0 means "all",
 *     for exports only.
 *   - a multi-value filter is sent as one key with comma-joined values (status=APPROVED,PENDING).
 *   - dates travel as day/month/year text: `dd/MM/yyyy` or `dd/MM/yyyy HH:mm:ss.SSS`.
 * Errors: any non-2xx answer's body text is the message (plain text or {message}).
 */
import type { Profile } from './access/types';
import type { TotalsByCurrency, TotalsDeclaration } from './gridTotals';

export const API_VERSION_PATH = '/api/v1';

export interface GridQuery {
  pageIndex: number;
  pageSize: number;
  sortField?: string;
  sortDirection?: 'asc' | 'desc';
  query?: string;
  filters: Record<string, string>;
  /** What to add up per currency over every matching row (contract/gridTotals.ts); none: no totals. */
  totals?: TotalsDeclaration;
}

export interface GridReply<T = Record<string, unknown>> {
  data: T[];
  count: number;
  /** The server stopped counting at its cap: the total reads 'N+ items'. */
  maxCountReached: boolean;
  /** Sums of every matching row (not the page's), where a grid has a totals row. */
  totals?: Record<string, number>;
  /** The sums per currency the call asked for with `totals` (contract/gridTotals.ts). */
  totalsByCurrency?: TotalsByCurrency;
}

export const GRID_COUNT_CAP = 10_000;

/** The largest page a list may ask for: the screens' largest rows-per-page option (ListPagination). */
export const GRID_MAX_PAGE_SIZE = 100;

export interface LoginRequest {
  username: string;
  password: string;
  /** Bot-check (recaptcha) token; empty when the server says the bot check is off. */
  token: string;
  backOfficeType: 'SHOP';
}
export interface LoginReply {
  token?: string;
  /** Present when a second-factor step is pending. */
  session?: string;
  user?: Profile;
}
export interface TwoFactorRequest {
  session: string;
  code: string;
}
export interface FakeLoginRequest extends LoginRequest {
  userKey: string;
}

/** An export answers with a file key (download it) or with a report task (mailed later). */
export interface ExportReply {
  fileKey?: string;
  reportTaskId?: number;
}
export interface UploadReply {
  fileId: number;
  fileKey: string;
}

/** One row of a payout file as the import answers it (spec 01 §9: Successful or Error). */
export interface PayoutImportRow {
  row: number;
  externalReference: string;
  result: 'Successful' | 'Error';
  /** The server's words; `field` and `problem` (a payout rule, resources/payouts/payoutRules.ts) let a screen say it in its language. */
  reason: string;
  payoutId: number | null;
  field?: string;
  problem?: { code: string; [arg: string]: unknown };
}

/**
 * POST /payouts?preview=true: what the file would create, before anything is: every row answered,
 * the rows that pass added up per currency (amounts in different currencies are never summed).
 */
export interface PayoutImportPreview {
  originalFilename: string;
  rowCount: number;
  successCount: number;
  errorCount: number;
  totals: { currencyCode: string; count: number; amount: number }[];
  rows: PayoutImportRow[];
}

/** POST /payouts (the import): the preview's answer, written as a batch. */
export interface PayoutImportReply extends PayoutImportPreview {
  payoutBatchId: number;
  statusTypeCode: string;
}

/** The 409 body of a file the shop already uploaded (issue #30: a retried upload must not pay twice). */
export interface RepeatedFileReply {
  message: string;
  code: 'DUPLICATE_FILE';
  payoutBatchId: number;
  date: string;
}

export interface DisclaimerReply {
  acceptedDate: string | null;
}

/** Reply of business actions that report failure in the body (spec 02 §2 refund request). */
export interface StatusReply {
  status: boolean;
  errorMessage?: string;
  [key: string]: unknown;
}

/** Error codes the fake API and the real one put in an error body (spec 01 §8). */
export const ERROR_CODES = { ENTITY_EXIST: 'ENTITY_EXIST', ENTITY_NOT_FOUND: 'ENTITY_NOT_FOUND' } as const;

/** GET /notifications/{logId}/request | /response (spec 02 §7): the raw text of one side of a call. */
export interface NotificationPayloadReply {
  transactionNotificationLogID: number;
  /** The notification URL the request went to. */
  uri: string;
  /** The body exactly as sent or received; screens show it as text, never as HTML. */
  body: string;
}

/** POST /notifications/{transactionId}/send (spec 02 §7). */
export interface ResendNotificationRequest {
  transactionId: string;
  url: string;
}

/**
 * GET /shops/{shopId}/credentials (spec 02 §3). Each call counts one view; past the configured
 * maximum the server refuses with 400 CREDENTIALS_VIEW_LIMIT.
 */
export interface ShopCredentialsReply {
  shopId: number;
  shopLegacyId: string;
  shopName: string;
  username: string;
  dateTime: string;
  secretKey: string;
  apiKey: string;
  hasCredentials: boolean;
  /** Views counted so far, this one included. */
  viewCount: number;
}

/** A server setting (GET /config/max-shop-credentials-view-count). */
export interface SettingReply {
  id: string;
  value: number;
}

/** GET /config/core-api (spec 02 §3 "Core API config"). */
export interface CoreApiConfigReply {
  apiPaymentUrl: string;
  apiDocumentationUrl: string;
}

/** One slice of a claims-dashboard pie (spec 02 §3 "Report data"). */
export interface ClaimsReportSlice {
  code: string;
  name: string;
  count: number;
}

/** GET /claims/report with the dashboard filters (spec 02 §3). */
export interface ClaimsReportReply {
  paymentMethodsData: ClaimsReportSlice[];
  claimReasonsData: ClaimsReportSlice[];
  countriesData: ClaimsReportSlice[];
}

/** A row of GET /claims/report-grid (spec 02 §3 "Claims report row"); rates are 0..1 fractions. */
export interface ClaimsReportGridRow {
  paymentMethodId: number;
  paymentMethodName: string;
  claimsCount: number;
  transactionsCount: number;
  claimRate: number;
  winRate: number;
  /** Won (IN_FAVOR_MERCHANT) and decided claims, so rows sum into one exact win rate; optional. */
  wonCount?: number;
  decidedCount?: number;
}

/**
 * GET /dashboard with the dashboard filters: the range's claims over every payment method, with
 * the counts the rates are made of (a rate is 0 when there is nothing to divide).
 */
export interface ClaimsTotalsReply {
  claimsCount: number;
  transactionsCount: number;
  wonCount: number;
  decidedCount: number;
  claimRate: number;
  winRate: number;
}

export const SHOP_CREDENTIALS_LIMIT_CODE = 'CREDENTIALS_VIEW_LIMIT';

/** A document a refund request must upload (spec 02 §5: every slot needs a file). */
export interface RefundDocumentSlot {
  documentTypeId: number;
  documentType: string;
  description: string;
}

/**
 * The request step's lookups (spec 02 §7 "Refund requests": request-refund, by transaction id,
 * by passport id): what the wizard starts from. `refundable` is what is left to refund of the
 * pay-in (null without one).
 */
export interface RefundRequestLookup {
  mode: 'EMPTY' | 'TRANSACTION_ID' | 'PASSPORT_ID';
  refund: {
    shopId: number | null;
    shopName: string | null;
    transactionId: string | null;
    transactionDate: string | null;
    transactionAmount: number | null;
    transactionCurrencyCode: string | null;
    transactionCurrencySymbol: string | null;
    amountInTransaction: number | null;
    refundable: number | null;
    customerName: string | null;
    customerEmail: string | null;
    passportId: string | null;
  };
  /** Bank details to start from: the pay-in's payer, or the last beneficiary paid under that passport. */
  beneficiary: Record<string, unknown> | null;
  /**
   * By passport id: the beneficiary records already paid under it, newest first (not in spec 02:
   * the wizard offers them and links the one kept, README). Absent or empty otherwise.
   */
  savedBeneficiaries?: SavedBeneficiary[];
  documents: RefundDocumentSlot[];
}

/** A beneficiary record of an earlier request, as the request step offers it. */
export interface SavedBeneficiary extends Record<string, unknown> {
  beneficiaryId: number;
  fullName: string;
  bankName: string;
  accountNumber: string;
  /** The last request paid to it. */
  lastUsed: string;
}

/** GET shop-request-refund/{shopId}: the currency a refund from that shop is paid in. */
export interface ShopRefundInfo {
  shopId: number;
  shopName: string;
  currencyCode: string;
  currencySymbol: string;
}

/** POST /refunds/new's answer (its body is contract/writes/refunds.ts's NewRefundBody). */
export interface NewRefundReply {
  refundRequestId: number;
}
