import Tooltip from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useFieldValue, useLocaleState } from 'react-admin';
import { formatMoney, SHORTEN_ABOVE } from '../format';

export interface MoneyFieldProps {
  source: string;
  /** Record field holding the currency code (e.g. 'currency'). */
  currencySource?: string;
  /** Fixed currency code when the record has none. */
  currency?: string;
  symbol?: string;
  label?: string;
  /** Shown with the opposite sign: a cost the API answers as a positive amount (daily balances' fees, spec 03 §2). */
  negate?: boolean;
}

/**
 * An amount as 'US$1,234.50' (spec 01 §9: 0,0.00 with the currency symbol, fallback '$'), in the
 * screen's language. Above 999,999,999 it is cut to whole units, the exact amount in a tooltip
 * (spec 03 §5), which the keyboard reaches too.
 */
export const MoneyField = ({ source, currencySource, currency, symbol, negate }: MoneyFieldProps) => {
  const [locale] = useLocaleState();
  const value = useFieldValue({ source }) as number | string | null | undefined;
  // -0 would read '-US$0.00'.
  const amount = negate && value !== null && value !== undefined && value !== '' && Number(value) !== 0 ? -Number(value) : value;
  const recordCurrency = useFieldValue({ source: currencySource ?? '' }) as string | undefined;
  const code = (currencySource ? recordCurrency : undefined) ?? currency;
  return <MoneyText amount={amount} currency={code} symbol={symbol} locale={locale} />;
};

/**
 * MoneyField's text outside a record (a card's figure, a totals row, a balance line): the same
 * shortening above 999,999,999 with the exact amount in a tooltip. `variant` and `sx` size and
 * weigh it as its place needs (a headline is an h4).
 */
export function MoneyText({
  amount,
  currency,
  symbol,
  locale,
  variant = 'body2',
  sx,
}: {
  amount: number | string | null | undefined;
  currency?: string | null;
  symbol?: string;
  locale: string;
  variant?: TypographyProps['variant'];
  sx?: TypographyProps['sx'];
}) {
  const exact = formatMoney(amount, currency, symbol, locale) || '-';
  const long = Math.abs(Number(amount)) > SHORTEN_ABOVE;
  const text = (
    <Typography
      component="span"
      variant={variant}
      sx={[{ whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      tabIndex={long ? 0 : undefined}
    >
      {long ? formatMoney(amount, currency, symbol, locale, true) : exact}
    </Typography>
  );
  return long ? <Tooltip title={exact}>{text}</Tooltip> : text;
}
