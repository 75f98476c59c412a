import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/processes';
import { BUNDLE_REPORT, type ChunkReport } from '../vite/bundleReport';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  /** The JS the browser loads before the first paint: the entry and what it imports statically. */
  entryKb: number;
  largestLazy: { file: string; kb: number };
  /** The entry with the heaviest screen (a lazily loaded page or part) and everything it imports statically. */
  heaviestScreen: { module: string; kb: number };
  /** Each chunk's largest packages and files, from the build's own report (before minifying). */
  chunks: ChunkReport[];
}

/** kB as Vite prints them (1000 bytes), zlib default level. */
const gzipKb = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file))).length / 1000;

/**
 * From the build's manifest (dist/.vite/manifest.json) and bundle report: the first load, the
 * largest chunk loaded on demand, the entry plus the heaviest screen's own chunks (issue #34 §3),
 * and what each chunk holds.
 */
export function measureBundle(dir = join(ROOT, 'dist')): BundleFigures {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the build manifest names no entry chunk');
  const isJs = (key: string) => manifest[key].file.endsWith('.js');
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const sizes = new Map<string, number>();
  const kbOf = (keys: Iterable<string>) =>
    [...keys].filter(isJs).reduce((sum, key) => {
      if (!sizes.has(key)) sizes.set(key, gzipKb(dir, manifest[key].file));
      return sum + sizes.get(key)!;
    }, 0);

  const initial = closure(entryKey);
  const entryKb = kbOf(initial);
  const lazy = Object.keys(manifest)
    .filter((key) => isJs(key) && !initial.has(key))
    .map((key) => ({ file: manifest[key].file, kb: kbOf([key]) }))
    .sort((a, b) => b.kb - a.kb);
  const screens = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /^(resources|src\/pages)\//.test(key))
    .map((key) => ({ module: key, kb: kbOf(closure(key, new Set(initial))) }))
    .sort((a, b) => b.kb - a.kb);
  const report = join(dir, BUNDLE_REPORT);
  return {
    entryKb,
    largestLazy: lazy[0] ?? { file: '(none)', kb: 0 },
    heaviestScreen: screens[0] ?? { module: '(none)', kb: entryKb },
    chunks: existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as ChunkReport[]) : [],
  };
}

/** Each of the `most` largest chunks with its `top` largest packages or files, as lines. */
export function chunkLines(chunks: readonly ChunkReport[], most = 8, top = 6): string[] {
  return chunks.slice(0, most).map((chunk) => {
    const parts = chunk.modules.slice(0, top).map((m) => `${m.name} ${(m.bytes / 1000).toFixed(0)}`);
    return `${chunk.file.replace(/^assets\//, '').padEnd(34)} ${(chunk.bytes / 1000).toFixed(0).padStart(5)} kB: ${parts.join(', ')}`;
  });
}
