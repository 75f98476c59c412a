/**
 * `npm run test:clock-sweep`: runs Vitest projects with the machine's clock moved to other days,
 * so a test (or a seed) that holds only on the day it was written shows up before that day ends.
 * The seed lays its data relative to "now", so which rows a demo account owns changes from day to
 * day; every test must take its ids from the data it is given or fix its own clock.
 *
 * Uses libfaketime (Debian package `faketime`), which moves the clock of Node and of the Chromium
 * it starts alike (one offset from the real clock for every process), and lets it run from there. Each run starts at the same time of day as now,
 * except the last day of each month swept, which also runs at 23:55 UTC (the seed's "today" then
 * ends five minutes later, and next month's first day is one step away).
 *
 *   npm run test:clock-sweep                       contract + unit, today and the next 7 days
 *   npm run test:clock-sweep -- --days 3 --project e2e --from 2026-12-30
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bin, run } from './lib/processes';

const FAKETIME = '/usr/bin/faketime';
if (!existsSync(FAKETIME)) {
  console.log(`faketime not found at ${FAKETIME}: run apt-get install -y faketime`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    days: { type: 'string', default: '8' },
    project: { type: 'string', multiple: true },
  },
});
const projects = values.project ?? ['contract', 'unit', 'unit-node'];
const DAY = 86_400_000;
const start = values.from ? new Date(`${values.from}T${new Date().toISOString().slice(11, 19)}Z`) : new Date();

/** The instants to run at: one a day, plus 23:55 UTC on a month's last day. */
function instants(): Date[] {
  const list: Date[] = [];
  for (let day = 0; day < Number(values.days); day++) {
    const at = new Date(start.getTime() + day * DAY);
    list.push(at);
    const tomorrow = new Date(at.getTime() + DAY);
    if (tomorrow.getUTCMonth() !== at.getUTCMonth()) list.push(new Date(`${at.toISOString().slice(0, 10)}T23:55:00Z`));
  }
  return list;
}

/**
 * faketime's offset form ("+N" seconds from the real clock). Not its "@" start-at form: with "@"
 * every process restarts the clock at that instant when it starts, so a Chromium launched at
 * 00:10 would still read 23:55 of the day before while the fake API (started earlier) reads the
 * new day, and the two would disagree on "today" only because of the sweep.
 */
const faketimeOffset = (at: Date) => `${at.getTime() >= Date.now() ? '+' : '-'}${Math.round(Math.abs(at.getTime() - Date.now()) / 1000)}`;

const results: string[] = [];
for (const at of instants()) {
  console.log(`\n=== clock at ${at.toISOString()} ===`);
  const selection = projects.flatMap((project) => ['--project', project]);
  const code = await run(FAKETIME, ['-f', faketimeOffset(at), bin('vitest'), 'run', ...selection]);
  results.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${at.toISOString()} (${projects.join(', ')})`);
}
console.log(`\n=== Clock sweep ===\n${results.join('\n')}`);
const failed = results.filter((line) => line.startsWith('FAIL')).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
