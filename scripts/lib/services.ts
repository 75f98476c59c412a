import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, bin, exited, startChild, stopChild, waitForHttp } from './processes';
import { assertPortFree } from './ports';
import { printBanner } from './demoAccounts';

/** Where the fake API keeps its data, as the server itself decides it. */
export const dataFile = () => resolve(ROOT, process.env.FAKE_API_DATA_FILE ?? 'fake-api/data/db.json');
export const apiPort = () => Number(process.env.FAKE_API_PORT ?? 3001);

/**
 * The app reads its environment at build/dev time (VITE_APP_ENV); the fake API reads
 * FAKE_API_ENV. Passing one into the other keeps the disclaimer and status tools in step.
 */
export function appEnv(): NodeJS.ProcessEnv {
  const environment = process.env.VITE_APP_ENV ?? process.env.FAKE_API_ENV;
  return environment ? { VITE_APP_ENV: environment, FAKE_API_ENV: process.env.FAKE_API_ENV ?? environment } : {};
}

/** The fake API seeds its data file itself when it is missing (first run on a fresh clone). */
export function announceFirstRun(): void {
  if (!existsSync(dataFile())) console.log(`First run: seeding demo data into ${dataFile()}…`);
}

/** `appUrl`: where this script serves the app, the links' origin unless PUBLIC_APP_ORIGIN says otherwise. */
export async function startFakeApiChild(appUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const port = apiPort();
  await assertPortFree(port, 'fake API; FAKE_API_PORT changes it');
  const child = startChild(bin('tsx'), ['fake-api/server.ts'], {
    ...appEnv(),
    FAKE_API_PORT: String(port),
    PUBLIC_APP_ORIGIN: process.env.PUBLIC_APP_ORIGIN || appUrl,
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  try {
    await Promise.race([
      waitForHttp(`${url}/config/has-recaptcha`),
      exited(child).then(() => {
        throw new Error('the fake API exited while starting');
      }),
    ]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { child, url };
}

/**
 * Run children until Ctrl-C (or until one of them dies), then stop the rest.
 * Ctrl-C in a terminal signals the whole process group, so children may already be going.
 */
export function superviseUntilExit(children: ChildProcess[]): (code: number) => Promise<void> {
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map((child) => stopChild(child)));
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  for (const child of children) {
    child.on('exit', (code, signal) => {
      const interrupted = signal === 'SIGINT' || signal === 'SIGTERM' || code === 130;
      if (!stopping && !interrupted) console.error(`\n${child.spawnargs.join(' ')} stopped (exit ${code}); stopping the rest.`);
      void stopAll(interrupted ? 0 : (code ?? 1));
    });
  }
  return stopAll;
}

/** Supervise the children, wait for the app to answer, then print the URL and the demo accounts. */
export async function superviseUntilReady(children: ChildProcess[], appUrl: string, apiUrl: string): Promise<void> {
  const stopAll = superviseUntilExit(children);
  try {
    await waitForHttp(appUrl);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll(1);
  }
  printBanner(appUrl, apiUrl);
}

export function failWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
