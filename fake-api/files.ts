/** The db's file store: exports and uploads become rows of `files`, served by GET /file/{key}. */
import { randomUUID } from 'node:crypto';
import type { ApiContext } from './context';
import type { FileRow } from './seed/types';

export interface NewFile {
  name: string;
  contentType: string;
  merchantId: number | null;
  body: Buffer | string;
}

export function storeFile(ctx: ApiContext, file: NewFile): FileRow {
  const files = ctx.store.db.files;
  const fileId = files.reduce((max, f) => Math.max(max, f.fileId), 0) + 1;
  const text = typeof file.body === 'string';
  const row: FileRow = {
    fileId,
    fileKey: randomUUID(),
    name: file.name,
    contentType: file.contentType,
    merchantId: file.merchantId,
    encoding: text ? 'utf8' : 'base64',
    content: text ? (file.body as string) : (file.body as Buffer).toString('base64'),
    createdDate: new Date().toISOString(),
  };
  files.push(row);
  ctx.store.changed('files');
  return row;
}

export function fileBytes(row: FileRow): Buffer {
  return row.encoding === 'base64' ? Buffer.from(row.content, 'base64') : Buffer.from(row.content, 'utf8');
}
