import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bin, run } from './processes';

/** What goes into the bundle: when any of these is newer than dist/index.html, rebuild. */
const SOURCES = ['src', 'resources', 'index.html', 'vite.config.ts', 'package.json', 'public'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

export function isBuildFresh(): boolean {
  const built = join(ROOT, 'dist', 'index.html');
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(ROOT, source)) <= builtAt);
}

/** `vite build` (type-checking is its own step in `npm test` and `npm run build`). */
export const viteBuild = (env: NodeJS.ProcessEnv = {}) => run(bin('vite'), ['build'], env);

/** Build unless dist is already newer than every source; resolves with the exit code. */
export async function ensureBuilt(env: NodeJS.ProcessEnv = {}): Promise<number> {
  if (isBuildFresh()) return 0;
  console.log('dist is missing or older than the sources: building…');
  return viteBuild(env);
}
