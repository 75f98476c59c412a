import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineResource } from '../../src/framework/defineResource';
import { reportTaskMessages } from './messages';

/**
 * /report-tasks (spec 02 §2 "Report tasks"): the exports that run as report tasks, their status
 * and their files. No filters and no export of its own.
 */
export const reportTasksResource = defineResource({
  name: 'report-tasks',
  apiPath: '/report-tasks',
  idField: 'reportTaskId',
  access: 'REPORT_TASK',
  // Spec 01 §2.5: after payouts, before refunds and direct wires.
  menu: { group: 'operations', icon: AssignmentIcon, order: 35 },
  list: () => import('./ReportTaskList').then((m) => m.ReportTaskList),
  firstPage: (definition) => import('./ReportTaskList').then((m) => m.reportTasksFirstPage(definition)),
  messages: reportTaskMessages,
});
