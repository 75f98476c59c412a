import { lastDaysRange, type FilterSpec, type FilterValues, apiNow } from '../../src/framework';
import { notificationKey } from './messages';

/** The grid's date filter `date` travels as `dateFrom` / `dateTo` (the log row's `date`). */
export const DATE_SOURCE = 'date';

/** Spec 02 §9: today, 00:00:00.000 to 23:59:59.999 in the user's time. */
export function defaultNotificationFilter(now: Date = apiNow()): FilterValues {
  return lastDaysRange(0, DATE_SOURCE, now);
}

/** Spec 02 §2: a date range, required (always on, it cannot be cleared). */
export const NOTIFICATION_FILTERS: readonly FilterSpec[] = [
  { kind: 'dateRange', source: DATE_SOURCE, label: notificationKey('filters.date'), withTime: true, required: true },
];
