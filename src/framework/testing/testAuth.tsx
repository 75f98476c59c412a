import type { AuthProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canAccess } from '../../../contract/access/canAccess';
import type { Role } from '../../../contract/access/types';
import { toPatent } from '../../providers/authProvider';

/** A role from `{ RESOURCE: ['VIEW', 'EXPORT'] }`, as a login profile carries it. */
export const roleWith = (resources: Record<string, string[]>): Role => ({
  code: 'TEST',
  resources: Object.entries(resources).map(([code, patents]) => ({ code, patents: patents.map((p) => ({ code: p })) })),
});

/**
 * A logged-in auth provider answering canAccess from `role` with the app's one rule.
 * `openViews` lets react-admin's own list/show view checks pass; `codes` (resource name -> access
 * code) answers them as the app's auth provider does instead (list/show -> VIEW, create -> ADD).
 */
export const authProviderFor = (
  role: Role,
  { openViews = false, codes }: { openViews?: boolean; codes?: Record<string, string> } = {},
): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  canAccess: async ({ resource, action }) =>
    codes?.[resource]
      ? canAccess(role, codes[resource], toPatent(action))
      : (openViews && ['list', 'show'].includes(action)) || canAccess(role, resource, action),
});

let lastLocation = { pathname: '', search: '' };
/** The router location after the last render (list parameters, ?show=). */
export const currentLocation = () => lastLocation;
/** Render inside the test router to record its location for currentLocation(). */
export const LocationProbe = () => {
  const location = useLocation();
  lastLocation = { pathname: location.pathname, search: location.search };
  return null;
};
