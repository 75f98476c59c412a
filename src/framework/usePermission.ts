import { useCanAccess } from 'react-admin';

/**
 * True once the auth provider allows `action` on the resource code (spec 01 §6); false while
 * unknown, so gated buttons never flash. No resource -> false.
 */
export function usePermission(resource: string | undefined | false, action: string): boolean {
  const { canAccess } = useCanAccess({ resource: resource || '', action, enabled: Boolean(resource) });
  return Boolean(resource) && canAccess === true;
}
