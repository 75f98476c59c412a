import type { ResourceDefinition } from '../../../src/framework/defineResource';

/**
 * Every route the app declares, read from resources/index.ts at test time, so a screen added
 * by a later issue is swept without touching this test: each definition with a list (or page)
 * -> /<name>, plus the root. A resource without one (payout batches, reached by their detail
 * page) has no /<name> screen: that address is the 404.
 */
export async function declaredRoutes(): Promise<string[]> {
  const module = (await import('../../../resources/index')) as Record<string, unknown>;
  const list = Object.values(module).find(
    (value): value is ResourceDefinition[] => Array.isArray(value) && value.every((item) => typeof item?.name === 'string'),
  );
  if (!list?.length) throw new Error('resources/index.ts exports no list of resource definitions');
  return ['/', ...list.filter((definition) => definition.list).map((definition) => `/${definition.name}`)];
}
