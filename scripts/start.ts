/**
 * `npm start`: seed on first run, then the fake API (127.0.0.1:3001, FAKE_API_PORT overrides)
 * and the Vite dev server (http://localhost:5173). Ctrl-C stops both.
 */
import { bin, startChild } from './lib/processes';
import { assertPortFree } from './lib/ports';
import { announceFirstRun, apiPort, appEnv, failWith, startFakeApiChild, superviseUntilReady } from './lib/services';

const APP_URL = 'http://localhost:5173';

try {
  announceFirstRun();
  await assertPortFree(5173, 'Vite dev server');
  const api = await startFakeApiChild(APP_URL);
  const vite = startChild(bin('vite'), [], { ...appEnv(), FAKE_API_PORT: String(apiPort()) });
  await superviseUntilReady([api.child, vite], APP_URL, api.url);
} catch (error) {
  failWith(error);
}
