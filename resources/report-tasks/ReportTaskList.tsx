import { useMemo, useState } from 'react';
import { DataTable } from 'react-admin';
import {
  firstPageOf,
  FormattedDateField,
  PhoneLine,
  ResourceList,
  type ListQuery,
  type PhoneListProps,
  type ResourceDefinition,
} from '../../src/framework';
import { REPORT_TASK_FILTERS } from './filters';
import { reportTaskKey } from './messages';
import { ReportTaskDetails } from './ReportTaskDetails';
import { ReportTaskPolling } from './ReportTaskPolling';
import { ReportTaskStatusField } from './ReportTaskStatusField';
import { ReportTypeField } from './ReportTypeField';
import type { ReportTaskRow } from './types';
import { useDownloadAction } from './useDownloadAction';
import { useRetryAction } from './useRetryAction';

const SORT = { field: 'date', order: 'DESC' } as const;

/** What the list asks for first. */
export const reportTasksQuery = (): ListQuery => ({ sort: SORT, filters: REPORT_TASK_FILTERS });

/** The list's first page, for the boot to fetch (the declaration's firstPage). */
export const reportTasksFirstPage = (definition: ResourceDefinition) => firstPageOf(reportTasksQuery(), definition);

const PHONE: PhoneListProps<ReportTaskRow> = {
  primary: <ReportTypeField />,
  secondary: (
    <PhoneLine>
      <FormattedDateField source="date" format="dateTimeSeconds" />
    </PhoneLine>
  ),
  tertiary: <ReportTaskStatusField />,
};

/**
 * /report-tasks (spec 02 §2): every export that ran as a report task, newest first, with its
 * status in words (a failure's reason under it), a Download of its file and a Retry of a failed
 * one, filtered by type and status; a row opens its details. The page refreshes itself while a
 * task is running.
 */
export function ReportTaskList() {
  const download = useDownloadAction();
  const retry = useRetryAction();
  const actions = useMemo(() => [download, retry], [download, retry]);
  const [query] = useState(reportTasksQuery);
  return (
    <ResourceList<ReportTaskRow>
      title={reportTaskKey('name')}
      {...query}
      exportAccess={false}
      toolbar={<ReportTaskPolling />}
      rowActions={actions}
      drawer={<ReportTaskDetails />}
      drawerTitle={reportTaskKey('drawer.title')}
      phone={PHONE}
    >
      <DataTable.Col source="date">
        <FormattedDateField source="date" format="dateTimeSeconds" />
      </DataTable.Col>
      <DataTable.Col source="reportTaskTypeName" field={ReportTypeField} />
      <DataTable.Col source="userUsername" />
      <DataTable.Col source="status" disableSort field={ReportTaskStatusField} />
    </ResourceList>
  );
}
