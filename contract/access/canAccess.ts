import type { Role } from './types';

/**
 * The one permission rule (spec 01 §6): allowed when the role holds the resource and, if an
 * action is named, that action. Codes compare case-insensitively because the spec spells some
 * of them in lower case (e.g. `payin_status_change`). The fake API imports this same function.
 */
export function canAccess(role: Role | undefined | null, resource: string, action?: string): boolean {
  if (!role) return false;
  const wanted = resource.toUpperCase();
  const entry = role.resources.find((r) => r.code.toUpperCase() === wanted);
  if (!entry) return false;
  if (!action || action === '*') return true;
  const act = action.toUpperCase();
  return entry.patents.some((p) => p.code.toUpperCase() === act);
}

/** True when any of the resources passes with the action (menu items with several resources). */
export function canAccessAny(role: Role | undefined | null, resources: readonly string[], action?: string): boolean {
  return resources.some((r) => canAccess(role, r, action));
}
