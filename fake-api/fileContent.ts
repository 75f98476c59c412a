/**
 * Whether a file's bytes are what its name claims. A name is only a claim: a renamed program or
 * page must not be stored and served back as an image or a spreadsheet.
 */
import type { FileType } from '../contract/uploadRules';

/** What each type's content is, for the 400 "file content is not …". */
export const CONTENT_NAMES: Record<FileType, string> = {
  pdf: 'a PDF document',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  csv: 'UTF-8 text (save the CSV as UTF-8)',
  xlsx: 'an Excel workbook (.xlsx)',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Text a spreadsheet can read: valid UTF-8 (a BOM is fine) and no NUL byte, which no text file holds. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * An .xlsx is a ZIP whose entries include [Content_Types].xml and the workbook under xl/; entry
 * names are stored uncompressed, so they can be found in the bytes. A ZIP without them (an
 * archive renamed) is not a workbook, nor is an old binary .xls.
 */
function isXlsx(bytes: Buffer): boolean {
  return startsWith(bytes, ZIP) && bytes.includes('[Content_Types].xml') && bytes.includes('xl/workbook');
}

export function contentIs(type: FileType, bytes: Buffer): boolean {
  switch (type) {
    case 'pdf':
      return startsWith(bytes, PDF);
    case 'png':
      return startsWith(bytes, PNG);
    case 'jpeg':
      return startsWith(bytes, JPEG);
    case 'csv':
      return isUtf8Text(bytes);
    case 'xlsx':
      return isXlsx(bytes);
  }
}
