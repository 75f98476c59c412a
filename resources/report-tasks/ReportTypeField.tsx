import { useRecordContext, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { translateServerWord } from '../../src/i18n/serverWords';
import { reportTaskKey } from './messages';
import type { ReportTaskRow } from './types';

/** The report's type in the screen's language; a type the catalog does not know shows as the server names it. */
export const ReportTypeField = (_props: { label?: string }) => {
  const record = useRecordContext<ReportTaskRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translateServerWord(translate, reportTaskKey('types'), record.reportTaskTypeName)}
    </Typography>
  );
};
