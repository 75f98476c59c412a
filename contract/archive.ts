import { apiNow } from './wireDate';

/**
 * The historicals (spec 01 §2.5, §7.3) are the records of before the move to this back-office:
 * everything up to the end of the day this many days back on the API's clock. The fake API
 * bounds the historicals/* calls by it, and a historical screen opens on its last days.
 */
export const HISTORICAL_DAYS = 60;

/** The archive's last instant, on the API's clock (a Date whose local fields read it). */
export function archiveEnd(now: Date = apiNow()): Date {
  const end = new Date(now);
  end.setDate(end.getDate() - HISTORICAL_DAYS);
  end.setHours(23, 59, 59, 999);
  return end;
}
