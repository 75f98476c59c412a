/**
 * Reads the one file of a multipart upload (busboy) and holds it to its kind's rules
 * (src/providers/uploadRules.ts) before anything is stored: the right (403), the name's type
 * (400), the size and the merchant's quota (413, found while reading: nothing past the limit is
 * kept) and the content (400). POST /file uses it; a route that takes a file itself (a payout
 * import) calls it with its own kind.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { canAccess } from '../contract/access';
import {
  DEFAULT_UPLOAD_KIND,
  UPLOAD_FILE_FIELD,
  UPLOAD_KINDS,
  UPLOAD_KIND_NAMES,
  UPLOAD_KIND_PARAM,
  extensionOf,
  extensionsOf,
  formatBytes,
  isUploadKind,
  typeByName,
  type FileType,
  type UploadKind,
} from '../contract/uploadRules';
import type { Session } from './auth';
import type { ApiContext } from './context';
import { CONTENT_NAMES, contentIs } from './fileContent';
import { uploadedBytes } from './files';
import { HttpError, badRequest } from './httpError';

export interface ReceivedUpload {
  kind: UploadKind;
  /** The name the client gave. */
  name: string;
  /** The type the name claims and the content proved. */
  type: FileType;
  bytes: Buffer;
}

/** Busboy's own cap, above every kind's limit: the kind's limit is counted as the bytes arrive. */
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));

function kindOf(value: unknown): UploadKind {
  if (isUploadKind(value)) return value;
  throw badRequest(`${UPLOAD_KIND_PARAM} must be one of ${UPLOAD_KIND_NAMES.join(', ')}`);
}

function requireRight(session: Session, kind: UploadKind): void {
  const { rights } = UPLOAD_KINDS[kind];
  if (rights.some((r) => canAccess(session.account.role, r.resource, r.action))) return;
  throw new HttpError(403, `Forbidden: ${rights.map((r) => `${r.resource} ${r.action}`).join(' or ')} required to upload a ${kind}`);
}

function typeOf(kind: UploadKind, name: string): FileType {
  const type = typeByName(kind, name);
  if (type) return type;
  const allowed = `(${extensionsOf(kind).join(', ')})`;
  const ext = extensionOf(name);
  throw badRequest(
    ext ? `file type .${ext} is not allowed for a ${kind} ${allowed}` : `file name must end in a type allowed for a ${kind} ${allowed}`,
  );
}

const tooLarge = (kind: UploadKind) =>
  new HttpError(413, `file is larger than ${formatBytes(UPLOAD_KINDS[kind].maxBytes)}, the most a ${kind} may be`);

const quotaFull = (quota: number, used: number) =>
  new HttpError(
    413,
    used >= quota
      ? `file does not fit: the merchant's upload quota of ${formatBytes(quota)} is full`
      : `file does not fit in the merchant's upload quota: ${formatBytes(used)} of ${formatBytes(quota)} used, ${formatBytes(quota - used)} left`,
  );

/**
 * The kind comes from the route, else the `kind` query parameter, else a `kind` form field sent
 * before the file (the limits must be known before its bytes), else DEFAULT_UPLOAD_KIND.
 */
