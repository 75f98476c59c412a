/** Minimal view of a resource definition: its route name and the code guarding it. */
export interface HomeCandidate {
  name: string;
  access: string;
}

/** The role's answer for one code and action (the auth provider's canAccess, already fetched). */
export type AccessAnswer = (code: string, action: 'VIEW' | 'MENU') => boolean;

/** The codes chooseHome asks VIEW of, besides each candidate's own. */
export const BALANCE_VIEW_CODES = ['NEW_DASHBOARD', 'BALANCE_LEDGER'] as const;

/**
 * Spec 01 §2.3, the balance screen the root shows: with NEW_DASHBOARD view, the ledger when
 * BALANCE_LEDGER view is allowed, else the (newer) balance screen; without NEW_DASHBOARD, the
 * global balance screen when GLOBAL_BALANCE menu is allowed; otherwise none.
 */
export function chooseBalanceRoute(can: AccessAnswer): string | null {
  if (can('NEW_DASHBOARD', 'VIEW')) return can('BALANCE_LEDGER', 'VIEW') ? 'balance-ledger' : 'balance';
  return can('GLOBAL_BALANCE', 'MENU') ? 'balance-legacy' : null;
}

/**
 * The path root sends the user to: the §2.3 balance screen once that screen is declared,
 * until then the first declared resource the role may VIEW; null when there is none.
 */
export function chooseHome(can: AccessAnswer, resources: readonly HomeCandidate[]): string | null {
  const balance = chooseBalanceRoute(can);
  if (balance && resources.some((r) => r.name === balance)) return `/${balance}`;
  const first = resources.find((r) => can(r.access, 'VIEW'));
  return first ? `/${first.name}` : null;
}
