import { useMemo } from 'react';
import { useResourceDefinition, useResourceDefinitions } from 'react-admin';
import type { ResourceDefinition } from '../defineResource';

/**
 * What a resource's views read from its declaration, carried by react-admin's `<Resource options>`
 * (as react-admin's own demo does), so a view never imports its folder's index.ts.
 */
export type ResourceOptions = Pick<
  ResourceDefinition,
  'access' | 'anyAccess' | 'apiPath' | 'idField' | 'pageSize' | 'filterCookiePrefix' | 'historical' | 'menu' | 'totals'
> & {
  label: string;
  /** Its place in resources/index.ts: react-admin's registry is keyed by name, and the shell reads them in this order. */
  position: number;
};

export const toResourceOptions = (definition: ResourceDefinition, position: number): ResourceOptions => ({
  label: `resources.${definition.name}.name`,
  position,
  access: definition.access,
  anyAccess: definition.anyAccess,
  apiPath: definition.apiPath,
  idField: definition.idField,
  pageSize: definition.pageSize,
  filterCookiePrefix: definition.filterCookiePrefix,
  historical: definition.historical,
  menu: definition.menu,
  totals: definition.totals,
});

/** A declared resource as its views see it: react-admin's name plus the declaration's options. */
export interface DeclaredResource extends ResourceOptions {
  name: string;
}

/**
 * The declaration of the current resource (react-admin's ResourceContext), or of `resource`.
 * Throws for a resource missing from resources/index.ts: a screen without its declaration would
 * lose its access code and cookies silently.
 */
export function useDeclaredResource(resource?: string): DeclaredResource {
  const { name, options } = useResourceDefinition<ResourceOptions>(resource ? { resource } : undefined);
  if (!name || !options?.access) throw new Error(`Resource "${resource ?? name}" is not declared in resources/index.ts`);
  return { ...options, name };
}

/**
 * Whether the current screen is read-only (a historical one): what changes a record hides. Safe
 * outside a declared resource (a dialog, a test), where nothing is read-only.
 */
export function useReadOnlyScreen(): boolean {
  const { options } = useResourceDefinition<ResourceOptions>();
  return Boolean(options?.historical);
}

/**
 * Every declared resource, in declaration order: what the shell (menu, root redirect) reads
 * instead of importing resources/index.ts, which only App composes.
 */
export function useDeclaredResources(): DeclaredResource[] {
  const definitions = useResourceDefinitions<ResourceOptions>();
  return useMemo(
    () =>
      Object.values(definitions)
        .flatMap(({ name, options }) => (options?.access ? [{ ...options, name }] : []))
        .sort((a, b) => a.position - b.position),
    [definitions],
  );
}
