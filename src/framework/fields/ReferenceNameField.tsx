import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useReferenceNames, type ReferenceNames } from '../../i18n/useReferenceNames';

export interface ReferenceNameFieldProps {
  /** Which code set: countries (ISO codes), payment channel types or claim reasons. */
  kind: keyof ReferenceNames;
  /** The record's code, e.g. 'countryCode'. */
  codeSource: string;
  /** The server's name, shown when the code is unknown, e.g. 'countryName'. */
  source: string;
  /** Read by show layouts for the row's label. */
  label?: string;
}

/** A reference code's name in the user's language rather than the server's English one. */
export function ReferenceNameField({ kind, codeSource, source }: ReferenceNameFieldProps) {
  const record = useRecordContext();
  const names = useReferenceNames();
  const code = record?.[codeSource];
  const fallback = record?.[source];
  const name = names[kind](typeof code === 'string' ? code : undefined, typeof fallback === 'string' ? fallback : undefined);
  if (typeof code !== 'string' || !code || !name || name === code) {
    return (
      <Typography component="span" variant="body2">
        {name || '-'}
      </Typography>
    );
  }
  // The code stays at hand for whoever talks to support or reads the API: on hover and focus.
  return (
    <Tooltip title={code}>
      <Typography component="span" variant="body2" tabIndex={0} aria-label={`${name} (${code})`}>
        {name}
      </Typography>
    </Tooltip>
  );
}
