import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { RefundBeneficiary, RefundDocument, RefundNote } from '../../contract/refunds/types';

/** The query keys of a request's parts, so a save refreshes what shows them. */
export const refundPartKeys = {
  beneficiary: (beneficiaryId: number | null | undefined) => ['refunds', 'beneficiary', beneficiaryId] as const,
  documents: (refundRequestId: number | string) => ['refunds', 'documents', String(refundRequestId)] as const,
  notes: (refundRequestId: number | string) => ['refunds', 'notes', String(refundRequestId)] as const,
};

/** GET /refund-beneficiary/{id}: a request's bank details. */
export function useRefundBeneficiary(beneficiaryId: number | null | undefined) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: refundPartKeys.beneficiary(beneficiaryId),
    queryFn: async () => (await dataProvider.refundBeneficiary<RefundBeneficiary>(beneficiaryId as number)) ?? null,
    enabled: beneficiaryId !== null && beneficiaryId !== undefined,
  });
}

/** GET /refund-documents?refundRequestId=: a request's documents, newest first. */
export function useRefundDocuments(refundRequestId: number | string | undefined) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: refundPartKeys.documents(refundRequestId ?? ''),
    queryFn: () => dataProvider.refundDocuments<RefundDocument>(refundRequestId as number),
    enabled: refundRequestId !== undefined,
  });
}

/** GET /notes?refundRequestId=: a request's notes, oldest first. */
export function useRefundNotes(refundRequestId: number | string | undefined) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: refundPartKeys.notes(refundRequestId ?? ''),
    queryFn: () => dataProvider.refundNotes<RefundNote>(refundRequestId as number),
    enabled: refundRequestId !== undefined,
  });
}
