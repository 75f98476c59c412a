/**
 * What an export asks the API to write (issue #33 §4): the grid's columns in the order the user
 * sees them, each with the header in the user's language and how its values read (a number, a
 * date in the user's format with its time zone named, a status or yes/no in words), and the file
 * format. It travels as JSON in the export call's `layout` query parameter (the exports are GETs
 * with the grid's filters beside it); without one the API writes its raw columns, as before.
 * The API checks it with exportLayoutSchema.ts; these plain types keep zod off the client's first load.
 */
/** The query parameter holding the layout's JSON. */
export const EXPORT_LAYOUT_PARAM = 'layout';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How a column's values are written; absent, read from the value (a number, a boolean, a date text). */
export const EXPORT_KINDS = ['text', 'number', 'money', 'date', 'dateTime', 'boolean', 'status'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export interface ExportColumn {
  /** The row's field. */
  source: string;
  /** The header, as the screen names the column in the user's language. */
  label: string;
  kind?: ExportKind;
  /** A money column's currency field; written once, in a currency column, when the grid shows none. */
  currency?: string;
  /** A status column's words by code (what the screen's chip says). */
  words?: Record<string, string>;
}

export interface ExportLayout {
  format: ExportFormat;
  locale: 'en' | 'es' | 'pt';
  /** The zone the screen shows dates in; named in each date column's header ("Created (UTC)"). */
  timeZone: string;
  columns: ExportColumn[];
  /** The words of a true and a false value, and the header of the currency column. */
  words: { yes: string; no: string; currency: string };
}

/** A date column's header with the zone its values are written in: "Created (UTC)". */
export const zonedHeader = (header: string, timeZone: string) => `${header} (${timeZone})`;

/** The date patterns of spec 01 §9, the same in every language. */
export const EXPORT_DATE_PATTERNS = { date: 'dd/MM/yyyy', dateTime: 'dd/MM/yyyy HH:mm:ss' } as const;
