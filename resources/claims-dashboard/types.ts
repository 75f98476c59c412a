import type { RaRecord } from 'react-admin';
import type { ClaimsReportGridRow, ClaimsReportReply, ClaimsTotalsReply } from '../../src/providers/types';

/** A row of GET /claims/report-grid as a react-admin record (the wire row in src/providers/wire.ts). */
export interface ClaimsReportRow extends RaRecord, ClaimsReportGridRow {}

/** One slice of a pie as the server sends it (spec 02 §3 "Report data"). */
export type ReportSlice = ClaimsReportReply['paymentMethodsData'][number];

export type { ClaimsReportReply, ClaimsTotalsReply };
