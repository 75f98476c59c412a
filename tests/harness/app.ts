import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { ROOT } from '../../scripts/lib/processes';
import { freePort } from '../../scripts/lib/ports';
import type { Faults } from '../../fake-api/faults';
import { startTestApi, type TestApiOptions } from './fakeApi';

export interface RunningApp {
  /** Where the built app is served, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The fake API's /api/v1 base (for logging in or checking data outside the browser). */
  apiUrl: string;
  /** The fake API's fault switch (FAKE_API_FAULTS), turned on and off while the browser runs. */
  faults: Faults;
  close(): Promise<void>;
}

/**
 * The production-like app for browser tests: a fake API on a free port with its own data
 * file, and the BUILT app (dist) through `vite preview` on another free port. Preview serves
 * index.html for every unknown path (SPA fallback) and proxies /api to that fake API, so the
 * app calls same-origin exactly as in `npm run serve`.
 */
export async function startApp(apiOptions: TestApiOptions = {}): Promise<RunningApp> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` (npm test builds before the browser tests)');
  }
  // The app's origin is the links' (PUBLIC_APP_ORIGIN), so it is chosen before the API starts.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Seeded relative to now: the screens open on today's range, which a fixed seed date would leave empty.
  const api = await startTestApi({ now: new Date(), scale: 5000, publicOrigin: baseUrl, ...apiOptions });
  try {
    const server = await preview({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      preview: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        open: false,
        proxy: { '/api': { target: api.origin, changeOrigin: true } },
      },
    });
    return {
      baseUrl,
      apiUrl: api.url,
      faults: api.app.fakeApi.faults,
      close: async () => {
        await server.close();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}
