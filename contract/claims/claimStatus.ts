/**
 * Claim statuses (spec 02 §2, §4). DELETED exists but is hidden everywhere; REFUNDING and
 * REFUNDING_ERROR are not offered by the status filter and display as OPEN. Choosing OPEN in the
 * filter sends `status=OPEN`, and the API reads OPEN as the whole open family (OPEN, REFUNDING,
 * REFUNDING_ERROR), so what the filter selects is exactly what the grid shows as "Open".
 */
export const OPEN = 'OPEN';
export const DELETED = 'DELETED';

/** Codes that display as OPEN. */
export const OPEN_FAMILY: readonly string[] = [OPEN, 'REFUNDING', 'REFUNDING_ERROR'];

/** The outcomes the filter offers when the configuration cannot be read (spec 02 §4). */
export const FILTER_STATUSES: readonly string[] = [OPEN, 'AGAINST_MERCHANT', 'IN_FAVOR_MERCHANT'];

const normalise = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/** The status a user sees for a stored code: the open family reads OPEN. */
export function displayStatus(code: string | null | undefined): string {
  if (!code) return '';
  const upper = normalise(code);
  return OPEN_FAMILY.includes(upper) ? OPEN : upper;
}

/** Whether the status filter offers this code: not deleted, and not a code that displays as another. */
export const isFilterableStatus = (code: string): boolean => {
  const upper = normalise(code);
  return upper !== DELETED && displayStatus(upper) === upper;
};

/** The filter's status codes from the configured list, in its order; the fixed outcomes when it is empty. */
export function filterStatusCodes(configured: readonly { code: string }[]): string[] {
  const codes = configured.map((s) => normalise(s.code)).filter(isFilterableStatus);
  return codes.length ? [...new Set(codes)] : [...FILTER_STATUSES];
}
