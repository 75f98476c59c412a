import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, parseISO } from 'date-fns';
import { DATE_FORMATS } from '../format';
import { PickerFormInput, type PickerFormInputProps, type PickerValue } from './PickerFormInput';

export type DateFormInputProps = PickerFormInputProps;

/** A half-typed or impossible day: refused with a message, never sent. */
export const INCOMPLETE_DATE = 'grid.incomplete_date';

/** The day as react-admin's DateInput kept it ('' or 'yyyy-MM-dd', the local day): the forms' bodies send it as before. */
const AS_DAY: PickerValue = {
  incomplete: INCOMPLETE_DATE,
  empty: '',
  toForm: (date) => format(date, DATE_FORMATS.iso),
  toDate: (value) => (typeof value === 'string' && value ? parseISO(value) : null),
};

/**
 * A day in a form, shown and typed dd/MM/yyyy with month and day names in the screen's language,
 * where react-admin's DateInput follows the browser's. The value is 'yyyy-MM-dd' ('' when empty);
 * an emptied one reaches the form at once (a required date says so, a Save waiting for it
 * disables), a half-typed one fails validation with INCOMPLETE_DATE.
 */
export function DateFormInput(props: DateFormInputProps) {
  return (
    <PickerFormInput {...props} value={AS_DAY}>
      {(picker) => <DatePicker {...picker} format={DATE_FORMATS.date} />}
    </PickerFormInput>
  );
}
