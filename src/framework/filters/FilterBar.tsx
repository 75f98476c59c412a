import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { Form, useTranslate } from 'react-admin';
import type { FilterValues } from '../filterCookies';
import { FilterInput } from './FilterInput';
import { useFilterActions } from './useFilterActions';
import { useFilterUi } from './FilterUiContext';

/** In a column (the drawer) Apply/Clear stay in view at the bottom while the inputs scroll. */
const stickyFooterSx = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
  py: 1.5,
  mt: 'auto',
} as const;

/**
 * The shown filters as inputs holding DRAFT values (a react-admin Form); they reach the query only
 * on Apply. The form is re-keyed by the applied filters, so back/forward and Clear reset it.
 */
export const FilterBar = ({ direction = 'row', onApplied }: { direction?: 'row' | 'column'; onApplied?: () => void }) => {
  const translate = useTranslate();
  const { specs, shown } = useFilterUi();
  const { apply, clear, applied } = useFilterActions();
  const visible = specs.filter((spec) => shown.includes(spec.source));
  const column = direction === 'column';
  const submit = (values: FilterValues) => {
    if (apply(values)) onApplied?.();
  };
  return (
    <Form key={JSON.stringify(applied)} record={applied} onSubmit={submit} noValidate>
      <Stack
        direction={direction}
        spacing={1.5}
        useFlexGap
        sx={{
          flexWrap: column ? 'nowrap' : 'wrap',
          alignItems: column ? 'stretch' : 'center',
          flex: column ? 1 : undefined,
          pt: 1,
          pb: column ? 0 : 1,
        }}
        role="search"
        aria-label={translate('grid.filters')}
      >
        {visible.map((spec) => (
          <FilterInput key={spec.source} spec={spec} stacked={column} />
        ))}
        <Stack direction="row" spacing={1} sx={column ? stickyFooterSx : undefined}>
          <Button type="submit" variant="contained" size="small" startIcon={<FilterAltIcon />}>
            {translate('grid.apply')}
          </Button>
          <Button type="button" variant="outlined" size="small" onClick={() => clear()}>
            {translate('grid.clear')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
};
