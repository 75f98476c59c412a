import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';

export interface LongTextFieldProps {
  source: string;
  /** Widest the text may be in its column (px), default 240. */
  maxWidth?: number;
}

/**
 * A free text that a user typed (a description, a reference) on one line of at most `maxWidth`,
 * cut with an ellipsis: a long word without spaces cannot push the other columns out of the grid.
 * The whole text is the tooltip on hover, and stays whole in the page for screen readers.
 */
export function LongTextField({ source, maxWidth = 240 }: LongTextFieldProps) {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  return (
    <Tooltip title={text}>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
