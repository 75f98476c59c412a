/** The API's check of an export's layout (exportLayout.ts): a 400 naming the field otherwise. */
import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_KINDS, type ExportColumn, type ExportLayout } from './exportLayout';

/** A time zone the runtime knows ("UTC", "America/Bogota"). */
const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const label = z.string().min(1).max(120);

export const ExportColumnSchema = z.object({
  /** The row's field. */
  source: z.string().min(1).max(80),
  /** The header, as the screen names the column in the user's language. */
  label,
  kind: z.enum(EXPORT_KINDS).optional(),
  /** A money column's currency field; written once, in a currency column, when the grid shows none. */
  currency: z.string().min(1).max(80).optional(),
  /** A status column's words by code (what the screen's chip says). */
  words: z.record(z.string().max(80), z.string().max(120)).optional(),
}) satisfies z.ZodType<ExportColumn>;

export const ExportLayoutSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  locale: z.enum(['en', 'es', 'pt']),
  /** The zone the screen shows dates in; named in each date column's header ("Created (UTC)"). */
  timeZone: z.string().min(1).max(64).refine(knownZone, 'must be a known time zone'),
  columns: z.array(ExportColumnSchema).min(1).max(100),
  /** The words of a true and a false value, and the header of the currency column. */
  words: z.object({ yes: label, no: label, currency: label }),
}) satisfies z.ZodType<ExportLayout>;
