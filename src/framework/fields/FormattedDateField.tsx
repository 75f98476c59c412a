import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { formatDate, formatDateUtc, type DateFormat } from '../format';

export interface FormattedDateFieldProps {
  source: string;
  format?: DateFormat;
  /** Show the UTC wall clock instead of local time (spec 02: creation date as UTC). */
  utc?: boolean;
  label?: string;
}

/** A date in one of the spec's formats (DD/MM/YYYY and variants). */
export const FormattedDateField = ({ source, format = 'date', utc = false }: FormattedDateFieldProps) => {
  const value = useFieldValue({ source }) as string | number | Date | null | undefined;
  const text = utc ? formatDateUtc(value, format) : formatDate(value, format);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
};
