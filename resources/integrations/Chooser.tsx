import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** The merchant or shop a tab works on: a select, disabled while there is nothing to choose. */
export function Chooser<T extends number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: { id: T; name: string }[];
  onChange: (id: T) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate(label)}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value) as T)}
      sx={{ minWidth: 260 }}
      size="small"
      disabled={options.length < 2}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
