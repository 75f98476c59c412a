import { CURRENCY_SYMBOLS } from '../../contract/money';
import { apiNow, toWireDate } from '../../contract/wireDate';

// The wire's date text and the currency symbols are the contract's (the fake API reads them too);
// the screens keep reading every format here.
export { CURRENCY_SYMBOLS } from '../../contract/money';
export { apiNow, parseWireDate, toWireDate } from '../../contract/wireDate';

/**
 * The spec's 0,0.00 in the screen's language: English groups with commas ('1,234.50'); Spanish and
 * Portuguese with dots and a decimal comma ('3.262,54', four-digit amounts grouped too).
 */
const NUMBER_FORMATS: Record<string, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  es: new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }),
  pt: new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }),
};

/** The same without cents, for amounts too long to show whole (spec 03 §5). */
const WHOLE_FORMATS: Record<string, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'trunc' }),
  es: new Intl.NumberFormat('es', { maximumFractionDigits: 0, roundingMode: 'trunc', useGrouping: 'always' }),
  pt: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, roundingMode: 'trunc', useGrouping: 'always' }),
};

/** Spec 03 §5, §9: an amount above this (in absolute value) is shown without cents, the exact one in a tooltip. */
export const SHORTEN_ABOVE = 999_999_999;

/**
 * Amount with the currency symbol: '$1,234.50', '-R$3.00'; in Spanish 'COL$3.262,54'. With
 * `whole`, cut to whole units ('US$1,234,567,890'): what a grid shows of an amount above SHORTEN_ABOVE.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currencyCode?: string | null,
  symbol?: string | null,
  locale = 'en',
  whole = false,
): string {
  const numberFormat = (whole ? WHOLE_FORMATS : NUMBER_FORMATS)[locale] ?? NUMBER_FORMATS.en;
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (Number.isNaN(value)) return '';
  const sign = value < 0 ? '-' : '';
  const resolved = symbol || (currencyCode && CURRENCY_SYMBOLS[currencyCode.toUpperCase()]) || '$';
  return `${sign}${resolved}${numberFormat.format(Math.abs(value))}`;
}

const RATE_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** An exchange rate read as a conversion: '1 BRL = 0.185185 USD'; '-' without one. */
export const formatRate = (rate: number | null | undefined, from: string, to: string) =>
  rate === null || rate === undefined ? '-' : `1 ${from} = ${RATE_FORMAT.format(rate)} ${to}`;

const COMPACT_FORMATS = new Map<string, Intl.NumberFormat>();

/** An amount for a chart's axis: 'COL$60M', 'US$140K' ('US$140 mil' in Spanish); the exact one is in the tooltip. */
export function formatMoneyCompact(amount: number, currencyCode: string, locale = 'en'): string {
  let format = COMPACT_FORMATS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : locale, { notation: 'compact', maximumFractionDigits: 1 });
    COMPACT_FORMATS.set(locale, format);
  }
  const sign = amount < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOLS[currencyCode.toUpperCase()] ?? '$'}${format.format(Math.abs(amount))}`;
}

/** The display formats of spec 01 §9, in date-fns tokens. */
export const DATE_FORMATS = {
  date: 'dd/MM/yyyy',
  // Spec 01 §9 writes a time with its seconds, on every screen (issue #30 item 31).
  dateTime: 'dd/MM/yyyy HH:mm:ss',
  dateTimeSeconds: 'dd/MM/yyyy HH:mm:ss',
  // What a person types when scheduling (a send time): to the minute.
  dateTimeMinutes: 'dd/MM/yyyy HH:mm',
  dateTimeMillis: 'dd/MM/yyyy HH:mm:ss.SSS',
  time: 'HH:mm:ss',
  iso: 'yyyy-MM-dd',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

type DateInput = string | number | Date | null | undefined;

const isValid = (date: Date) => !Number.isNaN(date.getTime());

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Our fixed patterns only (the tokens of DATE_FORMATS). Not date-fns' format: its general token
 * engine and locale data would sit in the entry for every screen (README, Measured); the pickers,
 * which need it, load it with themselves.
 */
function formatWithPattern(date: Date, pattern: string): string {
  const parts: Record<string, string> = {
    yyyy: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    dd: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
    SSS: pad(date.getMilliseconds(), 3),
  };
  return pattern.replace(/yyyy|MM|dd|HH|mm|ss|SSS/g, (token) => parts[token]);
}

/** A date in the user's local time, e.g. formatDate(iso, 'dateTime') -> '21/11/2026 14:05:09'. */
export function formatDate(value: DateInput, format: DateFormat = 'date'): string {
  const date = toDate(value);
  return date ? formatWithPattern(date, DATE_FORMATS[format]) : '';
}

/** The same formats read in UTC (spec 02: the creation date is shown as UTC). */
export function formatDateUtc(value: DateInput, format: DateFormat = 'dateTimeSeconds'): string {
  const date = toDate(value);
  if (!date) return '';
  // Shift by the local offset so local-time formatting prints the UTC wall clock.
  const utcWallClock = new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
  return formatWithPattern(utcWallClock, DATE_FORMATS[format]);
}

/**
 * Whole days from `days` back to today, on the API's clock (spec 02 §9: claims, payouts, payout
 * items, refunds "one week back to today" is `daysBack(7)`): 00:00:00.000 to 23:59:59.999.
 */
export function daysBack(days: number, now: Date = apiNow()): { from: Date; to: Date } {
  const from = new Date(now);
  from.setDate(from.getDate() - days);
  from.setHours(0, 0, 0, 0);
  const to = new Date(now);
  to.setHours(23, 59, 59, 999);
  return { from, to };
}

/**
 * A list's default range as filter values: `daysBack(days)` under `<source>From` / `<source>To`
 * in wire text (`lastDaysRange(7)` -> createdDateFrom/To a week back to today).
 */
export function lastDaysRange(days: number, source = 'createdDate', now: Date = apiNow()): Record<string, string> {
  const { from, to } = daysBack(days, now);
  return { [`${source}From`]: toWireDate(from), [`${source}To`]: toWireDate(to) };
}
