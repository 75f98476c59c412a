/**
 * `npm run bench`: a measurement, not a test. Builds, then prints one figure a line beside
 * its budget (issue #2 §9). Copy the figures into README "Measured".
 */
import { viteBuild } from './lib/build';
import { measureBundle } from './bench/bundle';
import { measureFirstRows } from './bench/firstRows';
import { measureApiPage } from './bench/apiPage';

const median = (values: number[]) => percentile(values, 50);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)];
}
const line = (what: string, value: number, unit: string, budget?: number, note = '') => {
  const verdict = budget === undefined ? '' : `budget <= ${budget} ${unit}  ${value <= budget ? 'ok' : 'OVER'}`;
  console.log(`${what.padEnd(44)} ${value.toFixed(1).padStart(8)} ${unit.padEnd(3)} ${verdict}${note ? `  ${note}` : ''}`);
};

if ((await viteBuild()) !== 0) process.exit(1);

const bundle = measureBundle();
const rows = await measureFirstRows(5);
const api = await measureApiPage(100_000, 20);

console.log('\n=== Measured ===');
line('Entry JS, initial chunks (gzip)', bundle.entryKb, 'kB', 325);
line('Largest lazy chunk (gzip)', bundle.largestLazy.kb, 'kB', undefined, bundle.largestLazy.file);
line('Navigation -> 10 transaction rows (median/5)', median(rows), 'ms', 700, `runs: ${rows.map((t) => t.toFixed(0)).join(', ')}`);
line('Fake API page @100k rows, median of 20', median(api), 'ms', 50);
line('Fake API page @100k rows, p95 of 20', percentile(api, 95), 'ms', 100);
