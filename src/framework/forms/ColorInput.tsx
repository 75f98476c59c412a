import Box from '@mui/material/Box';
import { TextInput, useInput, useTranslate, type Validator } from 'react-admin';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as #RRGGBB: anything else says so under the field. */
export const hexColour: Validator = (value: unknown) => (value && !HEX.test(String(value)) ? 'grid.invalid_colour' : undefined);

/**
 * A colour of a form (white-label branding): the browser's own colour picker beside the hex text,
 * both on one value, so it can be picked by eye or typed (keyboard, a brand's exact code).
 * `validate` replaces the #RRGGBB check, e.g. by the contract's rules of the body (schemaRules).
 */
export function ColorInput({
  source,
  label,
  disabled,
  validate = hexColour,
}: {
  source: string;
  label: string;
  disabled?: boolean;
  validate?: Validator | Validator[];
}) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const value = typeof field.value === 'string' && HEX.test(field.value) ? field.value : '#ffffff';
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box
        component="input"
        type="color"
        value={value}
        disabled={disabled}
        aria-label={translate('grid.pick_colour', { name: translate(label) })}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value.toUpperCase())}
        sx={{ width: 48, height: 48, mt: 1, p: 0, border: 0, background: 'none', cursor: disabled ? 'default' : 'pointer' }}
      />
      <TextInput source={source} label={label} validate={validate} disabled={disabled} sx={{ flex: 1 }} />
    </Box>
  );
}
