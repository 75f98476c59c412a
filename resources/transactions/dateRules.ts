import { apiNow } from '../../src/framework/format';
/**
 * Date rules of the Transactions screen (spec 02 §2): the default "today" range, the 23:59
 * widening, and which date sits under the status chip. All times are the user's local time,
 * because "today" is the user's day.
 */
export interface DateRange {
  from: Date;
  to: Date;
}

const startOfDay = (date: Date) => {
  const d = new Date(date);
  d.setHours(0, 0, 0, 0);
  return d;
};
const endOfDay = (date: Date) => {
  const d = new Date(date);
  d.setHours(23, 59, 59, 999);
  return d;
};

/** Today 00:00:00.000 -> 23:59:59.999. */
export const defaultTransactionRange = (now: Date = apiNow()): DateRange => ({
  from: startOfDay(now),
  to: endOfDay(now),
});

/**
 * An end that stops at 23:59 (a picker with minutes but no seconds) is widened to
 * 23:59:59.999 so the last minute's rows are not lost, and the start then begins at
 * 00:00:00.000 of its own day. Any other range is kept as entered.
 */
export function widenRange(range: DateRange): DateRange {
  const { from, to } = range;
  if (to.getHours() !== 23 || to.getMinutes() !== 59) return { from: new Date(from), to: new Date(to) };
  return { from: startOfDay(from), to: endOfDay(to) };
}

export type StatusDateField = 'expiredDate' | 'paidDate' | 'createdDate' | 'operativeDate';

/** The date shown under a status: EXPIRED expiredDate, APPROVED paidDate, PENDING createdDate, else operativeDate. */
export function statusDateField(status: string | null | undefined): StatusDateField {
  switch (status?.toUpperCase()) {
    case 'EXPIRED':
      return 'expiredDate';
    case 'APPROVED':
      return 'paidDate';
    case 'PENDING':
      return 'createdDate';
    default:
      return 'operativeDate';
  }
}

/** The row's status-dependent date value (an ISO string), or undefined when the row has none. */
export function statusDate(row: { status?: string | null } & Partial<Record<StatusDateField, string | null>>): string | undefined {
  return row[statusDateField(row.status)] ?? undefined;
}
