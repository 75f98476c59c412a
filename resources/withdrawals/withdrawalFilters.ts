import { apiNow, daysBack, toWireDate, type FilterSpec, type FilterValues } from '../../src/framework';
import { withdrawalKey } from './messages';

/** Days from Monday, the ISO week's first day, to `date`. */
const daysSinceMonday = (date: Date) => (date.getDay() + 6) % 7;

/** Spec 03 §9: from the start of the ISO week four weeks back, to the end of today. */
export function defaultWithdrawalFilter(now: Date = apiNow()): FilterValues {
  const { from, to } = daysBack(28 + daysSinceMonday(now), now);
  return { createdDateFrom: toWireDate(from), createdDateTo: toWireDate(to) };
}

/** The payment date applies only with both ends (spec 03 §5): a lone end is not sent. */
export function withPaymentRange(values: FilterValues): { values: FilterValues; dropped: boolean } {
  const from = values.paymentDateFrom;
  const to = values.paymentDateTo;
  if (Boolean(from) === Boolean(to)) return { values, dropped: false };
  const { paymentDateFrom: _from, paymentDateTo: _to, ...rest } = values;
  return { values: rest, dropped: true };
}

/** Spec 03 §2: created date (required), payment date, status (from the configuration, DELETED left out), withdrawal id. */
export function withdrawalFilterSpecs(
  statuses: readonly { code: string; description: string }[],
  statusName: (code: string, fallback: string) => string,
): FilterSpec[] {
  const label = (key: string) => withdrawalKey(`filters.${key}`);
  return [
    { kind: 'dateRange', source: 'createdDate', label: label('createdDate'), required: true },
    { kind: 'dateRange', source: 'paymentDate', label: label('paymentDate'), alwaysOn: true },
    {
      kind: 'select',
      source: 'status',
      label: label('status'),
      alwaysOn: true,
      choices: statuses.filter((s) => s.code !== 'DELETED').map((s) => ({ id: s.code, name: statusName(s.code, s.description) })),
    },
    // An id names one withdrawal: it is found whatever the created range (as a pay-in's full id on transactions).
    { kind: 'text', source: 'withdrawalId', label: label('withdrawalId'), alwaysOn: true, exact: true },
  ];
}
