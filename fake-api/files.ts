/** The db's file store: exports and uploads become rows of `files`, served by GET /file/{key}. */
import { randomUUID } from 'node:crypto';
import type { UploadKind } from '../contract/uploadRules';
import type { ApiContext } from './context';
import { toCsv } from './csv';
import type { DownloadRight, FileRow } from './seed/types';

export interface NewFile {
  name: string;
  contentType: string;
  merchantId: number | null;
  body: Buffer | string;
  /** Uploads only: they count against the merchant's quota. */
  kind?: UploadKind;
  /** Who may download it (downloadRights.ts). */
  rights: readonly DownloadRight[];
}

export function storeFile(ctx: ApiContext, file: NewFile): FileRow {
  const files = ctx.store.db.files;
  const fileId = files.reduce((max, f) => Math.max(max, f.fileId), 0) + 1;
  const bytes = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
  const row: FileRow = {
    fileId,
    fileKey: randomUUID(),
    name: file.name,
    contentType: file.contentType,
    size: bytes.length,
    merchantId: file.merchantId,
    ...(file.kind ? { kind: file.kind } : {}),
    rights: file.rights,
    createdDate: new Date().toISOString(),
  };
  ctx.bodies.write(row.fileKey, bytes);
  files.push(row);
  ctx.store.changed('files');
  return row;
}

export const fileBytes = (ctx: ApiContext, row: FileRow): Promise<Buffer | undefined> => ctx.bodies.read(row.fileKey);

/** Bytes a merchant has uploaded (exports and seeded files do not count). */
export const uploadedBytes = (files: readonly FileRow[], merchantId: number): number =>
  files.reduce((sum, f) => (f.kind && f.merchantId === merchantId ? sum + f.size : sum), 0);

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/[-:T]/g, '');

/** An export as a CSV file of the caller's merchant, `<prefix>-<yyyyMMddHHmmss>.csv`, downloaded with the export's `rights`; answers its file key. */
export function storeCsvExport(
  ctx: ApiContext,
  merchantId: number,
  rights: readonly DownloadRight[],
  prefix: string,
  rows: readonly Record<string, unknown>[],
  columns?: readonly string[],
): string {
  return storeFile(ctx, {
    name: `${prefix}-${stamp(new Date())}.csv`,
    contentType: 'text/csv',
    merchantId,
    rights,
    body: toCsv(rows, columns),
  }).fileKey;
}
