import { canAccess } from '../../access/canAccess';
import type { Role } from '../../access/types';

/** Minimal view of a resource definition: its route name and the code guarding it. */
export interface HomeCandidate {
  name: string;
  access: string;
}

/**
 * Spec 01 §2.3, the balance screen the root shows: with NEW_DASHBOARD view, the ledger when
 * BALANCE_LEDGER view is allowed, else the (newer) balance screen; without NEW_DASHBOARD, the
 * global balance screen when GLOBAL_BALANCE menu is allowed; otherwise none.
 */
export function chooseBalanceRoute(role: Role | null | undefined): string | null {
  if (canAccess(role, 'NEW_DASHBOARD', 'VIEW')) {
    return canAccess(role, 'BALANCE_LEDGER', 'VIEW') ? 'balance-ledger' : 'balance';
  }
  return canAccess(role, 'GLOBAL_BALANCE', 'MENU') ? 'balance-legacy' : null;
}

/**
 * The path root sends the user to: the §2.3 balance screen once that screen is declared,
 * until then the first declared resource the role may VIEW; null when there is none.
 */
export function chooseHome(role: Role | null | undefined, resources: readonly HomeCandidate[]): string | null {
  const balance = chooseBalanceRoute(role);
  if (balance && resources.some((r) => r.name === balance)) return `/${balance}`;
  const first = resources.find((r) => canAccess(role, r.access, 'VIEW'));
  return first ? `/${first.name}` : null;
}
