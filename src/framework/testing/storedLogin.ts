import type { Profile, Role } from '../../../contract/access/types';
import { createSessionStore, memoryStorage } from '../../providers/session';

/**
 * A login already stored, as the app finds one on start (a token and Ana Silva's profile with
 * `role`), in memory: for component tests of what reads the session (the menu, the root
 * redirect, the header, the disclaimer). `profile` changes the profile's other fields.
 */
export function storedLogin(role: Role = { code: 'TEST', resources: [] }, profile: Partial<Profile> = {}) {
  const storage = memoryStorage();
  const session = createSessionStore(storage);
  session.setToken('t');
  session.setProfile({ firstName: 'Ana', lastName: 'Silva', email: { email: 'ana@demo.test' }, isLoggedInProd: false, role, ...profile });
  return { storage, session };
}

/** A role holding one patent (MENU, VIEW…) on each of `codes`. */
export const rolePatent = (patent: string, codes: readonly string[]): Role => ({
  code: 'TEST',
  resources: codes.map((code) => ({ code, patents: [{ code: patent }] })),
});
