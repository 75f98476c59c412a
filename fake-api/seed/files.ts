/** Collects the seeded downloadable files (logos, CSV reports, PDFs) with stable ids and keys. */
import { csvCell } from '../csv';
import { DOWNLOAD_RIGHTS } from '../downloadRights';
import type { DownloadRight, FileRow } from './types';
import type { Rng } from './random';
import { iso } from './util';

/** A one-page PDF saying "Demo document": enough for viewers and downloads. */
const DEMO_PDF = [
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>> endobj',
  '4 0 obj <</Length 44>> stream',
  'BT /F1 18 Tf 40 70 Td (Demo document) Tj ET',
  'endstream endobj',
  '5 0 obj <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>> endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
].join('\n');

const DEMO_PDF_BYTES = Buffer.from(DEMO_PDF, 'latin1');

/** Seeded files: their rows go into the data file, their bodies beside it (fake-api/fileBodies.ts). */
export class FileStore {
  readonly rows: FileRow[] = [];
  readonly bodies = new Map<string, Buffer>();
  private nextId = 1;

  constructor(private readonly rng: Rng) {}

  /** `fileKey` defaults to a random UUID; readable keys suit public files (logos). */
  add(
    input: Omit<FileRow, 'fileId' | 'fileKey' | 'createdDate' | 'size'> & { createdMs: number; fileKey?: string; body: Buffer | string },
  ): FileRow {
    const { createdMs, fileKey, body, ...rest } = input;
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const row: FileRow = {
      fileId: this.nextId,
      fileKey: fileKey ?? this.rng.uuid(),
      createdDate: iso(createdMs),
      size: bytes.length,
      ...rest,
    };
    this.nextId += 1;
    this.rows.push(row);
    this.bodies.set(row.fileKey, bytes);
    return row;
  }

  csv(
    name: string,
    lines: readonly (readonly (string | number | boolean | null)[])[],
    merchantId: number | null,
    createdMs: number,
    rights: readonly DownloadRight[],
  ): FileRow {
    const body = lines.map((cells) => cells.map(csvCell).join(',')).join('\n') + '\n';
    return this.add({ name, contentType: 'text/csv', body, merchantId, createdMs, rights });
  }

  pdf(name: string, merchantId: number | null, createdMs: number, rights: readonly DownloadRight[]): FileRow {
    return this.add({ name, contentType: 'application/pdf', body: DEMO_PDF_BYTES, merchantId, createdMs, rights });
  }

  /** A square badge with initials: logos for payment methods and white-label settings. */
  svgBadge(name: string, label: string, color: string, merchantId: number | null, createdMs: number, fileKey?: string): FileRow {
    const body =
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48">` +
      `<rect width="96" height="48" rx="8" fill="${color}"/>` +
      `<text x="48" y="30" font-family="Arial" font-size="16" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(label)}</text></svg>`;
    return this.add({ name, contentType: 'image/svg+xml', body, merchantId, createdMs, fileKey, rights: DOWNLOAD_RIGHTS.logo });
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
