import { Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { AutocompleteInput, TextInput, useTranslate } from 'react-admin';
import { isEmptyFilterValue } from '../filterCookies';
import { lazyAfterFirstRows } from '../list/afterFirstRows';
import { CheckboxInput } from './CheckboxInput';
import { END_HEIGHT, END_STAND_IN_MARGIN, ROW_END_SX, STACKED_END_SX } from './dateRangeLayout';
import { SELECT_MIN_WIDTH, labelWidth, selectWidth } from './selectWidth';
import type { FilterSpec, SelectFilter } from './types';

const inputSx = { minWidth: SELECT_MIN_WIDTH, m: 0 };

// The pickers are the heaviest code of a list screen: loaded on their own once the grid has shown its
// first rows (compiling them meanwhile would hold the rows back), and a screen whose filters stay
// folded never downloads them.
const DateRangeInput = lazyAfterFirstRows(() => import('./DateRangeInput'), 'DateRangeInput');

/** The pickers' stand-in: the same two ends in the same group, so the filter row keeps its shape. */
const RangePlaceholder = ({ stacked }: { stacked: boolean }) => (
  <Stack direction={stacked ? 'column' : 'row'} spacing={stacked ? 1.5 : 1} useFlexGap sx={{ flexWrap: 'wrap' }}>
    <Skeleton variant="rounded" height={END_HEIGHT} sx={{ ...(stacked ? STACKED_END_SX : ROW_END_SX), ...END_STAND_IN_MARGIN }} />
    <Skeleton variant="rounded" height={END_HEIGHT} sx={{ ...(stacked ? STACKED_END_SX : ROW_END_SX), ...END_STAND_IN_MARGIN }} />
  </Stack>
);

/** A multiple select shows chips and wraps; a single one may fit its longest option; either shows its label whole. */
function selectMinWidth(spec: SelectFilter, translate: (key: string) => string): number {
  const label = labelWidth(translate(spec.label));
  if (spec.multiple) return Math.max(280, label);
  if (!spec.fitChoices) return Math.max(SELECT_MIN_WIDTH, label);
  return Math.max(label, selectWidth(spec.choices.map((c) => (spec.translateChoice ? translate(c.name) : c.name))));
}

/** One filter's input in the filter bar, chosen by its kind; `stacked` for a narrow column (the drawer). */
export const FilterInput = ({ spec, stacked = false }: { spec: FilterSpec; stacked?: boolean }) => {
  const translate = useTranslate();
  switch (spec.kind) {
    case 'dateRange':
      return (
        <Suspense fallback={<RangePlaceholder stacked={stacked} />}>
          <DateRangeInput
            source={spec.source}
            label={spec.label}
            withTime={spec.withTime}
            direction={stacked ? 'column' : 'row'}
            required={spec.required}
          />
        </Suspense>
      );
    case 'text':
      return (
        <TextInput
          source={spec.source}
          label={spec.label}
          helperText={false}
          resettable
          fullWidth={stacked}
          sx={{ ...inputSx, minWidth: Math.max(SELECT_MIN_WIDTH, labelWidth(translate(spec.label))) }}
          size="small"
          isRequired={spec.required}
        />
      );
    case 'boolean':
      return <CheckboxInput source={spec.source} label={spec.label} />;
    case 'input':
      return spec.input;
    case 'select':
      return <SelectFilterInput spec={spec} stacked={stacked} />;
  }
};

/** A select filter: a searchable single or multiple choice, sized for the filter row. */
export const SelectFilterInput = ({ spec, stacked = false }: { spec: SelectFilter; stacked?: boolean }) => {
  const translate = useTranslate();
  // Beside chosen chips the hint has no room left and reads "T…": it shows only while nothing is chosen.
  const empty = isEmptyFilterValue(useWatch({ name: spec.source }));
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
      sx={{ ...inputSx, minWidth: selectMinWidth(spec, translate) }}
      size="small"
      // The field fills the width set above; left to itself it keeps react-admin's 160 px.
      TextFieldProps={{ placeholder: empty ? translate('messages.type_to_search') : undefined, fullWidth: true }}
      // Required single selects must not be emptied with the clear cross.
      disableClearable={Boolean(spec.required && !spec.multiple)}
      // A required filter says so (an asterisk, aria-required): Apply refuses it empty.
      isRequired={spec.required}
    />
  );
};
