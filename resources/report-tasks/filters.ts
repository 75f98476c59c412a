import type { FilterSpec } from '../../src/framework';
import { REPORT_TYPE_NAMES, reportTaskKey, reportTypeKey } from './messages';

/** The server's status filter values (one per status of the screen). */
const STATUS_CHOICES = (['PENDING', 'PROCESSING', 'FINISHED', 'ERROR'] as const).map((id) => ({
  id,
  name: reportTaskKey(`statuses.${id === 'ERROR' ? 'error' : id.toLowerCase()}`),
}));

/** Not in spec 02 §2, which lists every task: a merchant with many reports finds the failed ones, or one type's. */
export const REPORT_TASK_FILTERS: readonly FilterSpec[] = [
  {
    kind: 'select',
    source: 'type',
    label: reportTaskKey('filters.type'),
    choices: REPORT_TYPE_NAMES.map((name) => ({ id: name, name: reportTypeKey(name) })),
    translateChoice: true,
    alwaysOn: true,
  },
  {
    kind: 'select',
    source: 'status',
    label: reportTaskKey('filters.status'),
    choices: STATUS_CHOICES,
    multiple: true,
    translateChoice: true,
    alwaysOn: true,
    fitChoices: true,
  },
];
