import type { BalanceCalls } from './balanceCalls';
import type { RefundCalls } from './refundCalls';
import type { AuthProvider, DataProvider, SortPayload } from 'react-admin';
import type {
  ClaimsReportGridRow,
  ClaimsReportReply,
  ClaimsTotalsReply,
  ExportReply,
  NotificationPayloadReply,
  PayoutImportPreview,
  PayoutImportReply,
  ResendNotificationRequest,
  ShopCredentialsReply,
  StatusReply,
  UploadReply,
} from '../../contract/wire';
import type { UploadKind } from '../../contract/uploadRules';
import type { ExportLayout } from '../../contract/exportLayout';

/** What an export did: a report task was queued (show task_report_ok) or a file was downloaded. */
export type ExportOutcome = { kind: 'report' } | { kind: 'file'; fileKey: string };

export interface ExportParams {
  filter: Record<string, unknown>;
  sort?: SortPayload;
  /** Overrides the resource's export path. */
  path?: string;
  /** How the file reads: the screen's columns, words and format (contract/exportLayout). */
  layout?: ExportLayout;
}

/** Sandbox pay-in status push (spec 02 §4, PUT sandbox/payins/push-pay/{transactionId}). */
export interface PushPayinParams {
  transactionId: string;
  status: string;
  notificationUrl?: string;
}

/** Sandbox payout status push (spec 02 §7, PUT sandbox/payouts/push-pay/{id}). */
export interface PushPayoutParams {
  payoutId: number | string;
  statusTypeCode: string;
  errorReason?: string;
}

/**
 * react-admin's DataProvider plus the named business calls of the back-office (no fetch outside
 * src/providers/). Screens reach these through useDataProvider<BackOfficeDataProvider>().
 */
