import type { PaginationPayload, SortPayload } from 'react-admin';
import { GRID_MAX_PAGE_SIZE, type GridQuery } from '../../contract/wire';
import { formatWireDate } from '../../contract/wireDate';

export interface ListQuery {
  pagination?: PaginationPayload;
  sort?: SortPayload;
  filter?: Record<string, unknown>;
}

/** Spec 01 §7.1: 'ascend' (and react-admin's 'ASC') map to 'asc', anything else to 'desc'. */
export const toSortDirection = (order: string | undefined): 'asc' | 'desc' => (order && /^asc/i.test(order) ? 'asc' : 'desc');

/**
 * One filter value as query text, or undefined when it must not be sent (empty values are not
 * sent, wire contract). Multi-value filters travel comma-joined under one key.
 */
export function wireFilterValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : formatWireDate(value);
  if (Array.isArray(value)) {
    const parts = value.map(wireFilterValue).filter((part): part is string => part !== undefined);
    return parts.length ? parts.join(',') : undefined;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value.trim() ? value.trim() : undefined;
  // Nested objects have no place in the flat key=value grid query.
  return undefined;
}

/** The wire filters of a react-admin filter object; `q` is the free-text `query`, not a filter. */
export function wireFilters(filter: Record<string, unknown> = {}): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') continue;
    const text = wireFilterValue(value);
    if (text !== undefined) filters[key] = text;
  }
  return filters;
}

/**
 * A list's page size as the server takes it: 1 to GRID_MAX_PAGE_SIZE rows. react-admin reads
 * `perPage` from the address too, so `?perPage=0` or `?perPage=5000` must not ask for everything.
 */
export function listPageSize(perPage: number | undefined): number {
  if (perPage === undefined || !Number.isFinite(perPage)) return 10;
  return Math.min(Math.max(Math.floor(perPage), 1), GRID_MAX_PAGE_SIZE);
}

/**
 * react-admin's list params -> the back-office grid query of one page. `idField` stands in for
 * react-admin's default sort field `id`, which no back-office row has. Exports ask for every row
 * themselves (pageSize 0).
 */
export function toGridQuery({ pagination, sort, filter }: ListQuery, idField?: string): GridQuery {
  const page = Number.isFinite(pagination?.page) ? Math.floor(pagination?.page ?? 1) : 1;
  const query: GridQuery = { pageIndex: Math.max(page - 1, 0), pageSize: listPageSize(pagination?.perPage), filters: wireFilters(filter) };
  if (sort?.field) {
    query.sortField = sort.field === 'id' && idField ? idField : sort.field;
    query.sortDirection = toSortDirection(sort.order);
  }
  const text = wireFilterValue(filter?.q);
  if (text !== undefined) query.query = text;
  return query;
}

/** Query string order of spec 01 §7.1: paging, sort, query, then each filter. */
export function gridSearchParams(query: GridQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('pageIndex', String(query.pageIndex));
  params.set('pageSize', String(query.pageSize));
  if (query.sortField) {
    params.set('sortField', query.sortField);
    params.set('sortDirection', query.sortDirection ?? 'desc');
  }
  if (query.query) params.set('query', query.query);
  for (const [key, value] of Object.entries(query.filters)) params.set(key, value);
  return params;
}
