/**
 * A drawer's or detail page's fields two to a row on a wide screen, one on a phone: the `sx` of
 * react-admin's <SimpleShowLayout> (`<SimpleShowLayout sx={TWO_COLUMN_DETAILS}>`). Long values wrap
 * instead of widening the drawer.
 */
export const TWO_COLUMN_DETAILS = {
  p: 0,
  '& .RaSimpleShowLayout-stack': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 0.5 },
  '& .RaSimpleShowLayout-row': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
} as const;
