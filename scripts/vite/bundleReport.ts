import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkReport {
  file: string;
  /** Rendered bytes of the chunk's modules, before minifying and compressing. */
  bytes: number;
  /** The chunk's modules by rendered size, largest first: a package's files folded into the package. */
  modules: { name: string; bytes: number }[];
}

export const BUNDLE_REPORT = 'bundle-report.json';

/** `node_modules/@mui/material/Table/Table.js` -> `@mui/material`; an app file keeps its path from the root. */
export function moduleGroup(id: string, root: string): string {
  const path = id.replace(/^\0/, '').split('?')[0];
  const inPackages = path.lastIndexOf('node_modules/');
  if (inPackages < 0) return path.startsWith(root) ? path.slice(root.length + 1) : path;
  const parts = path.slice(inPackages + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * What each chunk holds (issue #34 §3), written beside the build as `bundle-report.json`: the
 * bench prints each chunk's largest packages and files, so a chunk that grows says why.
 */
export function bundleReport(root: string): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const sizes = new Map<string, number>();
        for (const [id, info] of Object.entries(output.modules)) {
          const name = moduleGroup(id, root);
          sizes.set(name, (sizes.get(name) ?? 0) + info.renderedLength);
        }
        const modules = [...sizes].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
        chunks.push({ file: output.fileName, bytes: modules.reduce((sum, m) => sum + m.bytes, 0), modules });
      }
      writeFileSync(
        join(options.dir ?? 'dist', BUNDLE_REPORT),
        JSON.stringify(
          chunks.sort((a, b) => b.bytes - a.bytes),
          null,
          1,
        ),
      );
    },
  };
}
