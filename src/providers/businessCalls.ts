import { gridSearchParams, toGridQuery, wireFilters } from './gridQuery';
import type { HttpClient } from './httpClient';
import { HTTP_MESSAGES, HttpError } from './httpError';
import type { ResourceRoute } from './resourceRoutes';
import { orNotFound, segment } from './replies';
import { saveFile } from './saveFile';
import type { BackOfficeDataProvider, PaywallEmailSetting } from './types';
import { UPLOAD_FILE_FIELD, UPLOAD_KIND_PARAM } from '../../contract/uploadRules';
import {
  ERROR_CODES,
  type ClaimsReportReply,
  type ClaimsTotalsReply,
  type DisclaimerReply,
  type ExportReply,
  type NotificationPayloadReply,
  type PayoutImportPreview,
  type PayoutImportReply,
  type ShopCredentialsReply,
  type StatusReply,
  type UploadReply,
} from '../../contract/wire';
import { EXPORT_LAYOUT_PARAM, type ExportLayout } from '../../contract/exportLayout';

type BusinessCalls = Pick<
  BackOfficeDataProvider,
  | 'export'
  | 'download'
  | 'readFile'
  | 'upload'
  | 'config'
  | 'lookup'
  | 'options'
  | 'requestRefund'
  | 'pushPayinStatus'
  | 'pushPayoutStatus'
  | 'previewPayoutImport'
  | 'importPayouts'
  | 'downloadPayoutReceipt'
  | 'sendPayoutEmail'
  | 'getDisclaimer'
  | 'acceptDisclaimer'
  | 'notificationPayload'
  | 'resendNotification'
  | 'retryReportTask'
  | 'resendPaywallEmail'
  | 'cancelPaywall'
  | 'savePaywallEmailSetting'
  | 'resetPaywallEmailSetting'
  | 'saveWhitelabel'
  | 'whitelabelPreview'
  | 'shopCredentials'
  | 'claimsReport'
  | 'claimsTotals'
>;

const DISCLAIMER_PATH = '/sandbox/user-disclaimer';

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file, file.name);
  return form;
}

/** The export's layout travels beside the filters, as JSON (contract/exportLayout). */
function withLayout(params: URLSearchParams, layout: ExportLayout | undefined): URLSearchParams {
  if (layout) params.set(EXPORT_LAYOUT_PARAM, JSON.stringify(layout));
  return params;
}

/** The named back-office calls of the data provider (README, How data flows: no fetch outside src/providers/). */
/** The bases of the services other than the back-office API, by name (spec 03 §7). */
export interface ServiceBases {
  /** The account balance service; absent: the back-office API's own base. */
  balance?: string;
}

