import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/**
 * A boolean filter as a checkbox: the spec draws on/off filters such as Show Tests as checkboxes,
 * while react-admin's BooleanInput is a switch.
 */
export const CheckboxInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source, type: 'checkbox' });
  return (
    <FormControlLabel
      label={translate(label, { _: label })}
      control={
        <Checkbox
          id={id}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
};
