import { lastDaysRange, type FilterSpec } from '../../src/framework';

/** The statuses of both Brazil lists (spec 03 §4). */
export const BANK_STATUSES = ['PENDING', 'FAILED', 'SUCCEEDED'] as const;

/** Spec 03 §9: the Brazil lists open on the last 7 days. */
export const defaultBankFilter = () => lastDaysRange(7, 'createdDate');

/** Created range and status, labelled from the screen's `filters` and `statuses`. */
export function bankFilterSpecs(resource: string, statusName: (code: string) => string): FilterSpec[] {
  return [
    { kind: 'dateRange', source: 'createdDate', label: `resources.${resource}.filters.createdDate`, alwaysOn: true },
    {
      kind: 'select',
      source: 'status',
      label: `resources.${resource}.filters.status`,
      alwaysOn: true,
      fitChoices: true,
      choices: BANK_STATUSES.map((code) => ({ id: code, name: statusName(code) })),
    },
  ];
}
