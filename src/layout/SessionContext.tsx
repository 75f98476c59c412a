import { createContext, useContext, type ReactNode } from 'react';
import type { SessionStore } from '../providers/session';

/**
 * The session store (token, pending second factor, profile) for components that must decide
 * synchronously: route guards, the menu and the root redirect. react-admin's own auth hooks are
 * asynchronous and would flash the wrong page first.
 */
const SessionContext = createContext<SessionStore | null>(null);

export const SessionProvider = ({ session, children }: { session: SessionStore; children: ReactNode }) => (
  <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
);

export function useSession(): SessionStore {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider>');
  return session;
}
