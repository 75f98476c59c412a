import Chip, { type ChipProps } from '@mui/material/Chip';
import { useFieldValue, useTranslate, type TranslateFunction } from 'react-admin';
import { CHIP_COLOR, humanizeStatus, statusColor, type StatusPalette } from './statusColors';

export interface StatusChipProps {
  /** Record field holding the status (inside a record context). */
  source?: string;
  /** A status given directly, outside any record. */
  value?: string | null;
  palette?: StatusPalette;
  /** Translation prefix tried first, e.g. 'resources.claims.statuses.'; then `grid.status.`. */
  labelPrefix?: string;
  size?: ChipProps['size'];
  /** react-admin column label, read by DataTable/SimpleShowLayout headers. */
  label?: string;
}

export const statusCode = (status: string) => status.toUpperCase().replace(/[\s-]+/g, '_');

/** A status in words, as the chip and the exported files say it: the screen's word, the shared one, or the code humanised. */
export function statusLabel(translate: TranslateFunction, code: string, labelPrefix?: string): string {
  const fallback = translate(`grid.status.${code}`, { _: humanizeStatus(code) });
  return labelPrefix ? translate(`${labelPrefix}${code}`, { _: fallback }) : fallback;
}

/** A status tag coloured by spec 01 §4.1; the label is translated when a key exists, else humanised. */
export const StatusChip = ({ source = 'status', value, palette = 'classic', labelPrefix, size = 'small' }: StatusChipProps) => {
  const translate = useTranslate();
  const fieldValue = useFieldValue({ source });
  const status = value !== undefined ? value : (fieldValue as string | null | undefined);
  if (!status) return null;
  const code = statusCode(String(status));
  const text = statusLabel(translate, code, labelPrefix);
  const color = statusColor(code, palette);
  return <Chip label={text} color={CHIP_COLOR[color]} size={size} data-color={color} variant="filled" />;
};
