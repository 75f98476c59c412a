/**
 * Reads an imported payout file (POST /payouts): CSV (RFC 4180, comma or semicolon) or an Excel
 * workbook's first sheet (exceljs). The first row names the columns, as in the example file the
 * app ships (public/examples/payouts-example.csv and .xlsx); every other row is one payout.
 */
import ExcelJS from 'exceljs';
import type { FileType } from '../../contract/uploadRules';
import { badRequest } from '../httpError';

export type PayoutLine = Record<string, string>;

/** Columns a file must have: the main fields of the payout form (spec 02 §5), the shop aside. */
export const REQUIRED_COLUMNS = [
  'payoutChannel',
  'country',
  'amount',
  'beneficiaryFirstName',
  'beneficiaryLastName',
  'documentType',
  'documentNumber',
] as const;

/** The most rows one file may hold. */
export const MAX_ROWS = 1000;

export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
};

async function xlsxRows(bytes: Buffer, rowNoun: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('file could not be read as an Excel workbook: open it in Excel, save it as .xlsx again and retry');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(`file has no sheet: the ${rowNoun} rows go in the first sheet`);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellText(row.getCell(c).value).trim());
    rows.push(cells);
  });
  return rows;
}

/** What a file of records must hold: its columns, and the word for one of its rows. */
export interface SheetShape {
  required: readonly string[];
  rowNoun: string;
}

/** A file's rows keyed by column, or a 400 saying what is wrong with the file itself. */
export async function readSheetFile(type: FileType, bytes: Buffer, shape: SheetShape): Promise<PayoutLine[]> {
  const rows = (type === 'xlsx' ? await xlsxRows(bytes, shape.rowNoun) : parseCsv(bytes.toString('utf8'))).filter((r) =>
    r.some((cell) => cell.trim() !== ''),
  );
  const [header, ...lines] = rows;
  if (!header) throw badRequest(`file is empty: the first row names the columns, each other row is a ${shape.rowNoun}`);
  const columns = header.map((h) => h.trim());
  const missing = shape.required.filter((c) => !columns.includes(c));
  if (missing.length) throw badRequest(`file is missing the columns ${missing.join(', ')} (see the example file)`);
  if (lines.length === 0) throw badRequest(`file has no ${shape.rowNoun} rows under its header`);
  if (lines.length > MAX_ROWS) throw badRequest(`file has ${lines.length} rows: at most ${MAX_ROWS} a file`);
  return lines.map((cells) => Object.fromEntries(columns.map((c, i) => [c, (cells[i] ?? '').trim()]).filter(([c]) => c)));
}

/** The file's payout rows keyed by column. */
export const readPayoutFile = (type: FileType, bytes: Buffer) =>
  readSheetFile(type, bytes, { required: REQUIRED_COLUMNS, rowNoun: 'payout' });
