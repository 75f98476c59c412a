import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DATE_FORMATS } from '../format';
import { PickerFormInput, type PickerFormInputProps, type PickerValue } from './PickerFormInput';

export type DateTimeFormInputProps = PickerFormInputProps;

/** An unfinished or impossible date the user typed: refused with a message, never sent. */
export const INCOMPLETE_DATE_TIME = 'grid.incomplete_date_time';

/** Typed to the minute, as a send date is chosen (README: Send date); shown dates carry seconds (DATE_FORMATS.dateTime). */
const TYPED = DATE_FORMATS.dateTimeMinutes;

const AS_DATE: PickerValue = {
  incomplete: INCOMPLETE_DATE_TIME,
  empty: null,
  toForm: (date) => date,
  toDate: (value) => (value ? new Date(value as Date | string) : null),
};

/**
 * A date and time in a form, shown and typed in the app's format (dd/MM/yyyy HH:mm, 24 h) with the
 * screen's language, where react-admin's DateTimeInput shows the browser's own (11/25/2026, 10:00
 * AM on an American browser). The value is a Date, null when empty; a half-typed one fails
 * validation with INCOMPLETE_DATE_TIME instead of being sent.
 */
export function DateTimeFormInput(props: DateTimeFormInputProps) {
  return (
    <PickerFormInput {...props} value={AS_DATE}>
      {(picker) => <DateTimePicker {...picker} format={TYPED} ampm={false} />}
    </PickerFormInput>
  );
}
