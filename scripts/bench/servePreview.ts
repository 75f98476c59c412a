import { join } from 'node:path';
import { preview } from 'vite';
import { ROOT } from '../lib/processes';
import { freePort } from '../lib/ports';

export interface ServedBuild {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A finished build served by `vite preview` on a free port, its /api proxied to `apiOrigin`: how
 * the bench serves the app under test, an earlier build of it, and the bare reference app, each
 * against the same fake API.
 */
export async function servePreview(options: { configFile: string; outDir: string; apiOrigin: string }): Promise<ServedBuild> {
  const port = await freePort();
  const server = await preview({
    root: ROOT,
    configFile: options.configFile,
    logLevel: 'warn',
    build: { outDir: options.outDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
      proxy: { '/api': { target: options.apiOrigin, changeOrigin: true } },
    },
  });
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => server.close() };
}

export const APP_CONFIG = join(ROOT, 'vite.config.ts');
export const BARE_CONFIG = join(ROOT, 'scripts', 'bench', 'bare', 'vite.config.ts');
export const BARE_OUT_DIR = join(ROOT, 'node_modules', '.bench-bare');
