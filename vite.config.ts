import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressedAssets } from './scripts/vite/precompressedAssets.ts';
import { firstLoadChunks } from './scripts/vite/firstLoadChunks.ts';
import { tooltipsAfterFirstPaint } from './scripts/vite/tooltipsAfterFirstPaint.ts';
import { bundleReport } from './scripts/vite/bundleReport.ts';

// The fake API (or a real back-office behind a tunnel) is reached through this proxy,
// so the app always calls same-origin /api/... and no CORS set-up is needed.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.FAKE_API_PORT ?? 3001}`;
// Links the API hands out (pay URLs) point at PUBLIC_APP_ORIGIN, never at a forwarded host.
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  // compileHints before precompressedAssets: the compressed files must hold the hinted code.
  plugins: [
    react(),
    tooltipsAfterFirstPaint(fileURLToPath(new URL('./src/perf/tooltips/TooltipAfterFirstPaint.tsx', import.meta.url))),
    firstLoadChunks(),
    precompressedAssets(),
    bundleReport(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')),
  ],
  server: { port: 5173, strictPort: true, host: 'localhost', proxy },
  preview: { port: 4173, strictPort: true, host: 'localhost', proxy },
  // manifest: `npm run bench` reads dist/.vite/manifest.json to size the entry and lazy chunks.
  build: { chunkSizeWarningLimit: 1500, sourcemap: false, manifest: true },
});
