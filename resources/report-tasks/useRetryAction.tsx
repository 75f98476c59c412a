import { useMemo } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useNotifySuccess, type RowAction } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { reportTaskKey } from './messages';
import { reportTaskStatus } from './reportTaskStatus';
import type { ReportTaskRow } from './types';
import { errorMessageOf } from '../../src/framework';

/**
 * Retry, on a failed task only: the report runs again as a new task, which the list then shows (and
 * polls). It starts work on the server, so it asks first (the grid's confirm popover, spec 01 §2.6).
 */
export function useRetryAction(): RowAction<ReportTaskRow> {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const refresh = useRefresh();
  return useMemo(
    () => ({
      name: 'retry',
      label: reportTaskKey('retry'),
      icon: <ReplayIcon fontSize="small" />,
      visible: (task) => reportTaskStatus(task) === 'error',
      confirm: reportTaskKey('retry_confirm'),
      writes: true,
      onClick: async (task) => {
        try {
          await dataProvider.retryReportTask(task.reportTaskId);
          notifySuccess(reportTaskKey('retried'));
          refresh();
        } catch (error) {
          const message = errorMessageOf(error);
          notify(reportTaskKey('retry_failed'), { type: 'error', messageArgs: { message } });
        }
      },
    }),
    [dataProvider, notify, notifySuccess, refresh],
  );
}
