/** POST /file (multipart upload) and GET /file/{fileKey} (download with its name). */
import express, { Router } from 'express';
import { sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { fileBytes, storeFile } from '../files';
import { HttpError, badRequest, handle, notFound } from '../httpError';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ALLOWED_TYPES: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** Express has no multipart parser; the upload form sends one small part, so split by hand. */
export function parseMultipart(body: Buffer, contentType: string): Part[] {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!m) throw badRequest('file must be sent as multipart/form-data with a boundary');
  const delimiter = Buffer.from(`--${m[1] ?? m[2]}`);
  const parts: Part[] = [];
  let pos = body.indexOf(delimiter);
  while (pos !== -1) {
    const start = pos + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const chunk = body.subarray(start + 2, next - 2); // skip the CRLF after the delimiter and before the next
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = chunk.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim();
      parts.push({ name, filename, contentType: type, data: chunk.subarray(headerEnd + 4) });
    }
    pos = next;
  }
  return parts;
}

function canDownload(session: Session, merchantId: number | null): boolean {
  return merchantId === null || session.merchantIds.has(merchantId);
}

export function fileRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  // A little over 10 MB so the multipart framing around a file of exactly 10 MB still fits.
  const raw = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES + 64 * 1024 });

  router.post(
    '/file',
    authed,
    raw,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const type = req.headers['content-type'] ?? '';
      if (!/^multipart\/form-data/i.test(type)) throw badRequest('file must be sent as multipart/form-data');
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const part = parseMultipart(body, type).find((p) => p.name === 'file' && p.filename !== undefined);
      if (!part || !part.filename) throw badRequest('file is required');
      const ext = part.filename.split('.').pop()?.toLowerCase() ?? '';
      if (!ALLOWED_TYPES[ext]) throw badRequest(`file type .${ext} is not allowed (csv, xlsx, pdf, png, jpg, jpeg)`);
      if (part.data.length > MAX_UPLOAD_BYTES) throw badRequest('file must be at most 10 MB');
      if (part.data.length === 0) throw badRequest('file is empty');
      const row = storeFile(ctx, {
        name: part.filename,
        contentType: ALLOWED_TYPES[ext],
        merchantId: session.account.merchantId,
        body: Buffer.from(part.data),
      });
      res.json({ fileId: row.fileId, fileKey: row.fileKey });
    }),
  );

  // Public files (the payment-method catalogue's logos, merchantId null) need no session, so an
  // <img> shows them; every other file needs the bearer header, never a token in the address.
  router.get(
    '/file/:fileKey',
    handle((req, res) => {
      const row = ctx.store.db.files.find((f) => f.fileKey === req.params.fileKey);
      if (row?.merchantId !== null) {
        const session = ctx.auth.sessionOf(req);
        if (!session) throw new HttpError(401, 'Unauthorized');
        if (!row || !canDownload(session, row.merchantId)) throw notFound(`fileKey ${req.params.fileKey} not found`);
      }
      if (!row) throw notFound(`fileKey ${req.params.fileKey} not found`);
      const safeName = row.name.replace(/["\\\r\n]/g, '_');
      res.setHeader('Content-Type', row.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${safeName}"`);
      res.send(fileBytes(row));
    }),
  );
  return router;
}

/** The body limit of the raw parser surfaces as 413; the contract says 400 naming the field. */
export function isTooLarge(err: unknown): boolean {
  return err instanceof Error && (err as HttpError & { type?: string }).type === 'entity.too.large';
}
