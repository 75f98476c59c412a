import Typography from '@mui/material/Typography';
import { useFieldValue, useLocaleState } from 'react-admin';
import { formatMoney } from '../format';

export interface MoneyFieldProps {
  source: string;
  /** Record field holding the currency code (e.g. 'currency'). */
  currencySource?: string;
  /** Fixed currency code when the record has none. */
  currency?: string;
  symbol?: string;
  label?: string;
}

/** An amount as 'US$1,234.50' (spec 01 §9: 0,0.00 with the currency symbol, fallback '$'), in the screen's language. */
export const MoneyField = ({ source, currencySource, currency, symbol }: MoneyFieldProps) => {
  const [locale] = useLocaleState();
  const amount = useFieldValue({ source }) as number | string | null | undefined;
  const recordCurrency = useFieldValue({ source: currencySource ?? '' }) as string | undefined;
  const code = (currencySource ? recordCurrency : undefined) ?? currency;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(amount, code, symbol, locale) || '-'}
    </Typography>
  );
};
