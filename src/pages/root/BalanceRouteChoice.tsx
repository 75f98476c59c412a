import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { BALANCE_VIEW_CODES, balanceFallback } from './chooseHome';
import { useAccessAnswer } from './useAccessAnswer';

/**
 * A balance route the role may not open (the `whenDenied` of the three balance screens): the
 * balance screen the role's rights choose (spec 01 §2.3) rather than a logout; `denied` (the
 * logout of 01 §2.2) only when the role may see no balance at all.
 */
export const BalanceRouteChoice = ({ denied }: { denied: ReactNode }) => {
  const can = useAccessAnswer(BALANCE_VIEW_CODES);
  if (!can) return null;
  const target = balanceFallback(can);
  return target ? <Navigate to={`/${target}`} replace /> : denied;
};
