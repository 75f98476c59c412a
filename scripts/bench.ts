/**
 * `npm run bench`: a measurement, not a test. Builds, then prints one figure a line beside
 * its budget (issue #2 §9), then the fake API at 10k, 100k and 1M pay-ins (issue #12 §9).
 * `npm run bench -- --scale-only` skips the build and the browser, `-- --browser-only` the fake API
 * at scale. Copy the figures into
 * README "Measured".
 */
import { viteBuild } from './lib/build';
import { measureBundle } from './bench/bundle';
import { measureFirstRows } from './bench/firstRows';
import { measureScale, type ScaleFigures } from './bench/scale';

const SCALES = [10_000, 100_000, 1_000_000];

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
const scaleName = (count: number) => (count >= 1_000_000 ? `${count / 1_000_000}M` : `${count / 1000}k`);

const scaleOnly = process.argv.includes('--scale-only');
const browserOnly = process.argv.includes('--browser-only');
let browserFigures: (() => void) | undefined;
if (!scaleOnly) {
  if ((await viteBuild()) !== 0) process.exit(1);
  const bundle = measureBundle();
  const rows = await measureFirstRows(5);
  browserFigures = () => {
    line('Entry JS, initial chunks (gzip)', bundle.entryKb, 'kB', 325);
    line('Largest lazy chunk (gzip)', bundle.largestLazy.kb, 'kB', undefined, bundle.largestLazy.file);
    line('Navigation -> 10 transaction rows (median/5)', median(rows), 'ms', 700, `runs: ${rows.map((t) => t.toFixed(0)).join(', ')}`);
  };
}
const scales: ScaleFigures[] = [];
for (const count of browserOnly ? [] : SCALES) scales.push(await measureScale(count, 20));

console.log('\n=== Measured ===');
browserFigures?.();
for (const s of scales) {
  const at = `@${scaleName(s.transactions)}`;
  const budget = s.transactions >= 1_000_000 ? 50 : s.transactions >= 100_000 ? 10 : undefined;
  line(`Fake API page ${at}, median of 20`, median(s.pageMs), 'ms', budget);
  line(`Fake API page ${at}, p95 of 20`, percentile(s.pageMs, 95), 'ms', budget && budget * 2);
  line(`  re-sorted by amount, median of 20`, median(s.resortedMs), 'ms', budget);
  line(`  re-sorted by amount, p95 of 20`, percentile(s.resortedMs, 95), 'ms', budget && budget * 2);
  line(
    `Fake API memory ${at} (resident)`,
    s.rssMb,
    'MB',
    s.transactions >= 1_000_000 ? 1024 : undefined,
    `V8 heap ${s.heapMb.toFixed(0)} MB`,
  );
  line(`Export ${at}: ${s.export.rows} rows (${s.export.window})`, s.export.ms, 'ms', s.export.rows >= 80_000 ? 5000 : undefined);
  line(`Generating ${at} in the API's process`, s.seededMs, 'ms');
}
