import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { ValidationError, useInput, useTranslate, type Validator } from 'react-admin';

/**
 * A boolean as a checkbox: the spec draws on/off filters such as Show Tests, and a form's
 * disclaimer, as checkboxes, while react-admin's BooleanInput is a switch. With `validate`, its
 * refusal shows under it (a disclaimer that must be checked).
 */
export const CheckboxInput = ({ source, label, validate }: { source: string; label: string; validate?: Validator | Validator[] }) => {
  const translate = useTranslate();
  const { field, id, fieldState, isRequired } = useInput({ source, type: 'checkbox', validate });
  const shown = fieldState.error && (fieldState.isTouched || fieldState.invalid) ? fieldState.error.message : undefined;
  return (
    <FormControl error={Boolean(shown)}>
      <FormControlLabel
        label={`${translate(label, { _: label })}${isRequired ? ' *' : ''}`}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-invalid': Boolean(shown), 'aria-describedby': shown ? `${id}-error` : undefined } }}
          />
        }
      />
      {shown && (
        <FormHelperText id={`${id}-error`}>
          <ValidationError error={shown} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
