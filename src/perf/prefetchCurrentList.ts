import { resourceDefinitions } from '../../resources';
import { dataProvider, queryClient, session } from '../appProviders';
import { prefetchFirstPage } from './firstPage';
import { viewForPath } from '../pages/access-denied/routeAccess';

/** Beyond this the app renders anyway and the list shows its own loading state. */
const MAX_WAIT_MS = 1000;

async function prefetch(pathname: string, search: string): Promise<void> {
  // With list parameters in the address react-admin reads them, not the list's defaults.
  if (search) return;
  const definition = resourceDefinitions.find((d) => `/${d.name}` === pathname.replace(/\/+$/, ''));
  if (!definition?.firstPage || !session.getToken()) return;
  if (!viewForPath(resourceDefinitions, pathname, session.getProfile()?.role)) return;
  const page = definition.firstPage(definition);
  if (page) await prefetchFirstPage(queryClient, dataProvider, definition.name, { ...page, perPage: definition.pageSize ?? 10 });
}

/**
 * On a direct visit to a list, its first page is fetched while the app boots, so the rows come
 * with the first render instead of after it (a render of the whole screen plus a round trip).
 */
export function prefetchCurrentList(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const done = prefetch(location.pathname, location.search).catch(() => undefined);
  return Promise.race([done, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}

/**
 * Started as this module is evaluated: main.tsx imports it before the app's components, so the
 * request is on the wire while the rest of the entry (react-admin's screens, the shell) evaluates.
 */
export const currentListReady: Promise<void> = typeof window === 'undefined' ? Promise.resolve() : prefetchCurrentList(window.location);
