import type { RaRecord } from 'react-admin';
import type { PayoutRow } from '../payouts/types';

/** A payout batch (an uploaded file) as GET /payouts and /payouts/{id} send it (spec 02 §3). */
export interface PayoutBatchRow extends RaRecord {
  payoutBatchId: number;
  date: string;
  merchantId: number;
  merchantName: string;
  shopName: string;
  fileId: number;
  fileKey: string;
  originalFilename: string;
  statusTypeCode: string;
  statusTypeName: string;
  description: string;
  rowCount: number;
  /** Rows of the file the import refused (counted in rowCount, never made payouts). */
  refusedRowCount?: number;
  /** GET /payouts/{id} only. */
  payouts?: PayoutRow[];
}

/** GET /payouts/{id}/errors: rows the import refused and payouts that ended in ERROR. */
export interface PayoutBatchError {
  row: number | null;
  payoutId: number | null;
  externalReference: string;
  reason: string;
  /** The payout rule a refused row broke, for the screen to say it in the user's language. */
  field?: string;
  problem?: { code: string; [arg: string]: unknown };
}
