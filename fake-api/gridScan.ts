/**
 * The scanning half of the grid: sorted orders cached per collection version, columns of
 * field values in that order, and one pass that filters, counts (up to the cap) and pages.
 */
import { GRID_COUNT_CAP, type GridQuery, type GridReply } from '../contract/wire';

export type Row = Record<string, unknown>;
export type RowPredicate = (row: Row) => boolean;
/**
 * A condition on one field's value. These run over cached columns (one array of values per
 * field, in sorted order) instead of the row objects: a scan then reads small contiguous arrays
 * rather than 100,000 large objects scattered through memory.
 */
export interface FieldTest {
  field: string;
  test: (value: unknown) => boolean;
  range?: boolean;
  /** The same range bound as a time: a scan may compare numbers instead of the ISO strings (`OrderedRows.times`). */
  instant?: { bound: 'from' | 'to'; at: number };
}
export type Condition = RowPredicate | FieldTest;

function sortKey(v: unknown): string | number | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return String(v).toLowerCase();
}

/** Rows in sortField order (empty values last either way); stable, so ties keep seed order. */
export function sortRows<T extends Row>(rows: readonly T[], field: string, dir: 'asc' | 'desc'): T[] {
  const keys = rows.map((r) => sortKey(r[field]));
  const idx = rows.map((_, i) => i);
  const sign = dir === 'asc' ? 1 : -1;
  idx.sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    if (ka === kb) return 0;
    if (ka === null) return 1;
    if (kb === null) return -1;
    return (ka < kb ? -1 : 1) * sign;
  });
  return idx.map((i) => rows[i]);
}

/**
 * Sorted copies per (collection, field, direction), dropped when the collection's version
 * changes: sorting 100,000 rows costs ~100 ms, far too much to pay per request.
 */
export class SortCache {
  private entries = new Map<string, OrderedRows<Row>>();

  sorted<T extends Row>(name: string, version: number, rows: readonly T[], field: string, dir: 'asc' | 'desc'): T[] {
    return this.ordered(name, version, rows, field, dir).rows;
  }

  /** Rows in the order asked (natural order without a field) with their column cache. */
  ordered<T extends Row>(name: string, version: number, rows: readonly T[], field?: string, dir: 'asc' | 'desc' = 'desc'): OrderedRows<T> {
    const key = field ? `${name}|${field}|${dir}` : `${name}|natural`;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit as unknown as OrderedRows<T>;
    const entry = new OrderedRows(version, field ? sortRows(rows, field, dir) : (rows as T[]));
    this.entries.set(key, entry as unknown as OrderedRows<Row>);
    return entry;
  }
}

/** A low-cardinality column as small codes into a dictionary of its distinct values. */
export interface EncodedColumn {
  codes: Uint8Array;
  values: unknown[];
}
const MAX_DICTIONARY = 255;

/** Rows in one order plus, built on first use, the values of a field in that order. */
export class OrderedRows<T extends Row> {
  private columns = new Map<string, unknown[]>();
  private encodedColumns = new Map<string, EncodedColumn | null>();
  private timeColumns = new Map<string, Float64Array | null>();
  private numberColumns = new Map<string, Float64Array>();

  constructor(
    readonly version: number,
    readonly rows: T[],
  ) {}

  /**
   * Status, merchant, shop, country, test flag...: few distinct values. A test over such a
   * column runs once per distinct value, and the scan reads one byte per row.
   */
  encoded(field: string): EncodedColumn | null {
    if (this.encodedColumns.has(field)) return this.encodedColumns.get(field) ?? null;
    // Read from the rows, not through column(): an array of a million values kept beside its
    // codes would hold tens of MB that no scan reads again (the 1M bench's memory budget).
    const rows = this.rows;
    const index = new Map<unknown, number>();
    const values: unknown[] = [];
    const codes = new Uint8Array(rows.length);
    let result: EncodedColumn | null = { codes, values };
    for (let i = 0; i < rows.length; i++) {
      const value = rows[i][field];
      let code = index.get(value);
      if (code === undefined) {
        if (values.length >= MAX_DICTIONARY) {
          result = null;
          break;
        }
        code = values.length;
        values.push(value);
        index.set(value, code);
      }
      codes[i] = code;
    }
    this.encodedColumns.set(field, result);
    return result;
  }

  /**
   * An ISO instant column as milliseconds (NaN for an empty value), or null if any value is
   * written otherwise. Under another sort order the strings lie all over the heap: a re-sorted
   * page's date range then reads one contiguous array instead.
   */
  times(field: string): Float64Array | null {
    if (this.timeColumns.has(field)) return this.timeColumns.get(field) ?? null;
    const times: Float64Array | null = new Float64Array(this.rows.length);
    let result: Float64Array | null = times;
    for (let i = 0; i < this.rows.length; i++) {
      const v = this.rows[i][field];
      if (v === null || v === undefined) times[i] = NaN;
      // One fixed shape, so that the numbers order as the strings do (toISOString's).
      else if (typeof v === 'string' && v.length === 24 && v[10] === 'T' && v[23] === 'Z') times[i] = Date.parse(v);
      else {
        result = null;
        break;
      }
    }
    this.timeColumns.set(field, result);
    return result;
  }

