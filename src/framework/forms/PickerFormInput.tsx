import { useRef, type ReactNode, type Ref } from 'react';
import { useForkRef } from '@mui/material/utils';
import { isValid } from 'date-fns';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { PickersLocalization } from '../filters/PickersLocalization';

export interface PickerFormInputProps {
  source: string;
  /** i18n key. */
  label: string;
  validate?: Validator | Validator[];
  /** i18n key or text under the field while it holds no error. */
  helperText?: string;
}

/** What a form's MUI picker is given: the field's state, its words and its text box. */
export interface PickerProps {
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  inputRef: Ref<HTMLInputElement>;
  slotProps: { textField: Record<string, unknown> };
}

/** How one picker input keeps its date in the form. */
export interface PickerValue {
  /** i18n key of the refusal of a half-typed or impossible date. */
  incomplete: string;
  /** The form's value when empty. */
  empty: unknown;
  /** The picker's whole date as the form keeps it. */
  toForm: (date: Date) => unknown;
  /** The form's value as the picker shows it. */
  toDate: (value: unknown) => Date | null;
}

/** An unfinished date (sections left blank, a 2-digit year): MUI reports it as an invalid or ancient Date. */
const unfinished = (value: unknown): value is Date => value instanceof Date && (!isValid(value) || value.getFullYear() < 1000);

/**
 * A react-admin form input on an MUI picker in the screen's language (PickersLocalization). A
 * half-typed date is refused with `incomplete`, never sent: an edited date left unfinished is in
 * the form as the picker's invalid Date; one typed from empty the picker keeps to itself (the form
 * still reads it empty), so the rule reads the box's text: digits there mean something was typed.
 * An emptied date reaches the form at once, not when the field is left, so a required date says
 * so and a Save that waits for it disables while the user is still in the box.
 */
export function PickerFormInput({
  source,
  label,
  validate,
  helperText,
  value: kept,
  children,
}: PickerFormInputProps & { value: PickerValue; children: (picker: PickerProps) => ReactNode }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const box = useRef<HTMLInputElement>(null);
  // Emptied by the picker this instant: the box still shows the old date until it renders.
  const emptied = useRef(false);
  const typedUnread = (value: unknown) =>
    (value === kept.empty || value == null) && !emptied.current && /\d/.test(box.current?.value ?? '');
  const whole: Validator = (value: unknown) => (unfinished(value) || typedUnread(value) ? kept.incomplete : undefined);
  const rules = [whole, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, id, isRequired } = useInput({ source, validate: rules, defaultValue: kept.empty });
  const inputRef = useForkRef(field.ref, box);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const onChange = (date: Date | null) => {
    emptied.current = date === null;
    if (date === null) setValue(source, kept.empty, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    else field.onChange(unfinished(date) ? date : kept.toForm(date));
  };
  return (
    <PickersLocalization>
      {children({
        label: translate(label, { _: label }),
        value: unfinished(field.value) ? field.value : kept.toDate(field.value),
        onChange,
        inputRef,
        slotProps: {
          textField: {
            id,
            name: field.name,
            onBlur: () => {
              emptied.current = false;
              field.onBlur();
            },
            required: isRequired,
            error: Boolean(error),
            helperText: <InputHelperText error={error} helperText={helperText} />,
            fullWidth: true,
            size: 'small',
            margin: 'dense',
          },
        },
      })}
    </PickersLocalization>
  );
}
