import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressedAssets } from '../../vite/precompressedAssets.ts';

/**
 * The bare reference app (issue #34 §1): Vite's defaults, built beside the app by `npm run bench`.
 * Served as the app is (precompressed files): the comparison is of the apps, not of the servers.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompressedAssets()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../node_modules/.bench-bare', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    manifest: true,
  },
});
