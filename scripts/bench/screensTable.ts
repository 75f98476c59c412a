import { BARE, type ScreenTimes } from './screens';

/** The per-screen budget (issue #34 §2): a list's first rows in at most this share of the bare list's time. */
export const SCREEN_RATIO_BUDGET = 0.7;

export const median = (values: readonly number[]) => percentile(values, 50);
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)];
}

export interface ScreenRatio {
  path: string;
  account: string;
  bareMs: number;
  /** Median ms and ratio to the bare list, per contender. */
  contenders: { name: string; ms: number; ratio: number }[];
}

export function screenRatios(results: readonly ScreenTimes[]): ScreenRatio[] {
  return results.map((result) => {
    const bareMs = median(result.times[BARE]);
    const contenders = Object.entries(result.times)
      .filter(([name]) => name !== BARE)
      .map(([name, times]) => ({ name, ms: median(times), ratio: median(times) / bareMs }));
    return { path: result.path, account: result.account, bareMs, contenders };
  });
}

/** A Markdown table, one line a screen, worst first, each contender's median and ratio with the budget's verdict. */
export function screensTable(ratios: readonly ScreenRatio[]): string {
  if (!ratios.length) return '(no list screen measured)';
  const names = ratios[0].contenders.map((contender) => contender.name);
  const worst = (ratio: ScreenRatio) => Math.max(...ratio.contenders.map((contender) => contender.ratio));
  const head = ['screen', 'account', 'bare list', ...names.flatMap((name) => [name, `${name} ratio`]), `budget ≤ ${SCREEN_RATIO_BUDGET}`];
  const lines = [...ratios]
    .sort((a, b) => worst(b) - worst(a))
    .map((ratio) => [
      ratio.path,
      ratio.account.replace('@demo.test', ''),
      `${ratio.bareMs.toFixed(0)} ms`,
      ...ratio.contenders.flatMap((contender) => [`${contender.ms.toFixed(0)} ms`, contender.ratio.toFixed(2)]),
      ratio.contenders.every((contender) => contender.ratio <= SCREEN_RATIO_BUDGET) ? 'ok' : 'OVER',
    ]);
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