  /** A numeric column as one typed array (anything else reads 0): the totals add it up per matching row. */
  numbers(field: string): Float64Array {
    let col = this.numberColumns.get(field);
    if (!col) {
      col = Float64Array.from(this.rows, (r) => {
        const v = r[field];
        return typeof v === 'number' && Number.isFinite(v) ? v : 0;
      });
      this.numberColumns.set(field, col);
    }
    return col;
  }

  column(field: string): unknown[] {
    let col = this.columns.get(field);
    if (!col) {
      col = this.rows.map((r) => r[field]);
      this.columns.set(field, col);
    }
    return col;
  }
}

/**
 * Filters, sorts and pages. Walks the (pre-sorted) rows once and stops as soon as the page is
 * full and the count has passed the cap, which keeps a default page well inside the budget.
 */
export function pageRows<T extends Row>(
  ordered: readonly T[],
  q: GridQuery,
  conditions: readonly Condition[],
  scan: {
    from?: number;
    to?: number;
    column?: (field: string) => readonly unknown[];
    encoded?: (field: string) => EncodedColumn | null;
    times?: (field: string) => Float64Array | null;
    /** Called with each matching row's index: the scan then reads every row, past the count cap (totals). */
    onMatch?: (index: number) => void;
  } = {},
): GridReply<T> {
  const all = q.pageSize === 0;
  const start = all ? 0 : q.pageIndex * q.pageSize;
  const end = all ? Infinity : start + q.pageSize;
  const column = scan.column ?? ((field: string) => ordered.map((r) => r[field]));
  const fieldTests = conditions.filter((c): c is FieldTest => typeof c !== 'function');
  // Encoded columns: the test runs per distinct value into a pass table, the scan reads bytes.
  const codeCols: Uint8Array[] = [];
  const passTables: Uint8Array[] = [];
  // Time columns: each test a [lowest, highest] interval; NaN (no value) is in none, as no string test passes it.
  const timeCols: Float64Array[] = [];
  const lowest: number[] = [];
  const highest: number[] = [];
  const valueTests: FieldTest[] = [];
  for (const t of fieldTests) {
    const enc = t.instant ? null : scan.encoded?.(t.field);
    const times = t.instant ? scan.times?.(t.field) : null;
    if (enc) {
      codeCols.push(enc.codes);
      passTables.push(Uint8Array.from(enc.values, (v) => (t.test(v) ? 1 : 0)));
    } else if (times && t.instant) {
      timeCols.push(times);
      lowest.push(t.instant.bound === 'from' ? t.instant.at : -Infinity);
      highest.push(t.instant.bound === 'to' ? t.instant.at : Infinity);
    } else valueTests.push(t);
  }
  const ne = codeCols.length;
  const nm = timeCols.length;
  const cols = valueTests.map((t) => column(t.field));
  const tests = valueTests.map((t) => t.test);
  const preds = conditions.filter((c): c is RowPredicate => typeof c === 'function');
  const nt = tests.length;
  const np = preds.length;
  const data: T[] = [];
  let matched = 0;
  const last = Math.min(scan.to ?? ordered.length, ordered.length);
  const onMatch = scan.onMatch;
  for (let i = scan.from ?? 0; i < last; i++) {
    let ok = true;
    for (let k = 0; k < ne; k++) {
      if (passTables[k][codeCols[k][i]] === 0) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    for (let k = 0; k < nm; k++) {
      const at = timeCols[k][i];
      if (!(at >= lowest[k] && at <= highest[k])) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    for (let k = 0; k < nt; k++) {
      if (!tests[k](cols[k][i])) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (np > 0) {
      const row = ordered[i];
      for (let p = 0; p < np; p++) {
        if (!preds[p](row)) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
    }
    if (matched >= start && matched < end) data.push(ordered[i]);
    matched++;
    if (onMatch) onMatch(i);
    else if (!all && matched > GRID_COUNT_CAP && matched >= end) break;
  }
  return { data, count: Math.min(matched, GRID_COUNT_CAP), maxCountReached: matched > GRID_COUNT_CAP };
}

type Bound = string | number;

/**
 * The contiguous slice of rows sorted by `field` whose value lies in the range (the range
 * predicates still run on it). The default screen sorts by createdDate and filters a createdDate
 * range, so this turns a scan of 100,000 rows into a scan of the days asked for.
 */
export function sortedWindow(
  sorted: readonly Row[],
  field: string,
  dir: 'asc' | 'desc',
  range: { from?: Bound; to?: Bound },
): { from: number; to: number } | null {
  const value = (i: number): Bound | null => {
    const v = sorted[i][field];
    return typeof v === 'string' || typeof v === 'number' ? v : null;
  };
  // Values of one field share a type; a number bound on text rows (or the reverse) gives up.
  const sample = sorted.length > 0 ? value(0) : null;
  if (sample === null || [range.from, range.to].some((b) => b !== undefined && typeof b !== typeof sample)) return null;
  // First index where pred turns true; pred is monotone over the sorted order (nulls sort last).
  const firstTrue = (pred: (v: Bound | null) => boolean): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pred(value(mid))) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const { from, to } = range;
  const start =
    dir === 'desc'
      ? to === undefined
        ? 0
        : firstTrue((v) => v === null || v <= to)
      : from === undefined
        ? 0
        : firstTrue((v) => v === null || v >= from);
  const end =
    dir === 'desc'
      ? firstTrue((v) => v === null || (from !== undefined && v < from))
      : firstTrue((v) => v === null || (to !== undefined && v > to));
  return { from: start, to: Math.max(start, end) };
}
