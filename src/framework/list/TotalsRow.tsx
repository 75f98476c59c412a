import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContext, useLocale, useTranslate } from 'react-admin';
import { MoneyText } from '../fields/MoneyField';

export interface TotalsRowProps {
  /** i18n key of the row's caption, with %{count} (the rows the filters match). */
  caption: string;
  /** i18n key of the row's name for assistive technology. */
  label: string;
  /** The totals shown: a field of the reply's `totals` and the i18n key naming it. */
  fields: readonly { source: string; label: string }[];
  currencyCode: string;
  /** A field of `totals` counting the rows summed, where some matched rows are not (withdrawals: rejected, deleted); default: every row. */
  countSource?: string;
}

/**
 * Sums of every row the filters match (a grid reply's `totals`, in `meta` from the data
 * provider), under the page's rows: a ResourceList's `footer` (settled transactions, withdrawals).
 */
export function TotalsRow({ caption, label, fields, currencyCode, countSource }: TotalsRowProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const { meta, total } = useListContext();
  const totals = (meta as { totals?: Record<string, number> } | undefined)?.totals;
  if (!totals || !total) return null;
  return (
    <Box
      role="status"
      aria-label={translate(label)}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 3, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(caption, { count: countSource ? (totals[countSource] ?? total) : total })}
      </Typography>
      {fields.map((field) => (
        <Typography key={field.source} variant="body2" sx={{ fontWeight: 600 }}>
          {translate(field.label)}: <MoneyText amount={totals[field.source]} currency={currencyCode} locale={locale} />
        </Typography>
      ))}
    </Box>
  );
}
