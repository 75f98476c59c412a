/**
 * The refund screens' calls (spec 02 §7 "Refunds", "Refund requests", "Beneficiary", "Refund
 * documents", 01 §7.3 /notes and /api/v1/refunds; 03 §7 "Refund payments").
 */
import { requestModeOf } from '../../contract/refunds/requestMode';
import type { HttpClient } from './httpClient';
import { orNotFound, segment } from './replies';
import type { NewRefundReply, RefundRequestLookup, ShopRefundInfo } from '../../contract/wire';
import type { NewNoteBody, NewRefundRequest, UpdateDocumentBody, UpdateRefundBody } from '../../contract/writes/refunds';
import type { UpdateStatusBody } from '../../contract/writes/transactionRefunds';

/** PUT /refund-documents/{id}'s body but the id, which the path gives. */
export type RefundDocumentChange = Omit<UpdateDocumentBody, 'refundRequestDocumentId'>;

export interface RefundCalls {
  /** The request step: by transaction id, by passport id or empty, as spec 01 §4.4 reads the input. */
  refundLookup(input: string): Promise<RefundRequestLookup>;
  /** GET shop-request-refund/{shopId}: the currency the shop refunds in. */
  shopRefundInfo(shopId: number | string): Promise<ShopRefundInfo>;
  /** POST /refunds/new: the request with its beneficiary and documents; answers the new id. */
  createRefund(body: NewRefundRequest): Promise<NewRefundReply>;
  /** PUT /refunds/{id}. */
  updateRefund(change: UpdateRefundBody): Promise<void>;
  /** GET /refund-documents?refundRequestId= */
  refundDocuments<T>(refundRequestId: number | string): Promise<T[]>;
  /** PUT /refund-documents/{id}: its status and its file (refused once approved). */
  updateRefundDocument<T>(documentId: number | string, change: RefundDocumentChange): Promise<T>;
  /** GET /refund-beneficiary/{id} */
  refundBeneficiary<T>(beneficiaryId: number | string): Promise<T | undefined>;
  /** GET /notes?refundRequestId=, oldest first. */
  refundNotes<T>(refundRequestId: number | string): Promise<T[]>;
  /** POST /notes */
  addRefundNote<T>(note: NewNoteBody): Promise<T>;
  /** GET /api/v1/refunds/download/{id} (a file key), then the PDF. */
  downloadRefundSummary(refundRequestId: number | string): Promise<void>;
  /** PUT /transaction-refunds/update-status (spec 03 §7). */
  updateRefundPaymentStatus(change: UpdateStatusBody): Promise<void>;
}

export function createRefundCalls(http: HttpClient, download: (fileKey: string, fallbackName?: string) => Promise<void>): RefundCalls {
  const grid = async <T>(path: string, refundRequestId: number | string, sortDirection = 'desc') =>
    (await http.json<{ data: T[] }>(path, { query: { refundRequestId, pageSize: 100, sortField: 'createdDate', sortDirection } }))?.data ??
    [];
  return {
    async refundLookup(input) {
      const text = input.trim();
      const mode = requestModeOf(text);
      const path =
        mode === 'EMPTY'
          ? '/refunds/request-refund'
          : mode === 'TRANSACTION_ID'
            ? `/refunds/request-refund-by-transaction-id/${segment(text)}`
            : `/refunds/request-refund-by-passport-id/${segment(text)}`;
      return orNotFound(await http.json<RefundRequestLookup>(path));
    },
    shopRefundInfo: async (shopId) => orNotFound(await http.json<ShopRefundInfo>(`/refunds/shop-request-refund/${segment(shopId)}`)),
    createRefund: async (body) => orNotFound(await http.json<NewRefundReply>('/refunds/new', { method: 'POST', body })),
    async updateRefund(change) {
      await http.json(`/refunds/${segment(change.refundRequestId)}`, { method: 'PUT', body: change });
    },
    refundDocuments: (refundRequestId) => grid('/refund-documents', refundRequestId),
    updateRefundDocument: async <T>(documentId: number | string, change: RefundDocumentChange) =>
      orNotFound(
        await http.json<T>(`/refund-documents/${segment(documentId)}`, {
          method: 'PUT',
          body: { refundRequestDocumentId: Number(documentId), ...change },
        }),
      ),
    refundBeneficiary: (beneficiaryId) => http.json(`/refund-beneficiary/${segment(beneficiaryId)}`),
    refundNotes: (refundRequestId) => grid('/notes', refundRequestId, 'asc'),
    addRefundNote: async <T>(note: NewNoteBody) => orNotFound(await http.json<T>('/notes', { method: 'POST', body: note })),
    async downloadRefundSummary(refundRequestId) {
      const reply = orNotFound(await http.json<{ fileKey: string }>(`/refunds/download/${segment(refundRequestId)}`));
      await download(reply.fileKey, `refund-${refundRequestId}.pdf`);
    },
    async updateRefundPaymentStatus(change) {
      await http.json('/transaction-refunds/update-status', { method: 'PUT', body: change });
    },
  };
}