export function createBusinessCalls(
  http: HttpClient,
  route: (resource: string) => ResourceRoute,
  services: ServiceBases = {},
): BusinessCalls {
  async function download(fileKey: string, fallbackName?: string, baseUrl?: string): Promise<void> {
    const file = await http.blob(`/file/${segment(fileKey)}`, { baseUrl });
    if (!file) throw new HttpError(HTTP_MESSAGES.notFound, 404);
    saveFile(file.blob, file.filename ?? fallbackName ?? fileKey);
  }

  return {
    download,

    async readFile(fileKey) {
      return (await http.blob(`/file/${segment(fileKey)}`))?.blob;
    },

    /** Spec 01 §7.1: pageIndex 0, pageSize 0 and the current filters; a fileKey is downloaded. */
    async export(resource, { filter, sort, path, layout }) {
      const target = route(resource);
      const query = { ...toGridQuery({ sort, filter }, target.idField), pageIndex: 0, pageSize: 0 };
      // The service that made the file keeps it: its key is downloaded from there.
      const baseUrl = target.exportService ? services[target.exportService] : undefined;
      const reply = await http.json<ExportReply>(path ?? target.exportPath ?? `${target.apiPath}/export`, {
        query: withLayout(gridSearchParams(query), layout),
        baseUrl,
      });
      if (reply?.fileKey) {
        await download(reply.fileKey, undefined, baseUrl);
        return { kind: 'file', fileKey: reply.fileKey };
      }
      return { kind: 'report' };
    },

    async upload(file, kind) {
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file, file.name);
      // In the address, so the server knows the kind's limits before the first byte of the file.
      return orNotFound(await http.json<UploadReply>('/file', { method: 'POST', query: { [UPLOAD_KIND_PARAM]: kind }, body: form }));
    },

    // Names may hold a slash (config/payouts/countries), so they are not encoded.
    config: async <T>(name: string, query?: Record<string, string | number | undefined>) =>
      (await http.json<T>(`/config/${name}`, { query })) as T,

    lookup: async <T>(path: string) => (await http.json<T>(path)) as T,

    options: async <T>(name: string, entityId?: string | number) => {
      const reply = await http.json<T>(`/options/${name}`, { query: { entityId } });
      return (reply ?? []) as T;
    },

    async requestRefund(transactionId) {
      const reply = await http.json<StatusReply>(`/transactions/v2/${segment(transactionId)}/refund`, { method: 'POST' });
      return reply ?? { status: false, errorMessage: ERROR_CODES.ENTITY_NOT_FOUND };
    },

    async pushPayinStatus({ transactionId, status, notificationUrl }) {
      const reply = await http.json(`/sandbox/payins/push-pay/${segment(transactionId)}`, {
        method: 'PUT',
        body: { transactionId, status, notificationUrl },
      });
      // A silent 404 would read as success: an unknown transaction is ENTITY_NOT_FOUND.
      if (reply === undefined) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
    },

    async pushPayoutStatus({ payoutId, statusTypeCode, errorReason }) {
      const reply = await http.json(`/sandbox/payouts/push-pay/${segment(payoutId)}`, {
        method: 'PUT',
        // Spec 02 §7: the paid date goes empty; the server dates a FINISHED payout itself.
        body: { statusTypeCode, errorReason, paidDate: '' },
      });
      if (reply === undefined) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
    },

    async previewPayoutImport(file, shopId) {
      return orNotFound(
        await http.json<PayoutImportPreview>('/payouts', { method: 'POST', query: { shopId, preview: 'true' }, body: fileForm(file) }),
      );
    },

    async importPayouts(file, shopId) {
      return orNotFound(await http.json<PayoutImportReply>('/payouts', { method: 'POST', query: { shopId }, body: fileForm(file) }));
    },

    async downloadPayoutReceipt(payoutId) {
      const reply = await http.json<{ fileKey?: string }>(`/payouts/items/receipt/${segment(payoutId)}`);
      if (!reply?.fileKey) throw new HttpError(HTTP_MESSAGES.notFound, 404);
      await download(reply.fileKey, `payout-receipt-${payoutId}.pdf`);
    },

    async sendPayoutEmail(payoutId, email) {
      return orNotFound(
        await http.json<{ email: string }>('/payout-notifications/sendEmail', {
          method: 'POST',
          body: { payoutId: Number(payoutId), email },
        }),
      );
    },

    async notificationPayload(logId, part) {
      const reply = await http.json<NotificationPayloadReply>(`/notifications/${segment(logId)}/${part}`);
      if (!reply) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
      return reply;
    },

    async resendNotification({ transactionId, url }) {
      const reply = await http.json(`/notifications/${segment(transactionId)}/send`, { method: 'POST', body: { url, transactionId } });
      // A silent 404 would read as "sent": the transaction is unknown.
      if (reply === undefined) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
    },

    async retryReportTask(reportTaskId) {
      const reply = await http.json<{ reportTaskId: number }>(`/report-tasks/${segment(reportTaskId)}/retry`, { method: 'POST' });
      if (!reply?.reportTaskId) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
      return reply;
    },

    async resendPaywallEmail(paywallId) {
      const reply = await http.json<{ status: string }>('/paywalls/email', { method: 'POST', body: { paywallId } });
      if (!reply?.status) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
      return reply;
    },

    async cancelPaywall(paywallId) {
      const reply = await http.json<Record<string, unknown>>(`/paywalls/${segment(paywallId)}/cancel`, { method: 'POST' });
      if (!reply) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
      return reply;
    },

    async savePaywallEmailSetting(setting) {
      const reply = await http.json<PaywallEmailSetting>('/paywall-email-setting', { method: 'POST', body: setting });
      if (!reply) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
      return reply;
    },

    async resetPaywallEmailSetting(shopId) {
      const reply = await http.json<PaywallEmailSetting>(`/paywalls/settings/${segment(shopId)}`, { method: 'DELETE' });
      if (!reply) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
      return reply;
    },

    async saveWhitelabel(merchantId, body) {
      const reply = await http.json<Record<string, unknown>>(`/merchants/${segment(merchantId)}/whitelabel`, { method: 'POST', body });
      if (!reply) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
      return reply;
    },

    async whitelabelPreview(shopId, kind, settings) {
      const reply = await http.json<{ url: string }>(`/shops/${segment(shopId)}/${kind}-preview`, { method: 'POST', body: settings });
      if (!reply?.url) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
      return reply;
    },

    async shopCredentials(shopId) {
      // The POST is the user's confirmed "Show them": the one call that discloses and counts a view.
      const reply = await http.json<ShopCredentialsReply>(`/shops/${segment(shopId)}/credentials`, { method: 'POST' });
      if (!reply) throw new HttpError(ERROR_CODES.ENTITY_NOT_FOUND, 404);
      return reply;
    },

    async claimsReport(filter) {
      const reply = await http.json<ClaimsReportReply>('/claims/report', { query: wireFilters(filter) });
      return reply ?? { paymentMethodsData: [], claimReasonsData: [], countriesData: [] };
    },

    async claimsTotals(filter) {
      const reply = await http.json<ClaimsTotalsReply>('/dashboard', { query: wireFilters(filter) });
      return reply ?? { claimsCount: 0, transactionsCount: 0, wonCount: 0, decidedCount: 0, claimRate: 0, winRate: 0 };
    },

    getDisclaimer: async () => (await http.json<DisclaimerReply>(DISCLAIMER_PATH)) ?? { acceptedDate: null },

    acceptDisclaimer: async () =>
      (await http.json<DisclaimerReply>(DISCLAIMER_PATH, { method: 'POST', body: {} })) ?? { acceptedDate: null },
  };
}
