import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/processes';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** kB as Vite prints them (1000 bytes), zlib default level. */
const gzipKb = (file: string) => gzipSync(readFileSync(join(ROOT, 'dist', file))).length / 1000;

/**
 * From dist/.vite/manifest.json: the JS the browser must load before the first paint (the
 * entry chunk plus everything it imports statically) and the largest chunk loaded on demand.
 */
export function measureBundle(): { entryKb: number; largestLazy: { file: string; kb: number } } {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the build manifest names no entry chunk');

  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);

  const isJs = (key: string) => manifest[key].file.endsWith('.js');
  const entryKb = [...initial].filter(isJs).reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  const lazy = Object.keys(manifest)
    .filter((key) => isJs(key) && !initial.has(key))
    .map((key) => ({ file: manifest[key].file, kb: gzipKb(manifest[key].file) }))
    .sort((a, b) => b.kb - a.kb);
  return { entryKb, largestLazy: lazy[0] ?? { file: '(none)', kb: 0 } };
}
