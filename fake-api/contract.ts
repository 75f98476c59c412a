/**
 * The grid convention of the wire contract (src/providers/wire.ts), done with plain array work:
 * json-server's own query engine needs ~250 ms for a filtered, sorted page over 100,000 rows
 * (docs/stack.md), far over the 50 ms budget.
 */
import type { Request } from 'express';
import { GRID_MAX_PAGE_SIZE, type GridQuery, type GridReply } from '../contract/wire';
import { pageRows, sortedWindow, type Condition, type FieldTest, type Row, type SortCache } from './gridScan';
import { badRequest, quoted } from './httpError';
import { EXPORT_LAYOUT_PARAM } from '../contract/exportLayout';
import { parseDateText } from '../contract/dateText';

export { parseDateText } from '../contract/dateText';
import { parseTotalsParams, TOTALS_EXCEPT_KEY, TOTALS_KEY } from '../contract/gridTotals';
import { totalsGatherer } from './gridTotals';

export { OrderedRows, SortCache, pageRows, sortRows, sortedWindow } from './gridScan';
export type { Condition, EncodedColumn, FieldTest, Row, RowPredicate } from './gridScan';

// An export's layout (contract/exportLayout) says how to write the rows, not which; totals ask for sums beside the page.
const RESERVED_KEYS = new Set([
  'pageIndex',
  'pageSize',
  'sortField',
  'sortDirection',
  'query',
  EXPORT_LAYOUT_PARAM,
  TOTALS_KEY,
  TOTALS_EXCEPT_KEY,
]);
const MAX_PAGE_INDEX = 1_000_000;
/** Filter keys that hold a date bound, whatever the collection (createdDateFrom, dateTo, paidDateFrom…). */
const DATE_BOUND_KEY = /date(From|To)$/i;

/** Reads one query value as text; qs turns `a[]=x` into arrays and `a[b]=x` into objects. */
function queryText(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(',');
  throw badRequest(`${quoted(key)} must be text`);
}

function intParam(key: string, raw: unknown, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const text = queryText(key, raw);
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(n) || n < min || n > max) {
    throw badRequest(`${quoted(key)} must be a number between ${min} and ${max}`);
  }
  return n;
}

export interface GridQueryOptions {
  /** Page size when the call names none (default 10). */
  pageSize?: number;
  /**
   * The whole result, not a page: exports (spec 01 §7.1 sends pageIndex 0 and pageSize 0) and the
   * calls that add every row up. pageSize 0 is accepted and the answer is every row.
   */
  export?: boolean;
}

/**
 * Parses and validates pageIndex, pageSize, sortField, sortDirection, query and the filters. A
 * list's page holds 1 to GRID_MAX_PAGE_SIZE rows (the screens' largest option): `pageSize=0`
 * ("every row") is for exports only, so no list call can ask for a whole collection.
 */
export function parseGridQuery(query: Request['query'], options: GridQueryOptions = {}): GridQuery {
  const pageIndex = intParam('pageIndex', query.pageIndex, 0, MAX_PAGE_INDEX, 0);
  const pageSize = intParam('pageSize', query.pageSize, options.export ? 0 : 1, GRID_MAX_PAGE_SIZE, options.pageSize ?? 10);
  let sortDirection: 'asc' | 'desc' = 'desc';
  if (query.sortDirection !== undefined && query.sortDirection !== '') {
    const dir = queryText('sortDirection', query.sortDirection).toLowerCase();
    if (dir === 'asc' || dir === 'ascend') sortDirection = 'asc';
    else if (dir === 'desc' || dir === 'descend') sortDirection = 'desc';
    else throw badRequest('sortDirection must be asc or desc');
  }
  const sortField = query.sortField ? queryText('sortField', query.sortField) : undefined;
  const text = query.query ? queryText('query', query.query).trim() : undefined;
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (RESERVED_KEYS.has(key) || value === undefined) continue;
    const v = queryText(key, value).trim();
    if (v === '') continue;
    // A date bound that does not parse is refused even where the collection ignores the key:
    // silently dropping it would answer rows the user did not ask for.
    const bound = DATE_BOUND_KEY.exec(key);
    if (bound && !parseDateText(v, bound[1] === 'From' ? 'from' : 'to')) throw badRequest(dateMessage(key));
    filters[key] = v;
  }
  const paging = options.export ? { pageIndex: 0, pageSize: 0 } : { pageIndex, pageSize };
  const totals = parseTotalsParams(
    query[TOTALS_KEY] === undefined ? undefined : queryText(TOTALS_KEY, query[TOTALS_KEY]),
    query[TOTALS_EXCEPT_KEY] === undefined ? undefined : queryText(TOTALS_EXCEPT_KEY, query[TOTALS_EXCEPT_KEY]),
  );
  if (typeof totals === 'string') throw badRequest(totals);
  // An export is every row already: its totals are not asked.
  const wanted = totals && !options.export ? { totals } : {};
  return { ...paging, sortField, sortDirection, query: text || undefined, filters, ...wanted };
}

