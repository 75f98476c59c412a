/**
 * Dates as the API reads them in a query or a body: the screens' day/month/year text or ISO 8601.
 * Shared by the fake API (filters, bodies) and the contract's body schemas (contract/schema/day.ts).
 */

/** Years a date filter may name: older or later ones are typing slips (`24/11/0002`), not searches. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;
const DAY_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
const ISO_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The instant of a calendar date and optional time, checked field by field (31/02 is no date). */
function instant([year, month, day]: number[], time: (string | undefined)[], bound: 'from' | 'to', offsetMinutes = 0): string | null {
  const [hh, mm, ss, sss] = time;
  const hasTime = hh !== undefined;
  const end = bound === 'to' && !hasTime;
  const h = hasTime ? Number(hh) : end ? 23 : 0;
  const min = hasTime ? Number(mm) : end ? 59 : 0;
  const s = ss !== undefined ? Number(ss) : end ? 59 : 0;
  const ms = sss !== undefined ? Number(sss.padEnd(3, '0')) : end ? 999 : 0;
  if (year < MIN_YEAR || year > MAX_YEAR || h > 23 || min > 59 || s > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, h, min, s, ms));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return new Date(date.getTime() - offsetMinutes * 60_000).toISOString();
}

function offsetOf(zone: string | undefined): number {
  if (!zone || zone === 'Z') return 0;
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * `dd/MM/yyyy` or `dd/MM/yyyy HH:mm:ss.SSS` (UTC, as the screens show) to ISO text; ISO 8601
 * (`yyyy-MM-dd`, with a time and zone or not) is read too. A bare day covers the whole day: its
 * start for a `From` bound, its last millisecond for a `To` bound. Null for anything else,
 * impossible dates (31/02) and years outside 1900-2999 included.
 */
export function parseDateText(text: string, bound: 'from' | 'to'): string | null {
  const trimmed = text.trim();
  const day = DAY_TEXT.exec(trimmed);
  if (day) return instant([Number(day[3]), Number(day[2]), Number(day[1])], day.slice(4, 8), bound);
  const iso = ISO_TEXT.exec(trimmed);
  if (iso) return instant([Number(iso[1]), Number(iso[2]), Number(iso[3])], iso.slice(4, 8), bound, offsetOf(iso[8]));
  return null;
}
