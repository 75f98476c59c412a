/**
 * What may be uploaded (POST /file and any route that takes a file): the one declaration the
 * client's check before sending and the fake API's enforcement share, as they share wire.ts.
 * Each upload KIND names its file types, its size limit and the rights that allow it; a new
 * upload adds a kind here rather than its own rules.
 */
import type { Action, ResourceCode } from './access/codes';

export const MB = 1024 * 1024;

/** A file type by content: its names' extensions and the content type it is served with. */
export type FileType = 'pdf' | 'png' | 'jpeg' | 'csv' | 'xlsx';

export const FILE_TYPES: Record<FileType, { extensions: readonly string[]; contentType: string }> = {
  pdf: { extensions: ['pdf'], contentType: 'application/pdf' },
  png: { extensions: ['png'], contentType: 'image/png' },
  jpeg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  csv: { extensions: ['csv'], contentType: 'text/csv' },
  xlsx: { extensions: ['xlsx'], contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

export interface UploadRight {
  resource: ResourceCode;
  action: Action;
}

export interface UploadKindRule {
  types: readonly FileType[];
  maxBytes: number;
  /** Any one of these allows the upload. */
  rights: readonly UploadRight[];
}

export const UPLOAD_KINDS = {
  /** Refund documents (spec 02 §2): sent by whoever may create or edit a refund. */
  document: {
    types: ['pdf', 'png', 'jpeg'],
    maxBytes: 10 * MB,
    rights: [
      { resource: 'REFUND', action: 'ADD' },
      { resource: 'REFUND', action: 'EDIT' },
    ],
  },
  /** White-label logos (spec 03: .jpg, .jpeg and .png). */
  logo: { types: ['png', 'jpeg'], maxBytes: 2 * MB, rights: [{ resource: 'TEMPLATE', action: 'EDIT' }] },
  /** The payout import (spec 02, /payouts/new needs PAYOUT ADD). */
  spreadsheet: {
    types: ['csv', 'xlsx'],
    maxBytes: 5 * MB,
    // A payout import, or the legacy bulk upload of payment e-mails.
    rights: [
      { resource: 'PAYOUT', action: 'ADD' },
      { resource: 'PAYWALL_EMAIL', action: 'ADD' },
    ],
  },
} as const satisfies Record<string, UploadKindRule>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The spec names only "POST /file (returns file id)": a call without a kind sends a document. */
export const DEFAULT_UPLOAD_KIND: UploadKind = 'document';

/** Query parameter (or form field, before the file) that names the kind. */
export const UPLOAD_KIND_PARAM = 'kind';

/** The form part that carries the file. */
export const UPLOAD_FILE_FIELD = 'file';

export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

export const isUploadKind = (value: unknown): value is UploadKind => typeof value === 'string' && value in UPLOAD_KINDS;

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const extensionsOf = (kind: UploadKind): string[] => UPLOAD_KINDS[kind].types.flatMap((t) => FILE_TYPES[t].extensions);

/** The file input's `accept`, e.g. '.pdf,.png,.jpg,.jpeg'. */
export const acceptOf = (kind: UploadKind): string =>
  extensionsOf(kind)
    .map((e) => `.${e}`)
    .join(',');

/** The kind's type a file name claims, by its extension; undefined when the kind takes no such name. */
export const typeByName = (kind: UploadKind, name: string): FileType | undefined => {
  const ext = extensionOf(name);
  return UPLOAD_KINDS[kind].types.find((t) => FILE_TYPES[t].extensions.includes(ext));
};

/** '10 MB', '2 MB', '512 KB', '100 bytes': limits read the same in every interface language. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** What is wrong with a file by its name and size alone: the checks a client makes before sending. */
export type UploadProblem = { code: 'type' } | { code: 'empty' } | { code: 'size'; maxBytes: number };

export function nameAndSizeProblem(kind: UploadKind, name: string, size: number): UploadProblem | undefined {
  if (!typeByName(kind, name)) return { code: 'type' };
  if (size === 0) return { code: 'empty' };
  const { maxBytes } = UPLOAD_KINDS[kind];
  if (size > maxBytes) return { code: 'size', maxBytes };
  return undefined;
}

/** File keys are UUIDs or readable names (logo-pix); anything else (`../`, a slash) would not be a plain name in the folder. */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
