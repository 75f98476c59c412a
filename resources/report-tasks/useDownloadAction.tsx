import { useMemo } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RowAction } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { reportTaskKey } from './messages';
import { canDownload } from './reportTaskStatus';
import type { ReportTaskRow } from './types';
import { errorMessageOf } from '../../src/framework';

/** Download (spec 02 §2): GET file/{fileKey}, offered only once the task has finished with a file. */
export function useDownloadAction(): RowAction<ReportTaskRow> {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return useMemo(
    () => ({
      name: 'download',
      label: reportTaskKey('download'),
      icon: <DownloadIcon fontSize="small" />,
      disabled: (task) => !canDownload(task),
      tooltip: (task) => (canDownload(task) ? undefined : translate(reportTaskKey('download_unavailable'))),
      onClick: async (task) => {
        if (!task.fileKey) return;
        try {
          await dataProvider.download(task.fileKey, `report-${task.reportTaskId}.csv`);
        } catch (error) {
          const message = errorMessageOf(error);
          notify(reportTaskKey('download_failed'), { type: 'error', messageArgs: { message } });
        }
      },
    }),
    [dataProvider, notify, translate],
  );
}
