import { loadableView, type ResourceDefinition } from '../framework/defineResource';
import { createSessionStore } from '../providers/session';
import { viewForPath } from '../pages/access-denied/routeAccess';
import { authPageFor } from '../pages/auth/authPages';

/** Beyond this the app renders anyway and the page shows its own loading state. */
const MAX_WAIT_MS = 1500;

/**
 * Starts the download of the screen the address opens, before the first render. Otherwise the
 * chunk is requested only once react-admin has checked the session and rendered the route, a
 * wait in series with the whole boot. Only for a logged-in user the role lets in: anyone else
 * is redirected and would not use it. boot.ts starts it with the declarations.
 */
export function preloadCurrentView(definitions: readonly ResourceDefinition[], pathname: string): Promise<void> {
  const authPage = authPageFor(pathname);
  if (authPage) return capped(authPage.preload());
  const session = createSessionStore();
  const loader = session.getToken() ? viewForPath(definitions, pathname, session.getProfile()?.role) : null;
  if (!loader) return Promise.resolve();
  return capped(loadableView(loader).preload());
}

/** The first render waits for this; a stalled download must not keep the whole app blank. */
function capped(download: Promise<unknown>): Promise<void> {
  // A failure here is not the user's: the route's own render retries and reports it.
  const loaded = download.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}
