/**
 * The grid convention of the wire contract (src/providers/wire.ts), done with plain array work:
 * json-server's own query engine needs ~250 ms for a filtered, sorted page over 100,000 rows
 * (docs/stack.md), far over the 50 ms budget.
 */
import type { Request } from 'express';
import type { GridQuery, GridReply } from '../src/providers/wire';
import { pageRows, sortedWindow, type Condition, type FieldTest, type Row, type SortCache } from './gridScan';
import { badRequest } from './httpError';

export { OrderedRows, SortCache, pageRows, sortRows, sortedWindow } from './gridScan';
export type { Condition, EncodedColumn, FieldTest, Row, RowPredicate } from './gridScan';

const RESERVED_KEYS = new Set(['pageIndex', 'pageSize', 'sortField', 'sortDirection', 'query']);
export const MAX_PAGE_SIZE = 200;

/** Reads one query value as text; qs turns `a[]=x` into arrays and `a[b]=x` into objects. */
function queryText(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(',');
  throw badRequest(`${key} must be text`);
}

function intParam(key: string, raw: unknown, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const text = queryText(key, raw);
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(n) || n < min || n > max) {
    throw badRequest(`${key} must be a number between ${min} and ${max}`);
  }
  return n;
}

/** Parses and validates pageIndex, pageSize, sortField, sortDirection, query and the filters. */
export function parseGridQuery(query: Request['query'], defaults: { pageSize?: number } = {}): GridQuery {
  const pageIndex = intParam('pageIndex', query.pageIndex, 0, 1_000_000, 0);
  const pageSize = intParam('pageSize', query.pageSize, 0, MAX_PAGE_SIZE, defaults.pageSize ?? 10);
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
    if (v !== '') filters[key] = v;
  }
  return { pageIndex, pageSize, sortField, sortDirection, query: text || undefined, filters };
}

const DAY_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
const ISO_TEXT = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * `dd/MM/yyyy` or `dd/MM/yyyy HH:mm:ss.SSS` (UTC, as the screens show) to ISO text. A bare day
 * covers the whole day: its start for a `From` bound, its last millisecond for a `To` bound.
 */
export function parseDateText(text: string, bound: 'from' | 'to'): string | null {
  const m = DAY_TEXT.exec(text.trim());
  if (m) {
    const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const hasTime = m[4] !== undefined;
    const h = hasTime ? Number(m[4]) : bound === 'from' ? 0 : 23;
    const min = hasTime ? Number(m[5]) : bound === 'from' ? 0 : 59;
    const s = m[6] !== undefined ? Number(m[6]) : hasTime ? 0 : bound === 'from' ? 0 : 59;
    const ms = m[7] !== undefined ? Number(m[7].padEnd(3, '0')) : hasTime ? 0 : bound === 'from' ? 0 : 999;
    const date = new Date(Date.UTC(year, month - 1, day, h, min, s, ms));
    if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1 || h > 23 || min > 59 || s > 59) return null;
    return date.toISOString();
  }
  if (ISO_TEXT.test(text.trim())) {
    const t = Date.parse(text);
    return Number.isNaN(t) ? null : new Date(t).toISOString();
  }
  return null;
}

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
  dateSelector?: { key: string; rangePrefix: string; fields: readonly string[]; fallback: string };
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
    if (Number.isNaN(n)) throw badRequest(`${key} must be a number`);
    noteBound(bounds, field, bound, n);
    return {
      field,
      range: true,
      test: bound === 'from' ? (v) => typeof v === 'number' && v >= n : (v) => typeof v === 'number' && v <= n,
    };
  }
  const iso = parseDateText(value, bound);
  if (!iso) throw badRequest(`${key} must be a date dd/MM/yyyy or dd/MM/yyyy HH:mm:ss.SSS`);
  noteBound(bounds, field, bound, iso);
  return {
    field,
    range: true,
    test: bound === 'from' ? (v) => typeof v === 'string' && v >= iso : (v) => typeof v === 'string' && v <= iso,
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
      const wanted = sel.fields.find((f) => f.toLowerCase() === lowerFirst(raw).toLowerCase());
      if (!wanted) throw badRequest(`${sel.key} must be one of ${sel.fields.join(', ')}`);
      selected = wanted;
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
  const dir = q.sortDirection ?? 'desc';
  const ordered = cache.ordered(source.name, source.version, source.rows, q.sortField, dir);
  const column = (field: string) => ordered.column(field);
  const encoded = (field: string) => ordered.encoded(field);
  const range = q.sortField ? bounds.get(q.sortField) : undefined;
  if (!q.sortField || !range) return pageRows(ordered.rows, q, preds, { column, encoded });
  const window = sortedWindow(ordered.rows, q.sortField, dir, range);
  if (!window) return pageRows(ordered.rows, q, preds, { column, encoded });
  // The window holds exactly the rows inside the range: its own range tests can go.
  const rest = preds.filter((c) => typeof c === 'function' || !(c.range && c.field === q.sortField));
  return pageRows(ordered.rows, q, rest, { column, encoded, from: window.from, to: window.to });
}
