import type { ResourceDefinition } from '../../../src/framework/defineResource';

/**
 * Every route the app declares, read from resources/index.ts at test time, so a screen added
 * by a later issue is swept without touching this test: each definition with a list (or page)
 * -> /<name>, plus the root. A resource without one (payout batches, reached by their detail
 * page) has no /<name> screen: that address is the 404.
 */
export async function declaredRoutes(): Promise<string[]> {
  const list = await declaredResources();
  return ['/', ...list.filter((definition) => definition.list).map((definition) => `/${definition.name}`)];
}

/** The declarations of resources/index.ts, read at test time (a screen added later is swept for free). */
export async function declaredResources(): Promise<ResourceDefinition[]> {
  const module = (await import('../../../resources/index')) as Record<string, unknown>;
  const list = Object.values(module).find(
    (value): value is ResourceDefinition[] => Array.isArray(value) && value.every((item) => typeof item?.name === 'string'),
  );
  if (!list?.length) throw new Error('resources/index.ts exports no list of resource definitions');
  return list;
}

/** Every screen with a menu item, at the address its item links to (with the item's query). */
export async function menuScreens(): Promise<{ name: string; path: string; create?: string }[]> {
  return (await declaredResources())
    .filter((definition) => definition.menu && definition.list)
    .map((definition) => ({
      name: definition.name,
      path: `/${definition.name}${definition.menu?.query ? `?${definition.menu.query}` : ''}`,
      create: definition.create ? `/${definition.name}/new` : undefined,
    }));
}
