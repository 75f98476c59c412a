import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { isEmptyFilterValue, type FilterValues } from '../filterCookies';
import { formatDate, parseWireDate } from '../format';
import { useFilterUi } from './FilterUiContext';
import { useFilterActions } from './useFilterActions';
import { filterKeys, type FilterSpec } from './types';

/** What an applied filter holds, in words: a choice's name, a range's two days, a text. */
function describe(spec: FilterSpec, applied: FilterValues, translate: (key: string) => string): string {
  if (spec.kind === 'dateRange') {
    const day = (key: string) => {
      const date = parseWireDate(String(applied[key] ?? ''));
      return date ? formatDate(date, spec.withTime ? 'dateTime' : 'date') : '…';
    };
    return `${day(`${spec.source}From`)} – ${day(`${spec.source}To`)}`;
  }
  const value = applied[spec.source];
  if (spec.kind === 'boolean') return translate('grid.yes');
  const values = Array.isArray(value) ? value.map(String) : [String(value)];
  if (spec.kind !== 'select') return values.join(', ');
  return values
    .map((v) => spec.choices.find((c) => c.id === v)?.name ?? v)
    .map((name) => (spec.translateChoice ? translate(name) : name))
    .join(', ');
}

/**
 * The applied filters as removable tags (spec 03 §2, withdrawals): one chip per filter holding a
 * value, its delete (the cross, or Delete on the focused chip) applying the rest; a required
 * filter's chip cannot be removed. A ResourceList's `filterTags`.
 */
export function FilterTags() {
  const translate = useTranslate();
  const { specs } = useFilterUi();
  const { apply, applied } = useFilterActions();
  const tags = specs.filter((spec) => filterKeys(spec).some((key) => !isEmptyFilterValue(applied[key])));
  if (tags.length === 0) return null;
  const remove = (spec: FilterSpec) => {
    const rest = { ...applied };
    for (const key of filterKeys(spec)) delete rest[key];
    apply(rest);
  };
  return (
    <Stack
      direction="row"
      useFlexGap
      flexWrap="wrap"
      gap={1}
      sx={{ px: 2, pb: 1 }}
      role="list"
      aria-label={translate('grid.applied_filters')}
    >
      {tags.map((spec) => (
        <Chip
          key={spec.source}
          role="listitem"
          size="small"
          label={`${translate(spec.label)}: ${describe(spec, applied, translate)}`}
          onDelete={spec.required ? undefined : () => remove(spec)}
        />
      ))}
    </Stack>
  );
}
