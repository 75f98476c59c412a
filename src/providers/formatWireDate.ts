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
