/** Minimal view of a resource definition: its route name and the code guarding it. */
export interface HomeCandidate {
  name: string;
  access: string;
}

/** The role's answer for one code and action (the auth provider's canAccess, already fetched). */
export type AccessAnswer = (code: string, action: 'VIEW' | 'MENU') => boolean;

/** The codes chooseHome asks VIEW of, besides each candidate's own. */
export const BALANCE_VIEW_CODES = ['NEW_DASHBOARD', 'BALANCE_LEDGER', 'GLOBAL_BALANCE'] as const;

/**
 * Spec 01 §2.3, the balance screen the root shows: with NEW_DASHBOARD view, the ledger when
 * BALANCE_LEDGER view is allowed, else the (newer) balance screen; without NEW_DASHBOARD, the
 * global balance screen when GLOBAL_BALANCE menu is allowed (03 §6: MENU or VIEW); otherwise none.
 */
export function chooseBalanceRoute(can: AccessAnswer): string | null {
  if (can('NEW_DASHBOARD', 'VIEW')) return can('BALANCE_LEDGER', 'VIEW') ? 'balance-ledger' : 'balance';
  return can('GLOBAL_BALANCE', 'MENU') || can('GLOBAL_BALANCE', 'VIEW') ? 'balance-legacy' : null;
}

/**
 * Where a balance route the role may not open sends it: the screen §2.3 chooses, else the ledger
 * when its view is held; null (the logout of 01 §2.2) only for a role that may see no balance.
 */
export function balanceFallback(can: AccessAnswer): string | null {
  return chooseBalanceRoute(can) ?? (can('BALANCE_LEDGER', 'VIEW') ? 'balance-ledger' : null);
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
