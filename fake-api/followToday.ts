/**
 * Keeps a running fake API's data on today: a demo left running overnight (or a test run that
 * crosses midnight UTC) would otherwise answer yesterday's data while every screen's default
 * range is the new "today", and the default grids would come up empty. On the first request of
 * a new UTC day, every date moves forward by the days passed (refreshDates, as at start), and
 * each collection is marked changed so that the sorted copies, column caches and the ledger are
 * rebuilt from the moved rows and the data file is written back.
 */
import type { RequestHandler } from 'express';
import { daysBehind, refreshDates, utcDay } from './refreshDates';
import type { DbMeta } from './seed/types';
import type { CollectionKey, Store } from './store';

/** Moves the store's dates to `now`'s day when it has passed the seed's; answers the days moved. */
export function catchUpToday(store: Store, now: Date): number {
  const { days, shifted } = refreshDates(store.db, now);
  if (days === 0) return 0;
  for (const key of Object.keys(store.db)) if (key !== 'meta') store.changed(key as CollectionKey);
  console.log(`fake-api: a new day (${now.toISOString().slice(0, 10)}); moved ${shifted} dates forward by ${days} day(s).`);
  return days;
}

/**
 * Express middleware doing catchUpToday before a request is answered. Only a db that is as of
 * today when the server starts follows the clock: one seeded at a fixed earlier time (tests
 * asserting on dates) keeps its dates.
 */
export function followToday(store: Store, clock: () => Date = () => new Date()): RequestHandler {
  const start = clock();
  if (daysBehind((store.db.meta as DbMeta | undefined)?.seededAt, start) !== 0) return (_req, _res, next) => next();
  // The UTC day the data was last brought to: a request of that day costs one comparison, not a
  // parse of meta.seededAt; only the first request of another day asks refreshDates.
  let dataDay = utcDay(start.getTime());
  return (_req, _res, next) => {
    const now = clock();
    const day = utcDay(now.getTime());
    if (day !== dataDay) {
      catchUpToday(store, now);
      dataDay = day;
    }
    next();
  };
}
