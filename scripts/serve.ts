/**
 * `npm run serve`: the production-like demo. Builds when dist is missing or stale, then the
 * fake API and `vite preview` of dist on http://localhost:4173 (it proxies /api to the API).
 */
import { bin, startChild } from './lib/processes';
import { assertPortFree } from './lib/ports';
import { ensureBuilt } from './lib/build';
import { announceFirstRun, apiPort, appEnv, failWith, startFakeApiChild, superviseUntilReady } from './lib/services';

const APP_URL = 'http://localhost:4173';

try {
  const buildCode = await ensureBuilt(appEnv());
  if (buildCode !== 0) process.exit(buildCode);
  announceFirstRun();
  await assertPortFree(4173, 'vite preview');
  const api = await startFakeApiChild(APP_URL);
  const preview = startChild(bin('vite'), ['preview'], { ...appEnv(), FAKE_API_PORT: String(apiPort()) });
  await superviseUntilReady([api.child, preview], APP_URL, api.url);
} catch (error) {
  failWith(error);
}
