import { useCanAccess, useCanAccessResources } from 'react-admin';
import type { AccessAnswer } from './chooseHome';

/**
 * The auth provider's answers for VIEW on `viewCodes` and MENU on GLOBAL_BALANCE (the one MENU the
 * balance choice asks, spec 01 §2.3), as one synchronous AccessAnswer; undefined while pending.
 */
export function useAccessAnswer(viewCodes: readonly string[]): AccessAnswer | undefined {
  const view = useCanAccessResources({ action: 'VIEW', resources: [...viewCodes] });
  const globalMenu = useCanAccess({ resource: 'GLOBAL_BALANCE', action: 'MENU' });
  if (!view.canAccess || globalMenu.canAccess === undefined) return undefined;
  const viewable = view.canAccess;
  return (code, action) => (action === 'MENU' ? code === 'GLOBAL_BALANCE' && globalMenu.canAccess === true : viewable[code] === true);
}
