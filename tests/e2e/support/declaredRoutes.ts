import type { ResourceDefinition } from '../../../src/framework/defineResource';

/**
 * Every route the app declares, read from resources/index.ts at test time, so a screen added
 * by a later issue is swept without touching this test: each definition's name -> /<name>,
 * plus the root.
 */
export async function declaredRoutes(): Promise<string[]> {
  const module = (await import('../../../resources/index')) as Record<string, unknown>;
  const list = Object.values(module).find(
    (value): value is ResourceDefinition[] => Array.isArray(value) && value.every((item) => typeof item?.name === 'string'),
  );
  if (!list?.length) throw new Error('resources/index.ts exports no list of resource definitions');
  return ['/', ...list.map((definition) => `/${definition.name}`)];
}
