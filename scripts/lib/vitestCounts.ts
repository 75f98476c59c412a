import { existsSync, readFileSync, rmSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
}

/** Totals from Vitest's JSON reporter file; undefined when the run wrote none. */
export function readVitestCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  rmSync(file);
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}
