/**
 * Writes public/examples/payouts-example.xlsx from the CSV beside it, so the demo's two example
 * files hold the same payouts. Run after editing the CSV: `npx tsx scripts/payoutExample.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { parseCsv } from '../fake-api/routes/payoutImport';
import { ROOT } from './lib/processes';

const dir = join(ROOT, 'public', 'examples');
const rows = parseCsv(readFileSync(join(dir, 'payouts-example.csv'), 'utf8'));
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Payouts');
for (const row of rows) sheet.addRow(row);
sheet.getRow(1).font = { bold: true };
sheet.columns.forEach((column) => {
  column.width = 18;
});
await workbook.xlsx.writeFile(join(dir, 'payouts-example.xlsx'));
console.log(`payouts-example.xlsx: ${rows.length - 1} payouts`);
