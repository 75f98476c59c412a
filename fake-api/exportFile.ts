/**
 * An export as a person reads it (issue #33 §4): the layout the screen sent (contract/exportLayout)
 * picks the columns, in the user's order and words; money and numbers stay numbers (with their
 * currency in a column), dates are written in the spec's pattern in the named zone, statuses and
 * yes/no in words. Written as CSV (csv.ts rules, with a BOM so a spreadsheet reads the accents)
 * or as an Excel workbook (exceljs, here on the server: the client never loads it).
 */
import ExcelJS from 'exceljs';
import { EXPORT_LAYOUT_PARAM, zonedHeader, type ExportColumn, type ExportFormat, type ExportLayout } from '../contract/exportLayout';
import { ExportLayoutSchema } from '../contract/exportLayoutSchema';
import { csvCell } from './csv';
import { badRequest } from './httpError';
import { parseBody } from './validation';

export type Cell = string | number | null;

export interface ExportTable {
  header: string[];
  rows: Cell[][];
  /** Per column: a money or number column (an Excel number format). */
  numeric: boolean[];
}

/** The layout of an export call, or undefined when it sends none; a 400 naming the field when broken. */
export function exportLayoutOf(query: Record<string, unknown>): ExportLayout | undefined {
  const raw = query[EXPORT_LAYOUT_PARAM];
  if (raw === undefined || raw === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    throw badRequest(`${EXPORT_LAYOUT_PARAM} must be JSON`);
  }
  try {
    return parseBody(ExportLayoutSchema, parsed);
  } catch (error) {
    // The body's words name the field inside the layout: say it is the layout's.
    throw badRequest(`${EXPORT_LAYOUT_PARAM}: ${(error as Error).message}`);
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** dd/MM/yyyy (HH:mm:ss) of an instant in `timeZone`. */
function formatDate(value: string | number, kind: 'date' | 'dateTime', timeZone: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // A calendar day ("2026-11-16") is that day wherever it is read.
  const zone = typeof value === 'string' && ISO_DAY.test(value) ? 'UTC' : timeZone;
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  const day = `${part.day}/${part.month}/${part.year}`;
  return kind === 'date' ? day : `${day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The kind a column without one has, read from a value. */
function kindOf(value: unknown): ExportColumn['kind'] {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string' && ISO_TIME.test(value)) return 'dateTime';
  return 'text';
}

const statusCode = (value: string) => value.toUpperCase().replace(/[\s-]+/g, '_');

function cellOf(value: unknown, column: ExportColumn, layout: ExportLayout): Cell {
  if (value === null || value === undefined || value === '') return null;
  const kind = column.kind ?? kindOf(value);
  switch (kind) {
    case 'money':
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'date':
    case 'dateTime':
      return typeof value === 'string' || typeof value === 'number' ? (formatDate(value, kind, layout.timeZone) ?? String(value)) : null;
    case 'boolean':
      return value === true || value === 'true' ? layout.words.yes : layout.words.no;
    case 'status': {
      const text = String(value);
      return column.words?.[text] ?? column.words?.[statusCode(text)] ?? text;
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A money column's currency gets a column of its own, before it, when the screen shows none. */
function withCurrencyColumns(layout: ExportLayout): ExportColumn[] {
  const shown = new Set(layout.columns.map((column) => column.source));
  const out: ExportColumn[] = [];
  for (const column of layout.columns) {
    if (column.kind === 'money' && column.currency && !shown.has(column.currency)) {
      shown.add(column.currency);
      out.push({ source: column.currency, label: layout.words.currency, kind: 'text' });
    }
    out.push(column);
  }
  return out;
}

/** The rows as the layout asks: its headers, its order, its words. */
export function exportTable(rows: readonly Record<string, unknown>[], layout: ExportLayout): ExportTable {
  const columns = withCurrencyColumns(layout);
  const kinds = columns.map((column) => column.kind ?? kindOf(rows.find((row) => row[column.source] != null)?.[column.source]));
  const header = columns.map((column, i) =>
    kinds[i] === 'date' || kinds[i] === 'dateTime' ? zonedHeader(column.label, layout.timeZone) : column.label,
  );
  return {
    header,
    rows: rows.map((row) => columns.map((column, i) => cellOf(row[column.source], { ...column, kind: kinds[i] }, layout))),
    numeric: kinds.map((kind) => kind === 'money' || kind === 'number'),
  };
}

const BOM = '\uFEFF';

export function tableCsv(table: ExportTable): string {
  const lines = [table.header, ...table.rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export async function tableXlsx(table: ExportTable, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  table.header.forEach((header, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.min(40, Math.max(10, header.length + 2));
    if (table.numeric[i]) column.numFmt = '#,##0.00';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface WrittenFile {
  extension: ExportFormat;
  contentType: string;
  body: Buffer | string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows written as the layout asks, in its format. */
export async function writeExport(rows: readonly Record<string, unknown>[], layout: ExportLayout, sheetName: string): Promise<WrittenFile> {
  const table = exportTable(rows, layout);
  return layout.format === 'xlsx'
    ? { extension: 'xlsx', contentType: XLSX_TYPE, body: await tableXlsx(table, sheetName) }
    : { extension: 'csv', contentType: 'text/csv', body: tableCsv(table) };
}
