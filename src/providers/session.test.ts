import { describe, expect, it } from 'vitest';
import { createSessionStore, memoryStorage, SESSION_KEYS } from './session';

const role = { code: 'R', resources: [] };
const profile = { firstName: 'A', lastName: 'B', email: 'a@b.test', isLoggedInProd: false, role };

describe('session store', () => {
  it('keeps token, pending session and profile apart and clears them together', () => {
    const store = createSessionStore(memoryStorage());
    store.setToken('t');
    store.setTwoFactorSession('s');
    store.setProfile(profile);
    expect([store.getToken(), store.getTwoFactorSession(), store.getProfile()]).toEqual(['t', 's', profile]);
    store.clear();
    expect([store.getToken(), store.getTwoFactorSession(), store.getProfile()]).toEqual([null, null, null]);
  });

  it('stores a profile only when it has a role', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setProfile(profile);
    store.setProfile({ ...profile, role: undefined });
    expect(storage.getItem(SESSION_KEYS.profile)).toBeNull();
    expect(store.getProfile()).toBeNull();
  });

  it('uses localStorage in the browser and survives a corrupt entry', () => {
    localStorage.setItem(SESSION_KEYS.profile, '{not json');
    const store = createSessionStore();
    expect(store.getProfile()).toBeNull();
    store.setToken('t');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('t');
    store.clear();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});

describe('profile reads', () => {
  it('follows the stored value when it changes underneath (another tab logging in or out)', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    const role = { code: 'R', resources: [{ code: 'TRANSACTION', patents: [{ code: 'VIEW' }] }] };
    session.setProfile({ firstName: 'Ana', lastName: 'Paz', email: 'ana@x.example', isLoggedInProd: false, role });
    expect(session.getProfile()?.firstName).toBe('Ana');
    expect(session.getProfile()).toBe(session.getProfile());
    storage.setItem(
      SESSION_KEYS.profile,
      JSON.stringify({ firstName: 'Bea', lastName: 'Paz', email: 'b@x.example', isLoggedInProd: false, role }),
    );
    expect(session.getProfile()?.firstName).toBe('Bea');
    storage.removeItem(SESSION_KEYS.profile);
    expect(session.getProfile()).toBeNull();
  });
});
