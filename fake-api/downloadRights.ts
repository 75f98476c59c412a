/**
 * Who may download a stored file (GET /file/{key}, issue #31): whoever holds the right of the
 * screen that offers its download. Every file is stored with the rights that allow it (any one
 * of them), so the download follows the screen and not merely the merchant: the read-only viewer
 * sees settlements but may not download their files without DOWNLOAD_SETTLEMENT.
 */
import { canAccess } from '../contract/access';
import type { Action, ResourceCode } from '../contract/access/codes';
import type { Role } from '../contract/access/types';
import type { UploadKind } from '../contract/uploadRules';
import type { Db, DownloadRight, FileRow } from './seed/types';

const right = (resource: ResourceCode, action: Action): DownloadRight => ({ resource, action });

/** The files a screen offers, each with the right that screen asks before offering it (spec 02, 03). */
export const DOWNLOAD_RIGHTS = {
  /** Settlements: "Download the settlement file (needs DOWNLOAD_SETTLEMENT on SETTLEMENT)". */
  settlementFile: [right('SETTLEMENT', 'DOWNLOAD_SETTLEMENT')],
  /** Payout items: the receipt of a FINISHED payout needs DOWNLOAD_FILE. */
  payoutReceipt: [right('PAYOUT', 'DOWNLOAD_FILE')],
  /** Brazil statements: the file download needs DOWNLOAD_FILE on the report resource. */
  bankStatement: [right('BANK_ACCOUNT_REPORT', 'DOWNLOAD_FILE')],
  /** A payout batch's imported file, on the batch's page (PAYOUT_BATCH VIEW, or PAYOUT VIEW as its grid). */
  payoutImport: [right('PAYOUT_BATCH', 'VIEW'), right('PAYOUT', 'VIEW')],
  /** Refund documents and the request's summary PDF, in the refund drawer (REFUND VIEW). */
  refundFile: [right('REFUND', 'VIEW')],
  /** Report tasks: the grid (REPORT_TASK VIEW) offers each finished task's file. */
  reportTask: [right('REPORT_TASK', 'VIEW')],
  /** Logos: shown on the integrations and white-label screens, and to whoever may change them. */
  logo: [right('INTEGRATOR', 'VIEW'), right('MERCHANT', 'VIEW'), right('SHOP', 'VIEW'), right('TEMPLATE', 'EDIT')],
} as const satisfies Record<string, readonly DownloadRight[]>;

/** An upload's file is offered where it is used: a document in its refund, a logo where logos show, a spreadsheet to its senders. */
export const UPLOAD_DOWNLOAD_RIGHTS: Record<UploadKind, readonly DownloadRight[]> = {
  document: DOWNLOAD_RIGHTS.refundFile,
  logo: DOWNLOAD_RIGHTS.logo,
  spreadsheet: [right('PAYOUT', 'ADD'), right('PAYWALL_EMAIL', 'ADD')],
};

/** An export's file: the right its export call asked (EXPORT, or VIEW where the spec leaves it ungated), on any of the resources. */
export const exportRights = (action: Action, ...resources: ResourceCode[]): readonly DownloadRight[] =>
  resources.map((r) => right(r, action));

/** A file written by an earlier version holds no rights: only the public ones (merchantId null) stay open. */
export const mayDownload = (role: Role, rights: readonly DownloadRight[] | undefined): boolean =>
  (rights ?? []).some((r) => canAccess(role, r.resource, r.action));

/**
 * A data file written before files held their rights: each file gets the rights of what refers
 * to it (a settlement, a report task, a refund document, a statement, a receipt, an imported
 * batch, a logo) or of its upload kind. An export that nothing refers to keeps none, so it is no
 * longer served (an export is downloaded right after it is made). Answers how many were given rights.
 */
export function giveLegacyFilesRights(db: Db): number {
  const rightsByKey = new Map<string, readonly DownloadRight[]>();
  const refer = (key: string | null | undefined, rights: readonly DownloadRight[]) => {
    if (key) rightsByKey.set(key.replace(/^file\//, ''), rights);
  };
  for (const s of db.settlements) refer(s.fileKey, DOWNLOAD_RIGHTS.settlementFile);
  for (const t of db.reportTasks) refer(t.fileKey, DOWNLOAD_RIGHTS.reportTask);
  for (const d of db.refundDocuments) refer(d.fileKey, DOWNLOAD_RIGHTS.refundFile);
  for (const s of db.bankStatements) refer(s.fileUrl, DOWNLOAD_RIGHTS.bankStatement);
  for (const p of db.payouts) refer(p.receiptFileKey, DOWNLOAD_RIGHTS.payoutReceipt);
  for (const b of db.payoutBatches) refer(b.fileKey, DOWNLOAD_RIGHTS.payoutImport);
  for (const m of [...db.shops, ...db.merchantWhitelabels, ...db.shopWhitelabels]) {
    refer(m.logoFileKey, DOWNLOAD_RIGHTS.logo);
    if ('backgroundFileKey' in m) refer(m.backgroundFileKey, DOWNLOAD_RIGHTS.logo);
  }
  let given = 0;
  for (const file of db.files as (Omit<FileRow, 'rights'> & { rights?: readonly DownloadRight[] })[]) {
    if (file.rights) continue;
    file.rights = rightsByKey.get(file.fileKey) ?? (file.kind ? UPLOAD_DOWNLOAD_RIGHTS[file.kind] : []);
    given += 1;
  }
  return given;
}
