import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { CopyButton } from '../actions/CopyButton';

/** Characters of a long id a grid shows; the full id is in the tooltip, the copy button and the drawer. */
export const SHORT_ID_LENGTH = 8;

/** The id's first characters and an ellipsis, so the column stays one narrow line. */
export const shortId = (id: string): string => (id.length > SHORT_ID_LENGTH ? `${id.slice(0, SHORT_ID_LENGTH)}…` : id);

export interface ShortIdFieldProps {
  source: string;
  /** i18n key of the copy button's name, e.g. 'resources.claims.list.copy_id'. */
  copyLabel: string;
}

/** A long id (UUID) on one line in monospace, shortened with the full id as tooltip, and a copy button. */
export function ShortIdField({ source, copyLabel }: ShortIdFieldProps) {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const id = String(value);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Tooltip title={id}>
        {/* The tooltip also gives the short text the full id as its accessible name. */}
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
          {shortId(id)}
        </Typography>
      </Tooltip>
      <CopyButton value={id} label={copyLabel} />
    </Stack>
  );
}
