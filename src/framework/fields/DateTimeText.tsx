import Typography, { type TypographyProps } from '@mui/material/Typography';
import { formatDate, formatDateUtc, type DateFormat } from '../format';

/** The browser's own zone (e.g. 'GMT-3'), read once: it names the clock of a time shown with utc={false}. */
let localZone: string | undefined;
const localZoneName = (): string =>
  (localZone ??=
    new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')
      ?.value ?? '');

const hasTime = (format: DateFormat) => format !== 'date' && format !== 'iso';

export interface DateTimeTextProps {
  value: string | number | Date | null | undefined;
  format?: DateFormat;
  /** The API's clock (default) or the browser's. */
  utc?: boolean;
  variant?: TypographyProps['variant'];
  color?: TypographyProps['color'];
  /** Shown for no date (a field of a record says '-'); nothing by default. */
  emptyText?: string;
}

/**
 * A date in one of the spec's formats, in the API's UTC by default, as the filters count days.
 * A time says its zone ('25/11/2026 18:28:20 UTC'): a merchant never has to guess which clock.
 */
export const DateTimeText = ({ value, format = 'date', utc = true, variant = 'body2', color, emptyText }: DateTimeTextProps) => {
  const text = utc ? formatDateUtc(value, format) : formatDate(value, format);
  if (!text)
    return emptyText ? (
      <Typography component="span" variant={variant} color={color}>
        {emptyText}
      </Typography>
    ) : null;
  return (
    <Typography component="span" variant={variant} color={color} sx={{ whiteSpace: 'nowrap' }}>
      <span>{text}</span>
      {hasTime(format) && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {utc ? 'UTC' : localZoneName()}
        </Typography>
      )}
    </Typography>
  );
};