export interface BackOfficeDataProvider extends DataProvider, RefundCalls, BalanceCalls {
  /** pageIndex 0, pageSize 0, current filters; downloads when the reply carries a fileKey. */
  export(resource: string, params: ExportParams): Promise<ExportOutcome>;
  /** GET file/{fileKey} as a Blob and hand it to the browser as a download. */
  download(fileKey: string, fallbackName?: string): Promise<void>;
  /** GET file/{fileKey} as a Blob to show (an uploaded logo's thumbnail); undefined when there is none. */
  readFile(fileKey: string): Promise<Blob | undefined>;
  /** POST /file with the upload kind (uploadRules.ts): the server checks the right, type, size and quota. */
  upload(file: File, kind: UploadKind): Promise<UploadReply>;
  /** GET /config/{name}[?query] (e.g. config('payouts', { countryCode: 'BR', shopId: 3 })). */
  config<T = unknown>(name: string, query?: Record<string, string | number | undefined>): Promise<T>;
  /**
   * GET a lookup outside /config (e.g. '/adjustment-movements/config', '/merchants/status-types');
   * undefined on a 404, as every call (spec 01 §8).
   */
  lookup<T = unknown>(path: string): Promise<T | undefined>;
  /** GET /options/{name}[?entityId=]. */
  options<T = { id: string | number; name: string }[]>(name: string, entityId?: string | number): Promise<T>;
  /** POST a refund request for a transaction; `status: false` carries errorMessage. */
  requestRefund(transactionId: string): Promise<StatusReply>;
  /** Sandbox status simulation; rejects with ENTITY_EXIST / ENTITY_NOT_FOUND in the message. */
  pushPayinStatus(params: PushPayinParams): Promise<void>;
  /** Sandbox payout status simulation; rejects with ENTITY_EXIST / ENTITY_NOT_FOUND in the message. */
  pushPayoutStatus(params: PushPayoutParams): Promise<void>;
  /** POST /payouts?shopId=&preview=true: what the file would create (rows, totals per currency), writing nothing. */
  previewPayoutImport(file: File, shopId: number | string): Promise<PayoutImportPreview>;
  /** POST /payouts?shopId= with a CSV or XLSX file: a batch and each row's result; a file the shop already sent is a 409. */
  importPayouts(file: File, shopId: number | string): Promise<PayoutImportReply>;
  /** GET /payouts/items/receipt/{id} (a file key), then the file: a finished payout's receipt. */
  downloadPayoutReceipt(payoutId: number | string): Promise<void>;
  /** POST /payout-notifications/sendEmail: the payout's notice to its beneficiary (or `email`). */
  sendPayoutEmail(payoutId: number | string, email?: string): Promise<{ email: string }>;
  /** GET /notifications/{logId}/request|response: one side of a notification call, as text. */
  notificationPayload(logId: string | number, part: 'request' | 'response'): Promise<NotificationPayloadReply>;
  /** POST /notifications/{transactionId}/send with {url, transactionId}; the server logs a new row. */
  resendNotification(params: ResendNotificationRequest): Promise<void>;
  /** POST /report-tasks/{id}/retry: a failed report runs again as a new task, whose id is answered. */
  retryReportTask(reportTaskId: string | number): Promise<{ reportTaskId: number }>;
  /** POST /paywall-email-setting: a shop's payment e-mail wording (sender, reply-to, subject, message); the saved setting. */
  savePaywallEmailSetting(setting: PaywallEmailSettingBody): Promise<PaywallEmailSetting>;
  /** DELETE /paywalls/settings/{shopId}: the shop's wording back to the default (spec 03 §7), which is answered. */
  resetPaywallEmailSetting(shopId: number): Promise<PaywallEmailSetting>;
  /** POST /paywalls/email: sends a payment e-mail again (spec 03 §7); a failed delivery is the call's error. */
  resendPaywallEmail(paywallId: string): Promise<{ status: string }>;
  /** POST /paywalls/{id}/cancel: deactivates a paywall nobody paid (issue #30); the paywall as it is now. */
  cancelPaywall(paywallId: string): Promise<Record<string, unknown>>;
  /** POST /merchants/{id}/whitelabel: the merchant's and (or) a shop's branding in one save (spec 03 §7). */
  saveWhitelabel(
    merchantId: number,
    body: { merchant?: Record<string, unknown>; shop?: Record<string, unknown> },
  ): Promise<Record<string, unknown>>;
  /** POST /shops/{id}/paywall-preview | landing-preview: a URL of the page with these settings, saved or not. */
  whitelabelPreview(shopId: number, kind: 'paywall' | 'landing', settings: Record<string, unknown>): Promise<{ url: string }>;
  /** POST /shops/{shopId}/credentials (the confirmed view); counts a view, refused past the configured maximum. */
  shopCredentials(shopId: string | number): Promise<ShopCredentialsReply>;
  /** GET /claims/report with the dashboard's filters (the three pie charts). */
  claimsReport(filter: Record<string, unknown>): Promise<ClaimsReportReply>;
  /** GET /dashboard with the dashboard's filters: one period's totals over every payment method. */
  claimsTotals(filter: Record<string, unknown>): Promise<ClaimsTotalsReply>;
  getDisclaimer(): Promise<{ acceptedDate: string | null }>;
  acceptDisclaimer(): Promise<{ acceptedDate: string | null }>;
}

export type {
  PayoutImportPreview,
  PayoutImportReply,
  ClaimsReportGridRow,
  ClaimsReportReply,
  ClaimsTotalsReply,
  ExportReply,
  NotificationPayloadReply,
  ResendNotificationRequest,
  ShopCredentialsReply,
};

/** Extra auth calls the auth screens use (react-admin's AuthProvider has no place for them). */
export interface BackOfficeAuthProvider extends AuthProvider {
  /** Second factor; resolves once a token is stored. */
  verifyTwoFactor(code: string): Promise<void>;
  /** Impersonation login (POST /login/fake). */
  fakeLogin(params: { userKey: string; username: string; password: string; token: string }): Promise<{ redirectTo: string } | undefined>;
  hasRecaptcha(): Promise<boolean>;
  requestPasswordRecovery(email: string): Promise<void>;
  checkEmailToken(token: string): Promise<void>;
  resetPassword(key: string, password: string): Promise<void>;
  activateAccount(token: string, password: string): Promise<void>;
  /** True while a second-factor step is pending (a session without a token). */
  isTwoFactorPending(): boolean;
}

/** What a shop's payment e-mails say (spec 03 §7 email settings: GET /paywalls/settings/{shopId}). */
export interface PaywallEmailSettingBody {
  shopId: number;
  senderName: string;
  replyTo?: string;
  subject: string;
  message: string;
}
export interface PaywallEmailSetting extends PaywallEmailSettingBody {
  settingId: string;
  /** Empty while the shop keeps the default wording. */
  updatedDate: string;
}
