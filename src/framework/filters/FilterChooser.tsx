import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { useFilterUi } from './FilterUiContext';
import { isPinned } from './types';

/**
 * The checkbox per filter with Clear and Done (spec 01 §2.7); required filters stay checked.
 * Its Clear reads 'Clear selection': it unticks the optional filters, unlike the filter bar's
 * Clear, which resets the values (both can be on screen in the drawer layout).
 */
export const FilterChooser = ({ onDone }: { onDone?: () => void }) => {
  const translate = useTranslate();
  const { specs, shown, setShown } = useFilterUi();
  const toggle = (source: string, checked: boolean) => setShown(checked ? [...shown, source] : shown.filter((s) => s !== source));
  const clear = () => setShown(specs.filter(isPinned).map((spec) => spec.source));
  return (
    <Stack spacing={1} sx={{ p: 2, minWidth: 240 }} role="group" aria-label={translate('grid.choose_filters')}>
      <FormGroup>
        {specs.map((spec) => (
          <FormControlLabel
            key={spec.source}
            label={translate(spec.label, { _: spec.label })}
            control={
              <Checkbox
                size="small"
                checked={isPinned(spec) || shown.includes(spec.source)}
                disabled={isPinned(spec)}
                onChange={(event) => toggle(spec.source, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button size="small" onClick={clear}>
          {translate('grid.clear_selection')}
        </Button>
        {onDone && (
          <Button size="small" variant="contained" onClick={onDone}>
            {translate('grid.done')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
