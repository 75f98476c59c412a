import { useCallback } from 'react';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { serverTextOf, translateServerText } from '../../i18n/serverTexts';

export interface ServerTextFieldProps {
  /** The field holding the server's English text; its `<source>Code` and `<source>Params` are read beside it. */
  source: string;
  /** Shown when the row has no text. */
  emptyText?: string;
  /** Read by show layouts and grids for the label. */
  label?: string;
}

/**
 * `(record, source) => text`: a text the API wrote (a movement's description, a batch's name, a
 * status message) in the screen's language, for a place that is not a field (a phone line, a
 * dialog's table). Dates inside it follow the screen's date format.
 */
export function useServerText(): (record: object | undefined, source: string) => string {
  const translate = useTranslate();
  return useCallback((record, source) => translateServerText(translate, serverTextOf(record, source)), [translate]);
}

/** A text the API wrote, in the screen's language (src/i18n/serverTexts.ts); unknown words as sent. */
export function ServerTextField({ source, emptyText = '' }: ServerTextFieldProps) {
  const record = useRecordContext();
  const text = useServerText()(record, source);
  return (
    <Typography component="span" variant="body2">
      {text || emptyText}
    </Typography>
  );
}
