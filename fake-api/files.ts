/** The db's file store: exports and uploads become rows of `files`, served by GET /file/{key}. */
import { randomUUID } from 'node:crypto';
import type { UploadKind } from '../contract/uploadRules';
import type { ApiContext } from './context';
import type { ExportLayout } from '../contract/exportLayout';
import { toCsv } from './csv';
import { writeExport } from './exportFile';
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

/**
 * An export of the caller's merchant, `<prefix>-<yyyyMMddHHmmss>.<csv|xlsx>`, downloaded with the
 * export's `rights`; answers its file key. With the screen's `layout` (contract/exportLayout) the
 * file has the screen's columns, words and format; without one, `columns` (or the rows' own keys) as CSV.
 */
export async function storeCsvExport(
  ctx: ApiContext,
  merchantId: number,
  rights: readonly DownloadRight[],
  prefix: string,
  rows: readonly Record<string, unknown>[],
  columns?: readonly string[],
  layout?: ExportLayout,
): Promise<string> {
  const file = layout ? await writeExport(rows, layout, prefix) : { extension: 'csv', contentType: 'text/csv', body: toCsv(rows, columns) };
  return storeFile(ctx, {
    name: `${prefix}-${stamp(new Date())}.${file.extension}`,
    contentType: file.contentType,
    merchantId,
    rights,
    body: file.body,
  }).fileKey;
}
