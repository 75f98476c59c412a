import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { AutocompleteInput, TextInput, useTranslate } from 'react-admin';
import { CheckboxInput } from './CheckboxInput';
import { selectWidth } from './selectWidth';
import type { FilterSpec } from './types';

const inputSx = { minWidth: 220, m: 0 };

// The pickers are the heaviest code of a list screen: loaded on their own, the grid's rows do not
// wait for them, and a screen whose filters stay folded never downloads them.
const DateRangeInput = lazy(() => import('./DateRangeInput').then((module) => ({ default: module.DateRangeInput })));

const RangePlaceholder = ({ stacked }: { stacked: boolean }) => (
  <Stack direction={stacked ? 'column' : 'row'} spacing={1}>
    <Skeleton variant="rounded" width={stacked ? '100%' : 230} height={40} />
    <Skeleton variant="rounded" width={stacked ? '100%' : 230} height={40} />
  </Stack>
);

/** One filter's input in the filter bar, chosen by its kind; `stacked` for a narrow column (the drawer). */
export const FilterInput = ({ spec, stacked = false }: { spec: FilterSpec; stacked?: boolean }) => {
  const translate = useTranslate();
  switch (spec.kind) {
    case 'dateRange':
      return (
        <Suspense fallback={<RangePlaceholder stacked={stacked} />}>
          <DateRangeInput source={spec.source} label={spec.label} withTime={spec.withTime} direction={stacked ? 'column' : 'row'} />
        </Suspense>
      );
    case 'text':
      return <TextInput source={spec.source} label={spec.label} helperText={false} resettable fullWidth={stacked} sx={inputSx} size="small" />;
    case 'boolean':
      return <CheckboxInput source={spec.source} label={spec.label} />;
    case 'select':
      return (
        <AutocompleteInput
          source={spec.source}
          label={spec.label}
          choices={spec.choices}
          multiple={spec.multiple}
          translateChoice={spec.translateChoice ?? false}
          noOptionsText="messages.no_options"
          helperText={false}
          // react-admin inputs fill their row by default; in the filter row they sit side by side.
          fullWidth={stacked}
          filterSelectedOptions={spec.multiple}
          // A multiple select shows chips and wraps; a single one is as wide as its longest option.
          sx={{ ...inputSx, minWidth: spec.multiple ? 280 : selectWidth(spec.choices.map((c) => (spec.translateChoice ? translate(c.name) : c.name))) }}
          size="small"
          // The field fills the width set above; left to itself it keeps react-admin's 160 px.
          TextFieldProps={{ placeholder: translate('messages.type_to_search'), fullWidth: true }}
          // Required single selects must not be emptied with the clear cross.
          disableClearable={Boolean(spec.required && !spec.multiple)}
        />
      );
  }
};
