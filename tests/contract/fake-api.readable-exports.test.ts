/**
 * Issue #33 §4, files a person can read: an export written with the screen's layout
 * (contract/exportLayout) has the screen's headers in the user's language and order, money as
 * numbers with a currency column, dates in the spec's pattern with the zone in the header,
 * statuses and yes/no in words; as CSV or as an Excel workbook with the same rows. The
 * settlements export is a report task, like the other exports spec 01 §7 names.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_LAYOUT_PARAM, type ExportLayout } from '../../contract/exportLayout';
import { allRows } from '../harness/fakeApi';
import { suiteDemoApi } from '../harness/demoApi';
import { finishedTask, reportFile } from './support/reportFile';

const { as } = suiteDemoApi();

interface Settlement {
  settlementId: number;
  currencyCode: string;
  payoutAmount: number;
  createdDate: string;
  isPaid: boolean;
  status: string;
}

const SORT = 'sortField=settlementId&sortDirection=asc';

/** What the settlements screen sends in Spanish, its columns in an order the user chose. */
const spanish = (format: ExportLayout['format']): ExportLayout => ({
  format,
  locale: 'es',
  timeZone: 'UTC',
  columns: [
    { source: 'status', label: 'Estado', kind: 'status', words: { DRAFT: 'Borrador', PUBLISHED: 'Publicada', PAID: 'Pagada' } },
    { source: 'payoutAmount', label: 'Monto de la liquidación', kind: 'money', currency: 'currencyCode' },
    { source: 'createdDate', label: 'Creada', kind: 'dateTime' },
    { source: 'settlementId', label: 'ID' },
    { source: 'isPaid', label: '¿Pagada?', kind: 'boolean' },
  ],
  words: { yes: 'Sí', no: 'No', currency: 'Moneda' },
});

const HEADER = ['Estado', 'Moneda', 'Monto de la liquidación', 'Creada (UTC)', 'ID', '¿Pagada?'];
const STATUS_WORDS: Record<string, string> = { DRAFT: 'Borrador', PUBLISHED: 'Publicada', PAID: 'Pagada' };

const exportPath = (layout: ExportLayout, filter = '') =>
  `/settlements/export?pageIndex=0&pageSize=0&${SORT}${filter}&${EXPORT_LAYOUT_PARAM}=${encodeURIComponent(JSON.stringify(layout))}`;

/** dd/MM/yyyy HH:mm:ss of an instant on the UTC clock. */
const utcText = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/** The line a settlement should be in the Spanish file. */
const expectedLine = (s: Settlement) => [
  STATUS_WORDS[s.status],
  s.currencyCode,
  s.payoutAmount,
  utcText(s.createdDate),
  s.settlementId,
  s.isPaid ? 'Sí' : 'No',
];

/** CSV text to cells (the API quotes only cells holding a comma, quote or line break). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1),
    );

describe('an export with the screen’s layout', () => {
  it('writes the settlements as a Spanish CSV: the screen’s headers in the chosen order, money as numbers with its currency, dates with the zone, statuses and yes/no in words', async () => {
    const settlements = (await allRows<Settlement>(as.merchant, `/settlements?${SORT}`)).data;
    expect(settlements.length).toBeGreaterThan(1);
    const file = await reportFile(as.merchant, exportPath(spanish('csv')));
    expect(file.headers.get('content-disposition')).toMatch(/filename="settlements-\d+\.csv"/);
    const [header, ...lines] = csvRows(await file.text());
    expect(header).toEqual(HEADER);
    expect(lines).toHaveLength(settlements.length);
    lines.forEach((cells, i) => {
      const expected = expectedLine(settlements[i]);
      // The amount is a plain number a spreadsheet adds up (no symbol, no grouping).
      expect(cells[2]).toMatch(/^-?\d+(\.\d+)?$/);
      expect(cells).toEqual(expected.map(String));
    });
  });

  it('writes the same rows as an Excel workbook, amounts as numeric cells', async () => {
    const settlements = (await allRows<Settlement>(as.merchant, `/settlements?${SORT}`)).data;
    const file = await reportFile(as.merchant, exportPath(spanish('xlsx')));
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toMatch(/filename="settlements-\d+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    // exceljs answers a row's values from index 1.
    const rows = values.map((row) => row.slice(1));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(settlements.map(expectedLine));
    expect(typeof rows[1][2]).toBe('number');
  });

  it('writes a direct download the same way (the withdrawals export)', async () => {
    const layout: ExportLayout = {
      format: 'csv',
      locale: 'pt',
      timeZone: 'UTC',
      columns: [
        { source: 'amount', label: 'Valor', kind: 'money', currency: 'withdrawalCurrencyCode' },
        { source: 'withdrawalId', label: 'ID' },
      ],
      words: { yes: 'Sim', no: 'Não', currency: 'Moeda' },
    };
    const range = 'createdDateFrom=01/01/2020&createdDateTo=31/12/2030';
    const reply = await as.merchant(`/withdrawals/export?${range}&${EXPORT_LAYOUT_PARAM}=${encodeURIComponent(JSON.stringify(layout))}`);
    expect(reply.status).toBe(200);
    const { fileKey } = (await reply.json()) as { fileKey: string };
    const [header, first] = csvRows(await (await as.merchant(`/file/${fileKey}`)).text());
    expect(header).toEqual(['Moeda', 'Valor', 'ID']);
    expect(first[0]).toMatch(/^[A-Z]{3}$/);
    expect(first[1]).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('refuses a broken layout with a 400 naming the field', async () => {
    const broken = { ...spanish('csv'), columns: [{ source: 'status', label: '' }] };
    const cases: [string, string][] = [
      [encodeURIComponent(JSON.stringify(broken)), 'columns[0].label'],
      [encodeURIComponent(JSON.stringify({ ...spanish('csv'), format: 'pdf' })), 'format'],
      [encodeURIComponent(JSON.stringify({ ...spanish('csv'), timeZone: 'Mars/Olympus' })), 'timeZone must be a known time zone'],
      ['{not json', 'layout must be JSON'],
    ];
    for (const [layout, field] of cases) {
      const reply = await as.merchant(`/settlements/export?${EXPORT_LAYOUT_PARAM}=${layout}`);
      expect(reply.status, field).toBe(400);
      expect(await reply.text(), field).toContain(field);
    }
  });
});

describe('the settlements export', () => {
  it('runs as a report task, whose file without a layout keeps the settlement file’s columns', async () => {
    const task = await finishedTask(as.merchant, `/settlements/export?pageIndex=0&pageSize=0&${SORT}`);
    expect(task).toMatchObject({ hasError: false, fileKey: expect.any(String) });
    const csv = await (await as.merchant(`/file/${task.fileKey}`)).text();
    expect(csv.startsWith('settlementId,merchantName,shopName,currencyCode')).toBe(true);
  });
});
