/**
 * Every CSV the fake API writes (exports, report tasks, statements, settlement files, the seed's
 * files, the bulk-upload template) goes through `csvCell`, so no cell a user typed opens as a
 * formula in a spreadsheet (OWASP "CSV Injection", issue #31). The rule:
 * - a number stays a number: a JS number, or text that is a plain decimal number ("-12.50"), is
 *   written as it is, so negative amounts still add up in a spreadsheet;
 * - any other text starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe
 *   ("'=HYPERLINK(…)"), which spreadsheets show as text and do not evaluate;
 * - then RFC 4180 quoting: a cell holding a quote, comma or line break is quoted, quotes doubled.
 */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One value as a CSV cell; nested values are written as JSON. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text, one `csvCell` per value. */
export function toCsv(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  const cols = columns ?? (rows.length > 0 ? Object.keys(rows[0]) : []);
  const lines = [cols.map(csvCell).join(',')];
  for (const row of rows) lines.push(cols.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
