/** POST /file (multipart upload, rules in src/providers/uploadRules.ts) and GET /file/{fileKey} (download with its name). */
import { Router } from 'express';
import { FILE_TYPES } from '../../src/providers/uploadRules';
import { sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { fileBytes, storeFile } from '../files';
import { HttpError, handle, notFound } from '../httpError';
import { receiveUpload } from '../receiveUpload';

function canDownload(session: Session, merchantId: number | null): boolean {
  return merchantId === null || session.merchantIds.has(merchantId);
}

export function fileRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();

  router.post(
    '/file',
    authed,
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const upload = await receiveUpload(ctx, req, session);
      const row = storeFile(ctx, {
        name: upload.name,
        // The type the content proved, whatever the client's part header said.
        contentType: FILE_TYPES[upload.type].contentType,
        merchantId: session.account.merchantId,
        body: upload.bytes,
        kind: upload.kind,
      });
      res.json({ fileId: row.fileId, fileKey: row.fileKey });
    }),
  );

  // Public files (the payment-method catalogue's logos, merchantId null) need no session, so an
  // <img> shows them; every other file needs the bearer header, never a token in the address.
  router.get(
    '/file/:fileKey',
    handle(async (req, res) => {
      const row = ctx.store.db.files.find((f) => f.fileKey === req.params.fileKey);
      if (row?.merchantId !== null) {
        const session = ctx.auth.sessionOf(req);
        if (!session) throw new HttpError(401, 'Unauthorized');
        if (!row || !canDownload(session, row.merchantId)) throw notFound(`fileKey ${req.params.fileKey} not found`);
      }
      const bytes = row && (await fileBytes(ctx, row));
      if (!row || !bytes) throw notFound(`fileKey ${req.params.fileKey} not found`);
      const safeName = row.name.replace(/["\\\r\n]/g, '_');
      res.setHeader('Content-Type', row.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${safeName}"`);
      res.send(bytes);
    }),
  );
  return router;
}
