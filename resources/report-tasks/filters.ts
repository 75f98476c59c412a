import type { FilterSpec } from '../../src/framework';
import { REPORT_TYPE_NAMES, reportTaskKey, reportTypeKey } from './messages';
import { REPORT_TASK_STATUSES } from './reportTaskStatus';

/** The server's status filter values: the screen's statuses in capitals. */
const STATUS_CHOICES = REPORT_TASK_STATUSES.map((status) => ({ id: status.toUpperCase(), name: reportTaskKey(`statuses.${status}`) }));

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