export const dateMessage = (key: string) => `${quoted(key)} must be a date dd/MM/yyyy or dd/MM/yyyy HH:mm:ss.SSS`;

/** How one collection is searched and filtered beyond the generic rules. */
export interface GridSpec {
  /** Row fields `query` searches (case-insensitive substring); default: the id-like fields. */
  searchFields?: readonly string[];
  /** A condition that applies whatever the filters say (e.g. test rows hidden by default). */
  base?: (filters: Record<string, string>) => Condition | null;
  /** Filter keys with their own meaning; a builder may return null to add no condition. */
  custom?: Record<string, (value: string, filters: Record<string, string>) => Condition | null>;
  /** Filter key -> row field, where the client's name differs from the row's. */
  aliases?: Record<string, string>;
  /** `<rangePrefix>From/To` apply to the field the `key` filter names (transactions' dateType). */
  dateSelector?: {
    key: string;
    rangePrefix: string;
    fields: readonly string[];
    fallback: string;
    /** The values the client sends when they are not the fields' names (refunds: CreatedDate -> requestDate). */
    choices?: Readonly<Record<string, string>>;
  };
}

/** The row fields a collection has, read from a few rows (seeded rows share one shape). */
export function fieldsOf(rows: readonly Row[]): Map<string, string> {
  const fields = new Map<string, string>();
  const sample = rows.length <= 20 ? rows : [...rows.slice(0, 10), ...rows.slice(-10)];
  for (const row of sample) {
    for (const [k, v] of Object.entries(row)) {
      if (v !== null && v !== undefined) fields.set(k, typeof v);
      else if (!fields.has(k)) fields.set(k, 'null');
    }
  }
  return fields;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function exactPredicate(field: string, value: string): FieldTest {
  const wanted = new Set(
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  );
  return { field, test: (v) => v !== null && v !== undefined && wanted.has(String(v).toLowerCase()) };
}

/** Range bounds per field, in row-value terms: lets runGrid cut a sorted window instead of scanning. */
export type RangeBounds = Map<string, { from?: string | number; to?: string | number }>;

function noteBound(bounds: RangeBounds | undefined, field: string, bound: 'from' | 'to', value: string | number): void {
  if (!bounds) return;
  const entry = bounds.get(field) ?? {};
  entry[bound] = value;
  bounds.set(field, entry);
}

function rangePredicate(key: string, field: string, kind: string, value: string, bound: 'from' | 'to', bounds?: RangeBounds): FieldTest {
  if (kind === 'number') {
    const n = Number(value);
    if (Number.isNaN(n)) throw badRequest(`${quoted(key)} must be a number`);
    noteBound(bounds, field, bound, n);
    return {
      field,
      range: true,
      test: bound === 'from' ? (v) => typeof v === 'number' && v >= n : (v) => typeof v === 'number' && v <= n,
    };
  }
  const iso = parseDateText(value, bound);
  if (!iso) throw badRequest(dateMessage(key));
  noteBound(bounds, field, bound, iso);
  return {
    field,
    range: true,
    test: bound === 'from' ? (v) => typeof v === 'string' && v >= iso : (v) => typeof v === 'string' && v <= iso,
    instant: { bound, at: Date.parse(iso) },
  };
}

/** Turns the filters and `query` into one predicate list; bad values answer 400 naming the key. */
export function compileFilters(q: GridQuery, spec: GridSpec, fields: Map<string, string>, bounds?: RangeBounds): Condition[] {
  const preds: Condition[] = [];
  const basePred = spec.base?.(q.filters);
  if (basePred) preds.push(basePred);
  const sel = spec.dateSelector;
  let selected: string | undefined;
  if (sel) {
    const raw = q.filters[sel.key];
    if (raw) {
      const names = sel.choices ?? Object.fromEntries(sel.fields.map((f) => [f, f]));
      const name = Object.keys(names).find(
        (n) => n.toLowerCase() === lowerFirst(raw).toLowerCase() || n.toLowerCase() === raw.toLowerCase(),
      );
      if (!name) throw badRequest(`${sel.key} must be one of ${Object.keys(names).join(', ')}`);
      selected = names[name];
    } else selected = sel.fallback;
  }
  for (const [key, value] of Object.entries(q.filters)) {
    const custom = spec.custom?.[key];
    if (custom) {
      const p = custom(value, q.filters);
      if (p) preds.push(p);
      continue;
    }
    if (sel && key === sel.key) continue;
    if (sel && selected && (key === `${sel.rangePrefix}From` || key === `${sel.rangePrefix}To`)) {
      preds.push(rangePredicate(key, selected, 'string', value, key.endsWith('From') ? 'from' : 'to', bounds));
      continue;
    }
    const field = spec.aliases?.[key] ?? key;
    if (fields.has(field)) {
      preds.push(exactPredicate(field, value));
      continue;
    }
    const range = /^(.*)(From|To)$/.exec(key);
    if (range) {
      const base = spec.aliases?.[range[1]] ?? range[1];
      const kind = fields.get(base);
      if (kind) preds.push(rangePredicate(key, base, kind, value, range[2] === 'From' ? 'from' : 'to', bounds));
    }
    // Keys that name nothing in the rows are ignored, as the real API ignores unknown parameters.
  }
  if (q.query) {
    const needle = q.query.toLowerCase();
    const searchFields = spec.searchFields ?? [...fields.keys()].filter((k) => /(id|reference)$/i.test(k));
    preds.push((row) =>
      searchFields.some((f) => {
        const v = row[f];
        return v !== null && v !== undefined && String(v).toLowerCase().includes(needle);
      }),
    );
  }
  return preds;
}

export interface GridSource<T extends Row> {
  name: string;
  version: number;
  rows: readonly T[];
}

/** One grid request end to end: parse -> compile -> sort (cached) -> page. */
export function runGrid<T extends Row>(
  source: GridSource<T>,
  q: GridQuery,
  spec: GridSpec,
  cache: SortCache,
  scope?: Condition,
): GridReply<T> {
  const fields = fieldsOf(source.rows);
  // react-admin's default sort field `id` names no back-office row field: keep the natural order.
  if (q.sortField === 'id' && !fields.has('id')) q = { ...q, sortField: undefined };
  if (q.sortField && source.rows.length > 0 && !fields.has(q.sortField)) {
    throw badRequest(`sortField must be a field of ${source.name}`);
  }
  const bounds: RangeBounds = new Map();
  const preds = compileFilters(q, spec, fields, bounds);
  if (scope) preds.unshift(scope);
  /** One filtering pass over the rows in `sortField` order, through the slice of its range when it has one. */
  const scan = (query: GridQuery, sortField: string | undefined, dir: 'asc' | 'desc', onMatch?: (index: number) => void) => {
    const ordered = cache.ordered(source.name, source.version, source.rows, sortField, dir);
    const columns = {
      column: (field: string) => ordered.column(field),
      encoded: (field: string) => ordered.encoded(field),
      times: (field: string) => ordered.times(field),
      onMatch,
    };
    const range = sortField ? bounds.get(sortField) : undefined;
    const window = sortField && range ? sortedWindow(ordered.rows, sortField, dir, range) : null;
    if (!window) return { ordered, reply: pageRows(ordered.rows, query, preds, columns) };
    // The window holds exactly the rows inside the range: its own range tests can go.
    const rest = preds.filter((c) => typeof c === 'function' || !(c.range && c.field === sortField));
    return { ordered, reply: pageRows(ordered.rows, query, rest, { ...columns, from: window.from, to: window.to }) };
  };
  const page = scan(q, q.sortField, q.sortDirection ?? 'desc').reply;
  if (!q.totals) return page;
  // Totals do not depend on the page's order: they are gathered in the order of a ranged field
  // (the date range every money list has), over that range's slice only, whatever the sort.
  const rangeField = q.sortField && bounds.has(q.sortField) ? q.sortField : [...bounds.keys()].find((field) => fields.has(field));
  const order = cache.ordered(source.name, source.version, source.rows, rangeField, 'desc');
  const totals = totalsGatherer(q.totals, q.filters, order, fields, source.name);
  // Asked for one row: with onMatch the pass still reads every matching row, past the count cap.
  scan({ ...q, pageIndex: 0, pageSize: 1 }, rangeField, 'desc', totals.onMatch);
  return { ...page, totalsByCurrency: totals.result() };
}
