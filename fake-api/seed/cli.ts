/**
 * Seeds the fake API's data file.
 *   tsx fake-api/seed/cli.ts [--reset] [--scale N] [--seed S] [--out FILE] [--now ISO]
 * --scale is the number of transactions (default 5000). Without --reset an existing file is kept.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { DEFAULT_SEED, DEFAULT_TRANSACTIONS } from './generate';
import { dataFilePath, ensureSeeded } from './store';

export { ensureSeeded, writeDbAtomic, readDb, dataFilePath, DEFAULT_DATA_FILE } from './store';
export type { EnsureSeededOptions, EnsureSeededResult } from './store';

export interface CliOptions {
  reset: boolean;
  transactions: number;
  seed: number;
  out: string;
  now: Date | undefined;
}

export function parseCliArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { reset: false, transactions: DEFAULT_TRANSACTIONS, seed: DEFAULT_SEED, out: dataFilePath(), now: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    const integer = (text: string) => {
      const n = Number(text);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${arg} must be a non-negative integer`);
      return n;
    };
    switch (arg) {
      case '--reset':
        options.reset = true;
        break;
      case '--scale':
        options.transactions = integer(value());
        break;
      case '--seed':
        options.seed = integer(value());
        break;
      case '--out':
        options.out = value();
        break;
      case '--now': {
        const date = new Date(value());
        if (Number.isNaN(date.getTime())) throw new Error('--now must be an ISO date');
        options.now = date;
        break;
      }
      default:
        throw new Error(`Unknown option ${arg}`);
    }
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2));
  const started = Date.now();
  const result = await ensureSeeded(options.out, {
    reset: options.reset,
    seed: options.seed,
    transactions: options.transactions,
    now: options.now,
  });
  if (!result.created) {
    console.log(`${options.out} exists; kept it (use --reset to regenerate).`);
    return;
  }
  console.log(`Seeded ${options.out}: ${options.transactions} transactions, seed ${options.seed}, in ${Date.now() - started} ms.`);
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(resolve(invokedPath)).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
