/** POST /file (multipart upload, rules in src/providers/uploadRules.ts) and GET /file/{fileKey} (download with its name). */
import { Router } from 'express';
import { FILE_TYPES } from '../../contract/uploadRules';
import { sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { UPLOAD_DOWNLOAD_RIGHTS, mayDownload } from '../downloadRights';
import { fileBytes, storeFile } from '../files';
import { HttpError, handle, notFound } from '../httpError';
import { receiveUpload } from '../receiveUpload';

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
        rights: UPLOAD_DOWNLOAD_RIGHTS[upload.kind],
        body: upload.bytes,
        kind: upload.kind,
      });
      res.json({ fileId: row.fileId, fileKey: row.fileKey });
    }),
  );

  // Public files (the payment-method catalogue's logos, merchantId null) need no session, so an
  // <img> shows them; every other file needs the bearer header, never a token in the address,
  // a merchant of the session (another merchant's file is not found) and the right of the screen
  // that offers it (403 naming it, as the routes do).
  router.get(
    '/file/:fileKey',
    handle(async (req, res) => {
      const row = ctx.store.db.files.find((f) => f.fileKey === req.params.fileKey);
      if (row?.merchantId !== null) {
        const session = ctx.auth.sessionOf(req);
        if (!session) throw new HttpError(401, 'Unauthorized');
        if (!row || !session.merchantIds.has(row.merchantId)) throw notFound(`fileKey ${req.params.fileKey} not found`);
        if (!mayDownload(session.account.role, row.rights)) {
          throw new HttpError(
            403,
            `Forbidden: ${(row.rights ?? []).map((r) => `${r.resource} ${r.action}`).join(' or ') || 'no right'} required`,
          );
        }
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