export async function receiveUpload(ctx: ApiContext, req: Request, session: Session, routeKind?: UploadKind): Promise<ReceivedUpload> {
  const queryKind = req.query[UPLOAD_KIND_PARAM];
  const fixedKind = routeKind ?? (queryKind === undefined ? undefined : kindOf(queryKind));
  // Refused before a byte of the body is read.
  if (fixedKind) requireRight(session, fixedKind);
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) throw badRequest('file must be sent as multipart/form-data');
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: LARGEST_UPLOAD + 1, fields: 4, fieldSize: 1024, parts: 8 } });
  } catch {
    throw badRequest('file must be sent as multipart/form-data with a boundary');
  }
  const merchantId = session.account.merchantId;

  return new Promise<ReceivedUpload>((resolve, reject) => {
    let fieldKind: UploadKind | undefined;
    let fileStarted = false;
    let fileEnded = false;
    let parserClosed = false;
    let settled = false;
    let received: ReceivedUpload | undefined;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Nothing more is parsed or kept. The rest of the body is read and dropped rather than the
      // connection cut, so a client still sending gets the answer instead of a reset.
      req.unpipe(parser);
      req.resume();
      reject(error);
    };

    const finish = () => {
      if (settled || !parserClosed || (fileStarted && !fileEnded)) return;
      if (!received) return fail(badRequest(`${UPLOAD_FILE_FIELD} is required`));
      if (received.bytes.length === 0) return fail(badRequest(`${UPLOAD_FILE_FIELD} is empty`));
      if (!contentIs(received.type, received.bytes)) {
        return fail(badRequest(`${UPLOAD_FILE_FIELD} content is not ${CONTENT_NAMES[received.type]}`));
      }
      // Again at the end: another upload of the same merchant may have finished meanwhile.
      const used = uploadedBytes(ctx.store.db.files, merchantId);
      if (used + received.bytes.length > ctx.uploadQuotaBytes) return fail(quotaFull(ctx.uploadQuotaBytes, used));
      settled = true;
      resolve(received);
    };

    parser.on('field', (name, value) => {
      if (name !== UPLOAD_KIND_PARAM) return;
      if (fileStarted) return fail(badRequest(`${UPLOAD_KIND_PARAM} must come before ${UPLOAD_FILE_FIELD} in the form`));
      try {
        fieldKind = kindOf(value);
        if (fixedKind && fieldKind !== fixedKind)
          throw badRequest(`${UPLOAD_KIND_PARAM} is ${fixedKind} in the address and ${fieldKind} in the form`);
      } catch (error) {
        fail(error);
      }
    });

    parser.on('file', (field, stream, info) => {
      if (field !== UPLOAD_FILE_FIELD || fileStarted || settled) {
        stream.resume();
        return;
      }
      fileStarted = true;
      try {
        const kind = fixedKind ?? fieldKind ?? DEFAULT_UPLOAD_KIND;
        if (!fixedKind) requireRight(session, kind);
        const name = info.filename ?? '';
        const type = typeOf(kind, name);
        const used = uploadedBytes(ctx.store.db.files, merchantId);
        if (used >= ctx.uploadQuotaBytes) throw quotaFull(ctx.uploadQuotaBytes, used);
        const { maxBytes } = UPLOAD_KINDS[kind];
        const limit = Math.min(maxBytes, ctx.uploadQuotaBytes - used);
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          size += chunk.length;
          if (size > limit) return fail(size > maxBytes ? tooLarge(kind) : quotaFull(ctx.uploadQuotaBytes, used));
          chunks.push(chunk);
        });
        stream.on('limit', () => fail(tooLarge(kind)));
        stream.on('end', () => {
          fileEnded = true;
          received = { kind, name, type, bytes: Buffer.concat(chunks, size) };
          finish();
        });
      } catch (error) {
        stream.resume();
        fail(error);
      }
    });

    parser.on('filesLimit', () => fail(badRequest(`${UPLOAD_FILE_FIELD}: send one file at a time`)));
    const tooManyParts = () => fail(badRequest(`the form has too many parts: send ${UPLOAD_FILE_FIELD} and its ${UPLOAD_KIND_PARAM} only`));
    parser.on('fieldsLimit', tooManyParts);
    parser.on('partsLimit', tooManyParts);
    parser.on('error', () => fail(badRequest(`${UPLOAD_FILE_FIELD} could not be read: the multipart body is malformed or cut short`)));
    parser.on('close', () => {
      parserClosed = true;
      finish();
    });
    // A client gone mid-body ends nothing by itself: the parser would wait forever.
    req.on('close', () => {
      if (!req.complete) fail(badRequest(`${UPLOAD_FILE_FIELD} could not be read: the upload was interrupted`));
    });
    req.pipe(parser);
  });
}
