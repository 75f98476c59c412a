/** Rows to CSV text (RFC 4180 quoting); nested values are written as JSON. */
export function toCsv(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  const cols = columns ?? (rows.length > 0 ? Object.keys(rows[0]) : []);
  const cell = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [cols.map(cell).join(',')];
  for (const row of rows) lines.push(cols.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
