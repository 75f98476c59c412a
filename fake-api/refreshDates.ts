/**
 * Keeps a demo data file current: the seed writes dates relative to its own time (meta.seededAt),
 * so a file seeded on an earlier day has no rows "today" and the default screens come up empty.
 * On load, every ISO date moves forward by the whole days between the seed day and today. Whole
 * days keep times of day, day boundaries and the order of events, so daily balances and
 * settlement periods that chain day to day stay coherent; writes made since the seed move with
 * everything else. Weekdays do move (by days mod 7): weekly settlement periods seeded Monday to
 * Sunday may then start on another weekday.
 */
import type { Db, DbMeta } from './seed/types';

const DAY_MS = 86_400_000;

/** meta as this module leaves it; `firstSeededAt` keeps the seed's own time across refreshes. */
export interface RefreshedMeta extends DbMeta {
  firstSeededAt?: string;
}

export interface RefreshResult {
  /** Whole days every date moved forward (0 when nothing changed). */
  days: number;
  /** How many date strings were rewritten (meta excluded). */
  shifted: number;
}

/** FAKE_API_FREEZE_DATES=1 (or true) keeps the data file's dates as stored. */
export function datesFrozen(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.FAKE_API_FREEZE_DATES?.trim().toLowerCase();
  return raw === '1' || raw === 'true';
}

/** The whole UTC days since the epoch of an instant in ms: one number per UTC day. */
export function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** Whole UTC days from the seed day to today's; 0 when seededAt is missing, bad or not earlier. */
export function daysBehind(seededAt: string | undefined, now: Date): number {
  const seeded = seededAt === undefined ? Number.NaN : Date.parse(seededAt);
  if (Number.isNaN(seeded)) return 0;
  return Math.max(0, utcDay(now.getTime()) - utcDay(seeded));
}

// Only whole values: text that merely holds a date (descriptions, file names, CSV bodies, JSON
// logs) stays as written, since rewriting inside free text could corrupt it.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,3})?Z$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const SHORTEST = 'YYYY-MM-DD'.length;
const LONGEST = 'YYYY-MM-DDTHH:mm:ss.sssZ'.length;
const DASH = 45;

/**
 * Moving by whole days changes only the `YYYY-MM-DD` part, so each distinct day is worked out
 * once (a db holds a few hundred days) and the time part is kept as written: no Date per value.
 */
class DayShifter {
  private readonly days = new Map<string, string | null>();
  constructor(private readonly by: number) {}

  /** The same date `by` days later in the same shape, or null when `text` is not an ISO date. */
  shift(text: string): string | null {
    const n = text.length;
    // Cheap shape check first: almost every string in the db is not a date.
    if (n < SHORTEST || n > LONGEST || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return null;
    if (!(n === SHORTEST ? DATE_ONLY : DATE_TIME).test(text)) return null;
    const day = this.day(text.slice(0, SHORTEST));
    return day === null ? null : day + text.slice(SHORTEST);
  }

  private day(day: string): string | null {
    let moved = this.days.get(day);
    if (moved === undefined) {
      const ms = Date.parse(`${day}T00:00:00.000Z`);
      // Date.parse rolls 2026-02-30 over to March: only a real calendar day counts as a date.
      const real = !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
      moved = real ? new Date(ms + this.by * DAY_MS).toISOString().slice(0, SHORTEST) : null;
      this.days.set(day, moved);
    }
    return moved;
  }
}

/** The same date `days` later in the same shape, or null when `text` is not an ISO date. */
export function shiftDateText(text: string, days: number): string | null {
  return new DayShifter(days).shift(text);
}

/**
 * `seen` holds the objects already moved: the seed shares some objects between rows (a batch's
 * name parameters copied onto each of its payouts), and a shared object must move once, not once
 * per row that holds it.
 */
function walk(value: object, shifter: DayShifter, seen: WeakSet<object>): number {
  if (seen.has(value)) return 0;
  seen.add(value);
  let count = 0;
  if (Array.isArray(value)) {
    const list = value as unknown[];
    for (let i = 0; i < list.length; i += 1) {
      const item = list[i];
      if (typeof item === 'string') {
        const moved = shifter.shift(item);
        if (moved !== null) {
          list[i] = moved;
          count += 1;
        }
      } else if (item !== null && typeof item === 'object') count += walk(item, shifter, seen);
    }
    return count;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (typeof item === 'string') {
      const moved = shifter.shift(item);
      if (moved !== null) {
        record[key] = moved;
        count += 1;
      }
    } else if (item !== null && typeof item === 'object') count += walk(item, shifter, seen);
  }
  return count;
}

/** Moves every date string inside `value` (objects and arrays, any depth) in place; answers the count. */
export function shiftDatesIn(value: unknown, days: number): number {
  if (days === 0 || value === null || typeof value !== 'object') return 0;
  return walk(value, new DayShifter(days), new WeakSet());
}

/**
 * Brings a db seeded on an earlier UTC day up to `now`'s day, in place: every collection's dates
 * and meta.seededAt move forward by the same whole days; meta.firstSeededAt keeps the original.
 * The caller persists the db when `days` > 0.
 */
export function refreshDates(db: Db, now: Date = new Date()): RefreshResult {
  const meta = db.meta as RefreshedMeta | undefined;
  const days = daysBehind(meta?.seededAt, now);
  if (days === 0 || !meta) return { days: 0, shifted: 0 };
  const shifter = new DayShifter(days);
  const seen = new WeakSet<object>();
  let shifted = 0;
  for (const key of Object.keys(db) as (keyof Db)[]) {
    const collection = db[key];
    if (key !== 'meta' && collection !== null && typeof collection === 'object') shifted += walk(collection, shifter, seen);
  }
  meta.firstSeededAt ??= meta.seededAt;
  meta.seededAt = new Date(Date.parse(meta.seededAt) + days * DAY_MS).toISOString();
  return { days, shifted };
}
