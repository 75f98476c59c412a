import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: scripts are always run from package.json, but resolve it anyway. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** A binary installed in node_modules/.bin (vite, tsx, eslint, tsc, vitest). */
export const bin = (name: string) => resolve(ROOT, 'node_modules', '.bin', name);

/** Start a long-running child that shares our terminal (its logs appear as they are written). */
export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv = {}, options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env }, ...options });
}

/** Run a command to completion with inherited stdio; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((done) => {
    const child = startChild(command, args, env);
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/** Resolves when the child has exited (immediately when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/** SIGTERM, then SIGKILL after a grace period; resolves once the child is gone. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** Poll a URL until it answers (any HTTP status) or the time runs out. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
