import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { isValid } from 'date-fns';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { DATE_FORMATS } from '../format';
import { PickersLocalization } from '../filters/PickersLocalization';

export interface DateTimeFormInputProps {
  source: string;
  /** i18n key. */
  label: string;
  validate?: Validator | Validator[];
  /** i18n key or text under the field while it holds no error. */
  helperText?: string;
}

/** An unfinished or impossible date the user typed: refused with a message, never sent. */
export const INCOMPLETE_DATE_TIME = 'grid.incomplete_date_time';

const completeDate: Validator = (value: unknown) =>
  value instanceof Date && (!isValid(value) || value.getFullYear() < 1000) ? INCOMPLETE_DATE_TIME : undefined;

/**
 * A date and time in a form, shown and typed in the app's format (dd/MM/yyyy HH:mm, 24 h) with the
 * screen's language, where react-admin's DateTimeInput shows the browser's own (11/25/2026, 10:00
 * AM on an American browser). The value is a Date, null when empty; a half-typed one fails
 * validation with INCOMPLETE_DATE_TIME instead of being sent.
 */
export function DateTimeFormInput({ source, label, validate, helperText }: DateTimeFormInputProps) {
  const translate = useTranslate();
  const rules = [completeDate, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, id, isRequired } = useInput({ source, validate: rules, defaultValue: null });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const value = field.value as Date | string | null | undefined;
  return (
    <PickersLocalization>
      <DateTimePicker
        label={translate(label, { _: label })}
        value={value ? new Date(value) : null}
        onChange={(date) => field.onChange(date)}
        format={DATE_FORMATS.dateTimeMinutes}
        ampm={false}
        inputRef={field.ref}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            required: isRequired,
            error: Boolean(error),
            helperText: <InputHelperText error={error} helperText={helperText} />,
            fullWidth: true,
            size: 'small',
            margin: 'dense',
          },
        }}
      />
    </PickersLocalization>
  );
}
