import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useSession } from '../../layout/SessionContext';
import { decideGuard } from './guards';

const RedirectWithNotice = ({ to, notice }: { to: string; notice?: string }) => {
  const notify = useNotify();
  useEffect(() => {
    if (notice) notify(notice, { type: 'warning' });
  }, [notice, notify]);
  return <Navigate to={to} replace />;
};

/**
 * Applies spec 01 §2.2 before anything else renders. It reads the session synchronously, so a
 * page never flashes before its redirect. Re-evaluated on every navigation.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const session = useSession();
  const decision = decideGuard(pathname, search, {
    loggedIn: Boolean(session.getToken()),
    twoFactorPending: Boolean(session.getTwoFactorSession()) && !session.getToken(),
  });
  if (decision) return <RedirectWithNotice to={decision.redirect} notice={decision.notify} />;
  return <>{children}</>;
};
