const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A date as the back-office reads it in a query (spec 01 §9): `dd/MM/yyyy HH:mm:ss.SSS`, or
 * `dd/MM/yyyy` with `withTime: false`. Local time: the user picks days on their own calendar.
 */
export function formatWireDate(date: Date, { withTime = true }: { withTime?: boolean } = {}): string {
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  if (!withTime) return day;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
  return `${day} ${time}`;
}

/**
 * Filter values travel as day/month/year text (wire contract): dd/MM/yyyy HH:mm:ss.SSS. The
 * providers own the wire format; filters store it as they will send it (URL, cookies).
 */
export const toWireDate = (date: Date): string => formatWireDate(date);

/**
 * Now on the API's clock (UTC), as a Date whose local fields read that wall clock: the filters'
 * wire text is the API's day, so "today" and "a week back" are counted on it, not on the
 * browser's (in Bogotá at 21:00 the API is already on tomorrow).
 */
export const apiNow = (now: number = Date.now()): Date => new Date(now + new Date(now).getTimezoneOffset() * 60_000);

const WIRE_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}):(\d{2})(?:\.(\d{3}))?)?$/;

/** Reads `dd/MM/yyyy HH:mm:ss.SSS`, `dd/MM/yyyy HH:mm:ss` or `dd/MM/yyyy`; null when unreadable. */
export function parseWireDate(text: string | null | undefined): Date | null {
  const match = text ? WIRE_DATE.exec(text.trim()) : null;
  if (!match) return null;
  const [day, month, year, hours = 0, minutes = 0, seconds = 0, millis = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(year!, month! - 1, day, hours, minutes, seconds, millis);
  // 31/02 or 25:00 would roll over into another day: not a date the user wrote.
  const exact =
    date.getFullYear() === year &&
    date.getMonth() === month! - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return exact ? date : null;
}
