import { DataTable } from 'react-admin';
import { FormattedDateField, ResourceList } from '../../src/framework';
import { reportTaskKey } from './messages';
import { ReportTaskPolling } from './ReportTaskPolling';
import { ReportTaskStatusField } from './ReportTaskStatusField';
import type { ReportTaskRow } from './types';
import { useDownloadAction } from './useDownloadAction';

const SORT = { field: 'date', order: 'DESC' } as const;

/**
 * /report-tasks (spec 02 §2): every export that ran as a report task, newest first, with its
 * status and a Download of its file. The page refreshes itself while a task is running.
 */
export function ReportTaskList() {
  const download = useDownloadAction();
  return (
    <ResourceList<ReportTaskRow>
      title={reportTaskKey('name')}
      sort={SORT}
      exportAccess={false}
      toolbar={<ReportTaskPolling />}
      rowActions={[download]}
    >
      <DataTable.Col source="date">
        <FormattedDateField source="date" format="dateTime" />
      </DataTable.Col>
      <DataTable.Col source="reportTaskTypeName" />
      <DataTable.Col source="userUsername" />
      <DataTable.Col source="status" disableSort>
        <ReportTaskStatusField />
      </DataTable.Col>
    </ResourceList>
  );
}
