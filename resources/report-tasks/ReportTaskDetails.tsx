import { Labeled, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { FormattedDateField } from '../../src/framework';
import { reportTaskKey } from './messages';
import { ReportTaskStatusField } from './ReportTaskStatusField';
import { ReportTypeField } from './ReportTypeField';
import { canDownload } from './reportTaskStatus';
import type { ReportTaskRow } from './types';
import { useDownloadAction } from './useDownloadAction';

const FileField = (_props: { label?: string }) => {
  const task = useRecordContext<ReportTaskRow>();
  const translate = useTranslate();
  const download = useDownloadAction();
  if (!task) return null;
  if (!canDownload(task)) return <>{translate(reportTaskKey('drawer.no_file'))}</>;
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download.onClick(task)}>
      {translate(reportTaskKey('download'))}
    </Button>
  );
};

/** The drawer of one report task: when, what, who asked, how it went (and why it failed), its file. */
export const ReportTaskDetails = () => (
  <SimpleShowLayout sx={{ p: 0 }}>
    <FormattedDateField source="date" format="dateTimeSeconds" />
    <ReportTypeField label={reportTaskKey('fields.reportTaskTypeName')} />
    <TextField source="userUsername" />
    <Labeled label={reportTaskKey('fields.status')}>
      <ReportTaskStatusField />
    </Labeled>
    <FileField label={reportTaskKey('drawer.file')} />
  </SimpleShowLayout>
);
