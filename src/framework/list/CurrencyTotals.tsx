import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContext, useLocale, useTranslate } from 'react-admin';
import type { TotalsByCurrency } from '../../../contract/gridTotals';
import { MoneyText } from '../fields/MoneyField';
import { useDeclaredResource } from '../resources/resourceOptions';

/**
 * A money list's totals per currency over every row the filters match, all pages (issue #33):
 * the server adds them up when the resource declares `totals` (defineResource), and the data
 * provider hands them over in the list's `meta.totalsByCurrency`. Nothing without them.
 */
export function CurrencyTotals() {
  const translate = useTranslate();
  const locale = useLocale();
  const { meta, isPending } = useListContext();
  const { name, totals: declared } = useDeclaredResource();
  // The column added up, by its grid label (react-admin's resources.<name>.fields.<source>).
  const column = declared ? translate(`resources.${name}.fields.${declared.amount}`, { _: '' }) : '';
  const totals = (meta as { totalsByCurrency?: TotalsByCurrency } | undefined)?.totalsByCurrency;
  if (isPending || !totals || (totals.lines.length === 0 && totals.leftOut === 0)) return null;
  const counted = totals.lines.reduce((sum, line) => sum + line.count, 0);
  return (
    <Box
      role="status"
      aria-label={translate('grid.totals.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        justifyContent: 'flex-end',
        columnGap: 3,
        rowGap: 0.5,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {column && `${column} · `}
        {translate('grid.totals.caption', { count: counted.toLocaleString(locale) })}
      </Typography>
      {totals.lines.map((line) => (
        <Box key={line.currencyCode} sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }} data-currency={line.currencyCode}>
          <MoneyText amount={line.amount} currency={line.currencyCode} locale={locale} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} />
          <Typography variant="caption" color="text.secondary">
            {translate('grid.totals.line', { count: line.count.toLocaleString(locale) })}
          </Typography>
        </Box>
      ))}
      {totals.leftOut > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%', textAlign: 'right' }}>
          {translate('grid.totals.left_out', { count: totals.leftOut.toLocaleString(locale) })}
        </Typography>
      )}
    </Box>
  );
}
