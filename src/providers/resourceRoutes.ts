import type { TotalsDeclaration } from '../../contract/gridTotals';
import { defaultIdField, type ResourceDefinition } from '../framework/defineResource';

/** Where a react-admin resource lives on the back-office API. */
export interface ResourceRoute {
  apiPath: string;
  idField: string;
  getOnePath?: (id: string | number) => string;
  exportPath?: string;
  exportService?: 'balance';
  createPath?: (data: Record<string, unknown>) => string;
  /** What the list adds up per currency; its grid calls ask for these totals. */
  totals?: TotalsDeclaration;
}
export type ResourceRoutes = Record<string, ResourceRoute>;

type RouteFields = Pick<
  ResourceDefinition,
  'name' | 'apiPath' | 'idField' | 'getOnePath' | 'exportPath' | 'createPath' | 'exportService' | 'totals'
>;

/** The data provider's routing table, from the resource declarations. */
export function routesFromDefinitions(definitions: readonly RouteFields[]): ResourceRoutes {
  const routes: ResourceRoutes = {};
  for (const { name, apiPath, idField, getOnePath, exportPath, createPath, exportService, totals } of definitions) {
    routes[name] = { apiPath, idField: idField ?? defaultIdField(name), getOnePath, exportPath, createPath, exportService, totals };
  }
  return routes;
}

/** react-admin resource name -> its access codes (the declared `access` first, then `anyAccess`), for canAccess. */
export function accessCodesFromDefinitions(
  definitions: readonly Pick<ResourceDefinition, 'name' | 'access' | 'anyAccess'>[],
): Record<string, readonly string[]> {
  return Object.fromEntries(definitions.map(({ name, access, anyAccess }) => [name, [access, ...(anyAccess ?? [])]]));
}

/** A resource nobody declared still gets the conventional route (`/name`, `<singular>Id`). */
export function routeFor(routes: ResourceRoutes, resource: string): ResourceRoute {
  return routes[resource] ?? { apiPath: `/${resource}`, idField: defaultIdField(resource) };
}
