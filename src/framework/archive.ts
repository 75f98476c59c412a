import { archiveEnd } from '../../contract/archive';
import { apiNow, toWireDate } from './format';
import { isPinned, type FilterSpec } from './filters/types';

/** How much of the archive a historical screen opens on: its last two months. */
export const ARCHIVE_WINDOW_DAYS = 60;

/** The archive's last ARCHIVE_WINDOW_DAYS whole days. */
export function archiveWindow(now: Date = apiNow()): { from: Date; to: Date } {
  const to = archiveEnd(now);
  const from = new Date(to);
  from.setDate(from.getDate() - (ARCHIVE_WINDOW_DAYS - 1));
  from.setHours(0, 0, 0, 0);
  return { from, to };
}

/**
 * A screen's default filters moved into the archive: each date range it sets, or always shows,
 * becomes the archive's last ARCHIVE_WINDOW_DAYS days (an archive is sparse, and "today" is never
 * in it; an empty range would hide the archive's end the API applies). Other values stay.
 */
export function toArchiveWindow<V extends Record<string, unknown>>(values: V, specs: readonly FilterSpec[], now: Date = apiNow()): V {
  const next: Record<string, unknown> = { ...values };
  const { from, to } = archiveWindow(now);
  for (const spec of specs) {
    if (spec.kind !== 'dateRange') continue;
    const [fromKey, toKey] = [`${spec.source}From`, `${spec.source}To`];
    if (!(fromKey in next) && !(toKey in next) && !isPinned(spec)) continue;
    next[fromKey] = toWireDate(from);
    next[toKey] = toWireDate(to);
  }
  return next as V;
}
