/**
 * `npm test`: every check, cheapest first, stopping at the first failure:
 * Chromium present, ESLint, tsc, Vitest unit, Vitest contract, build, browser tests (Vitest e2e).
 * Ends with one line `N passed, N failed` — test counts from Vitest, plus 1 failed for a
 * non-test step (lint, types, build) that failed.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bin, run } from './lib/processes';
import { viteBuild } from './lib/build';
import { readVitestCounts, type Counts } from './lib/vitestCounts';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log(`Chromium not found at ${CHROMIUM}: run apt-get install -y chromium`);
  process.exit(1);
}

interface Step {
  name: string;
  run: () => Promise<{ code: number; counts?: Counts }>;
}

const resultsDir = join(ROOT, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const command = (cmd: string, args: string[]) => async () => ({ code: await run(bin(cmd), args) });
const vitest =
  (...projects: string[]) =>
  async () => {
    const report = join(resultsDir, `vitest-${projects.join('-')}.json`);
    const selection = projects.flatMap((project) => ['--project', project]);
    const code = await run(bin('vitest'), ['run', ...selection, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
    return { code, counts: readVitestCounts(report) };
  };

const steps: Step[] = [
  { name: 'ESLint', run: command('eslint', ['.']) },
  { name: 'Prettier (format check)', run: command('prettier', ['--check', '.']) },
  { name: 'TypeScript (tsc --noEmit)', run: command('tsc', ['--noEmit', '-p', '.']) },
  { name: 'Unit and component tests (Vitest unit)', run: vitest('unit', 'unit-node') },
  { name: 'API contract tests (Vitest contract)', run: vitest('contract') },
  { name: 'Build (vite build)', run: async () => ({ code: await viteBuild() }) },
  { name: 'Browser tests (Vitest e2e, headless Chromium)', run: vitest('e2e') },
];

const total: Counts = { passed: 0, failed: 0 };
const summary: string[] = [];
const started = Date.now();
let failedStep: string | undefined;

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const stepStarted = Date.now();
  const { code, counts } = await step.run();
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  // A failing step without failing tests (lint, types, build, a test file that did not load) counts once.
  if (code !== 0 && !counts?.failed) total.failed += 1;
  const tally = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}${tally} ${seconds} s`);
  if (code !== 0) {
    failedStep = step.name;
    break;
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n=== Summary (${minutes} min) ===\n${summary.join('\n')}`);
const skipped = steps.slice(summary.length).map((step) => step.name);
if (failedStep) console.log(`Stopped at: ${failedStep}. Not run: ${skipped.join(', ') || 'none'}.`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(failedStep ? 1 : 0);
