/** Colour groups of spec 01 §4.1. */
export type StatusColor = 'green' | 'grey' | 'red' | 'yellow' | 'blue' | 'purple';
export type StatusPalette = 'classic' | 'new';

const CLASSIC: Record<string, StatusColor> = {};
const groups: [StatusColor, string[]][] = [
  ['green', ['ACTIVE', 'APPROVED', 'PAID', 'SUCCESSFUL', 'PROCESSED', 'FINISHED', 'COMPLETED', 'ENABLED']],
  ['grey', ['DRAFT', 'INACTIVE', 'PENDING', 'PENDING_USE']],
  ['red', ['CANCELLED', 'REJECTED', 'ERROR', 'SUBMITTED', 'DISABLED']],
  ['yellow', ['PROCESSING', 'USED']],
];
// Not in spec 01 §4.1, which leaves claim outcomes uncoloured: a merchant scans a claims grid for
// who won, so the outcome takes the colour of its meaning for the merchant.
groups.push(['green', ['IN_FAVOR_MERCHANT']], ['red', ['AGAINST_MERCHANT']], ['yellow', ['OPEN']]);
// Spec 01 §4.1 puts PUBLISHED in green beside PAID, and a settlement is first one then the other:
// the two tags read the same in one grid. Published (money not yet paid out) is blue, as the newer
// palette marks an approved, not yet final state; PAID stays green (README, Decisions).
groups.push(['blue', ['PUBLISHED']]);
// A returned payment has one colour in the spec, the newer palette's purple: never a paid-looking one.
groups.push(['purple', ['RETURNED_PAYMENT']]);
for (const [color, statuses] of groups) for (const status of statuses) CLASSIC[status] = color;

/** The newer palette recolours APPROVED (RETURNED_PAYMENT is purple in both). */
const NEW_OVERRIDES: Record<string, StatusColor> = { APPROVED: 'blue' };

/** Colour of a status, keyed by its upper-case name; statuses outside the table are grey. */
export function statusColor(status: string | null | undefined, palette: StatusPalette = 'classic'): StatusColor {
  const key = (status ?? '').toUpperCase().replace(/[\s-]+/g, '_');
  if (palette === 'new' && NEW_OVERRIDES[key]) return NEW_OVERRIDES[key];
  return CLASSIC[key] ?? 'grey';
}

/** MUI Chip colours for each group (theme palette names). */
export const CHIP_COLOR = {
  green: 'success',
  grey: 'default',
  red: 'error',
  yellow: 'warning',
  blue: 'info',
  purple: 'purple',
} as const satisfies Record<StatusColor, 'success' | 'default' | 'error' | 'warning' | 'info' | 'purple'>;

/** 'MISSING_INFO' -> 'Missing info': the label when no translation exists. */
export const humanizeStatus = (status: string): string => {
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
