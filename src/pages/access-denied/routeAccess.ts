import { canAccess } from '../../../contract/access/canAccess';
import type { Role } from '../../../contract/access/types';
import { toPatent } from '../../providers/authProvider';
import type { ResourceDefinition, ViewLoader } from '../../framework/defineResource';
import { viewLoaderOf } from '../../framework/resources/resourceMessages';

/** The routes a resource has: list at /<name>, show at /<name>/:id/detail, create at /<name>/new. */
export type ViewAction = 'list' | 'show' | 'create';

/** render: the view; denied: /logout (spec 01 §2.2); not-found: allowed, but nothing declared there. */
export type RouteOutcome = 'render' | 'denied' | 'not-found';

/**
 * Spec 01 §2.2 for a resource route, decided synchronously from the stored role (the same rule
 * the auth provider's canAccess applies: list/show -> VIEW, create -> ADD on the access code).
 * Permission comes first, so a role without ADD is logged out even where no create view exists.
 */
export function decideViewRoute(
  role: Role | null | undefined,
  access: string | readonly string[],
  action: ViewAction,
  hasView: boolean,
): RouteOutcome {
  // VIEW passes with any of a screen's codes (a declaration's anyAccess), other actions ask the first.
  const [code, ...others] = typeof access === 'string' ? [access] : access;
  const patent = toPatent(action);
  const codes = patent === 'VIEW' ? [code, ...others] : [code];
  if (!codes.some((c) => canAccess(role, c, patent))) return 'denied';
  return hasView ? 'render' : 'not-found';
}

const SEGMENT_ACTIONS: Record<string, ViewAction> = { new: 'create' };

/**
 * The declared view a path opens and whether the role may open it, or null: lets the boot fetch
 * that view's chunk while the rest of the app starts. Only exact routes count (spec 01 §2.2).
 */
export function viewForPath(
  definitions: readonly (Pick<ResourceDefinition, 'name' | 'access' | ViewAction> &
    Partial<Pick<ResourceDefinition, 'anyAccess' | 'messages'>>)[],
  pathname: string,
  role: Role | null | undefined,
): ViewLoader | null {
  const [name, second, third, ...rest] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const definition = definitions.find((d) => d.name === name);
  if (!definition || rest.length > 0) return null;
  let action: ViewAction | undefined;
  if (second === undefined) action = 'list';
  else if (third === undefined) action = SEGMENT_ACTIONS[second];
  else if (third === 'detail') action = 'show';
  const loader = action && definition[action];
  if (!action || !loader) return null;
  const codes = [definition.access, ...(definition.anyAccess ?? [])];
  // The loader the route itself uses (with the screen's messages), so the two share one download.
  return decideViewRoute(role, codes, action, true) === 'render' ? viewLoaderOf(definition, loader) : null;
}
