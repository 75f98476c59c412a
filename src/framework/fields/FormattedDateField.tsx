import { useFieldValue } from 'react-admin';
import type { DateFormat } from '../format';
import { DateTimeText } from './DateTimeText';

export interface FormattedDateFieldProps {
  source: string;
  format?: DateFormat;
  /** The API's UTC clock (default: filters count the API's days); false for the browser's. */
  utc?: boolean;
  label?: string;
}

/** A date of the record in one of the spec's formats (DD/MM/YYYY and variants); a time says its zone. */
export const FormattedDateField = ({ source, format = 'date', utc = true }: FormattedDateFieldProps) => (
  <DateTimeText value={useFieldValue({ source }) as string | number | Date | null | undefined} format={format} utc={utc} emptyText="-" />
);
