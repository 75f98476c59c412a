import type { AppProviders } from '../appProviders';
import type { ResourceDefinition } from '../framework/defineResource';
import { prefetchFirstPage } from './firstPage';
import { viewForPath } from '../pages/access-denied/routeAccess';
import { canAccess } from '../../contract/access/canAccess';

/** Beyond this the app renders anyway and the list shows its own loading state. */
const MAX_WAIT_MS = 1000;

type Providers = Pick<AppProviders, 'dataProvider' | 'queryClient' | 'session'>;

async function prefetch(
  definitions: readonly ResourceDefinition[],
  { dataProvider, queryClient, session }: Providers,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  // With list parameters in the address react-admin reads them, not the list's defaults.
  if (search) return;
  const definition = definitions.find((d) => `/${d.name}` === pathname.replace(/\/+$/, ''));
  if (!definition?.firstPage || !session.getToken()) return;
  const role = session.getProfile()?.role;
  if (!viewForPath(definitions, pathname, role)) return;
  // A screen that also opens on another right (payouts on PAYOUT_BATCH) shows its own rows only with VIEW.
  if (!canAccess(role ?? undefined, definition.access, 'VIEW')) return;
  const page = await definition.firstPage(definition);
  if (page) await prefetchFirstPage(queryClient, dataProvider, definition.name, { ...page, perPage: definition.pageSize ?? 10 });
}

/**
 * On a direct visit to a list, its first page is fetched while the app boots, so the rows come
 * with the first render instead of after it (a render of the whole screen plus a round trip).
 * boot.ts starts it with the declarations and the app's providers, before the first render.
 */
export function prefetchCurrentList(
  definitions: readonly ResourceDefinition[],
  providers: Providers,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const done = prefetch(definitions, providers, location).catch(() => undefined);
  return Promise.race([done, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}
