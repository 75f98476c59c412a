/**
 * `npm run bench`: a measurement, not a test (issue #34). Builds the app and the bare react-admin
 * list (scripts/bench/bare), then prints each figure beside its budget:
 * - the bundle: the first load, the entry with the heaviest screen, and what each chunk holds;
 * - every declared list screen's time to first rows against the bare list, interleaved;
 * - Lighthouse (mobile and desktop) on /login, /transactions and the bare list;
 * - filter apply -> new rows at 100k pay-ins;
 * - the fake API at 10k, 100k and 1M pay-ins (issue #12 §9).
 * Options: `--scale-only` (the fake API alone), `--browser-only` (no fake API at scale),
 * `--screens-only` (the list screens alone), `--loads N` loads of each screen (default 5),
 * `--only a,b` some screens, `--against DIR` an earlier build's dist measured beside this one.
 * Copy the figures into README "Measured".
 */
import { resolve } from 'node:path';
import { viteBuild } from './lib/build';
import { ROOT } from './lib/processes';
import { chunkLines, measureBundle } from './bench/bundle';
import { buildBare } from './bench/buildBare';
import { dropFirstChip, measureFilterApply, pickLastRowsValue } from './bench/filterApply';
import { lighthouseTargets, measureLighthouse, lighthouseLines } from './bench/lighthouseBench';
import { measureScale, type ScaleFigures } from './bench/scale';
import { measureScreens, type Contender } from './bench/screens';
import { median, percentile, screenRatios, screensTable, SCREEN_RATIO_BUDGET } from './bench/screensTable';
import { APP_CONFIG, BARE_CONFIG, BARE_OUT_DIR } from './bench/servePreview';

const SCALES = [10_000, 100_000, 1_000_000];

const line = (what: string, value: number, unit: string, budget?: number, note = '', atLeast = false) => {
  const within = budget === undefined ? true : atLeast ? value >= budget : value <= budget;
  const verdict = budget === undefined ? '' : `budget ${atLeast ? '>=' : '<='} ${budget} ${unit}  ${within ? 'ok' : 'OVER'}`;
  console.log(`${what.padEnd(46)} ${value.toFixed(1).padStart(8)} ${unit.padEnd(3)} ${verdict}${note ? `  ${note}` : ''}`);
};
const scaleName = (count: number) => (count >= 1_000_000 ? `${count / 1_000_000}M` : `${count / 1000}k`);
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const scaleOnly = process.argv.includes('--scale-only');
const browserOnly = process.argv.includes('--browser-only');
const screensOnly = process.argv.includes('--screens-only');
const printed: (() => void)[] = [];

if (!scaleOnly) {
  if ((await viteBuild()) !== 0 || (await buildBare()) !== 0) process.exit(1);
  const bundle = measureBundle();
  const bare = measureBundle(BARE_OUT_DIR);
  if (!screensOnly) {
    printed.push(() => {
      console.log('\n=== Bundle (gzip) ===');
      line('First load: entry and its static imports', bundle.entryKb, 'kB', 250, `bare list: ${bare.entryKb.toFixed(1)} kB`);
      line('Entry + the heaviest screen', bundle.heaviestScreen.kb, 'kB', 330, bundle.heaviestScreen.module);
      line('Largest lazy chunk', bundle.largestLazy.kb, 'kB', undefined, bundle.largestLazy.file);
      console.log('What the largest chunks hold (kB before minifying):');
      for (const text of chunkLines(bundle.chunks)) console.log(`  ${text}`);
    });
  }
  const against = argument('--against');
  const contenders: Contender[] = [
    ...(against ? [{ name: 'before', configFile: APP_CONFIG, outDir: resolve(against) }] : []),
    { name: 'app', configFile: APP_CONFIG, outDir: resolve(ROOT, 'dist') },
  ];
  const ratios = screenRatios(
    await measureScreens({
      contenders,
      bare: { name: 'bare', configFile: BARE_CONFIG, outDir: BARE_OUT_DIR },
      loads: Number(argument('--loads') ?? 5),
      only: argument('--only')?.split(','),
    }),
  );
  printed.push(() => {
    console.log(`\n=== Time to first rows, every list screen against the bare react-admin list ===\n${screensTable(ratios)}`);
    const worst = Math.max(...ratios.map((ratio) => ratio.contenders.at(-1)!.ratio));
    line('Worst list screen, ratio to the bare list', worst, 'x', SCREEN_RATIO_BUDGET);
  });
  if (!screensOnly) {
    const lighthouse = await measureLighthouse(lighthouseTargets(), 3);
    printed.push(() => {
      console.log('\n=== Lighthouse 12, performance (median of 3, cold cache) ===');
      for (const text of lighthouseLines(lighthouse)) console.log(text);
    });
    const applies = await measureFilterApply(
      [
        { path: '/transactions', change: dropFirstChip('Status') },
        { path: '/settlements', change: pickLastRowsValue('Currency', 'currencyCode') },
      ],
      100_000,
      5,
    );
    printed.push(() => {
      console.log('\n=== Filter apply -> new rows, 100k pay-ins (median of 5) ===');
      for (const [path, all] of applies) {
        const times = all.filter((time) => !Number.isNaN(time));
        const failed = all.length - times.length;
        const note = `runs: ${all.map((t) => (Number.isNaN(t) ? 'no change' : t.toFixed(0))).join(', ')}`;
        if (times.length) line(`Filter apply on ${path}`, median(times), 'ms', 150, failed ? `${note}  FAILED ${failed}` : note);
        else console.log(`Filter apply on ${path}: the rows never changed (${note})  FAILED`);
      }
    });
  }
}

const scales: ScaleFigures[] = [];
for (const count of browserOnly || screensOnly ? [] : SCALES) scales.push(await measureScale(count, 20));
if (scales.length) {
  printed.push(() => {
    console.log('\n=== The fake API at scale ===');
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
  });
}

console.log('\n=== Measured ===');
for (const print of printed) print();
