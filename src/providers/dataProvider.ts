import type {
  CreateResult,
  DataProvider,
  DeleteResult,
  GetListResult,
  GetManyResult,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateResult,
} from 'react-admin';
import { createBusinessCalls, type ServiceBases } from './businessCalls';
import { createBalanceCalls } from './balanceCalls';
import { createRefundCalls } from './refundCalls';
import { gridSearchParams, toGridQuery, type ListQuery } from './gridQuery';
import type { HttpClient } from './httpClient';
import { HTTP_MESSAGES, HttpError } from './httpError';
import { routeFor, type ResourceRoute, type ResourceRoutes } from './resourceRoutes';
import type { BackOfficeDataProvider } from './types';
import type { GridReply } from '../../contract/wire';
import { totalsParams } from '../../contract/gridTotals';

export interface DataProviderOptions {
  http: HttpClient;
  /** react-admin resource name -> API route; build it with routesFromDefinitions(). */
  resources: ResourceRoutes;
  /** Other services' bases (the account balance service); absent: the back-office API's. */
  services?: ServiceBases;
}

type Row = Record<string, unknown>;

/** react-admin needs `id`; back-office rows carry their own id field (spec 01 §2.6). */
/**
 * `meta.onlyFilters` (a list of filter keys) sends only those filters: an exact id search finds
 * its record whatever the date range the screen also holds (ResourceList, SearchConfig.exact).
 */
function narrowedFilter<P extends { filter?: Record<string, unknown>; meta?: { onlyFilters?: unknown } }>(params: P): P {
  const only = params.meta?.onlyFilters;
  if (!Array.isArray(only) || !params.filter) return params;
  return { ...params, filter: Object.fromEntries(Object.entries(params.filter).filter(([key]) => only.includes(key))) };
}

export function withId(row: Row, idField: string): RaRecord {
  return { ...row, id: (row[idField] ?? row.id) as Identifier };
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

export async function fetchGrid(
  http: HttpClient,
  route: ResourceRoute,
  params: ListQuery & { signal?: AbortSignal },
): Promise<GetListResult> {
  const query = gridSearchParams(toGridQuery(params, route.idField));
  if (route.totals) for (const [key, value] of Object.entries(totalsParams(route.totals))) query.set(key, value);
  const reply = await http.json<GridReply<Row>>(route.apiPath, { query, signal: params.signal });
  // 404 is an empty result, silently (spec 01 §8).
  if (!reply) return { data: [], total: 0, meta: { maxCountReached: false } };
  const rows = Array.isArray(reply.data) ? reply.data : [];
  return {
    data: rows.map((row) => withId(row, route.idField)),
    total: typeof reply.count === 'number' ? reply.count : rows.length,
    // A grid that adds its rows up (settled transactions) answers `totals` beside the page.
    meta: {
      maxCountReached: reply.maxCountReached === true,
      ...(reply.totals ? { totals: reply.totals } : {}),
      // A money list's sums per currency over every page (issue #33; CurrencyTotals shows them).
      ...(reply.totalsByCurrency ? { totalsByCurrency: reply.totalsByCurrency } : {}),
    },
  };
}

async function fetchOne(http: HttpClient, route: ResourceRoute, id: Identifier, signal?: AbortSignal) {
  const path = route.getOnePath?.(id) ?? `${route.apiPath}/${segment(id)}`;
  const row = await http.json<Row>(path, { signal });
  if (!row || typeof row !== 'object') throw new HttpError(HTTP_MESSAGES.notFound, 404);
  // A details path may omit the id field; the id asked for is the row's id.
  return { ...withId(row, route.idField), id: (row[route.idField] ?? id) as Identifier };
}

/**
 * react-admin's DataProvider over the back-office grid convention (spec 01 §7.1) plus the named
 * business calls. The only module that knows the wire format.
 */
export function createDataProvider({ http, resources, services = {} }: DataProviderOptions): BackOfficeDataProvider {
  const route = (resource: string) => routeFor(resources, resource);

  const crud: DataProvider = {
    getList: (resource, params) => fetchGrid(http, route(resource), narrowedFilter(params)),

    getOne: async (resource, { id, signal }): Promise<GetOneResult> => ({
      data: await fetchOne(http, route(resource), id, signal),
    }),

    getMany: async (resource, { ids, signal }): Promise<GetManyResult> => {
      const results = await Promise.allSettled(ids.map((id) => fetchOne(http, route(resource), id, signal)));
      const data = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      // All failed for a reason other than "not found": let react-admin report it.
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected' && r.reason?.status !== 404);
      if (!data.length && failure) throw failure.reason;
      return { data };
    },

    getManyReference: (resource, { target, id, filter, ...rest }) =>
      fetchGrid(http, route(resource), { ...rest, filter: { ...filter, [target]: id } }),

    create: async (resource, { data }): Promise<CreateResult> => {
      const { apiPath, idField, createPath } = route(resource);
      const reply = await http.json<Row>(createPath ? createPath(data as Row) : apiPath, { method: 'POST', body: data });
      return { data: withId({ ...(data as Row), ...(reply ?? {}) }, idField) };
    },

    update: async (resource, { id, data }): Promise<UpdateResult> => {
      const { apiPath, idField } = route(resource);
      const reply = await http.json<Row>(`${apiPath}/${segment(id)}`, { method: 'PUT', body: data });
      return { data: { ...withId({ ...(data as Row), ...(reply ?? {}) }, idField), id } };
    },

    updateMany: async (resource, { ids, data }) => {
      const { apiPath } = route(resource);
      await Promise.all(ids.map((id) => http.json(`${apiPath}/${segment(id)}`, { method: 'PUT', body: data })));
      return { data: ids };
    },

    delete: async (resource, { id, previousData }): Promise<DeleteResult> => {
      const { apiPath } = route(resource);
      await http.json(`${apiPath}/${segment(id)}`, { method: 'DELETE' });
      return { data: previousData ?? { id } };
    },

    deleteMany: async (resource, { ids }) => {
      const { apiPath } = route(resource);
      await Promise.all(ids.map((id) => http.json(`${apiPath}/${segment(id)}`, { method: 'DELETE' })));
      return { data: ids };
    },
  };

  const business = createBusinessCalls(http, route, services);
  return { ...crud, ...business, ...createRefundCalls(http, business.download), ...createBalanceCalls(http, services.balance) };
}
