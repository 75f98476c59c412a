import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideGuard, fromOfLoginState, loginRedirect } from './guards';

const loggedOut = { loggedIn: false, twoFactorPending: false };
const loggedIn = { loggedIn: true, twoFactorPending: false };
const pending = { loggedIn: false, twoFactorPending: true };

describe('decideGuard (spec 01 §2.2)', () => {
  it('sends every page to /two-factor-auth while a second factor is pending', () => {
    expect(decideGuard('/transactions', '', pending)).toEqual({ redirect: '/two-factor-auth' });
    expect(decideGuard('/login', '', pending)).toEqual({ redirect: '/two-factor-auth' });
    expect(decideGuard('/reset-password', '', pending)).toEqual({ redirect: '/two-factor-auth' });
    expect(decideGuard('/two-factor-auth', '', pending)).toBeNull();
  });
  it('sends a logged-out user to login with from, but root to plain login', () => {
    expect(decideGuard('/transactions', '?status=APPROVED', loggedOut)).toEqual({
      redirect: '/login?from=%2Ftransactions%3Fstatus%3DAPPROVED',
    });
    expect(decideGuard('/', '', loggedOut)).toEqual({ redirect: '/login' });
    expect(decideGuard('/no-such-page', '', loggedOut)).toEqual({ redirect: '/login?from=%2Fno-such-page' });
  });
  it('keeps reset and recover open to a logged-out user, and sends a logged-in one to root with log_out_first', () => {
    for (const path of ['/reset-password', '/recover-password']) {
      expect(decideGuard(path, '?key=x', loggedOut)).toBeNull();
      expect(decideGuard(path, '?key=x', loggedIn)).toEqual({ redirect: '/', notify: 'messages.log_out_first' });
    }
  });
  it('keeps activate-account open to everybody: its data processing agreement link is for a logged-in user (issue #30 item 28)', () => {
    expect(decideGuard('/activate-account', '?key=x', loggedOut)).toBeNull();
    expect(decideGuard('/activate-account', '?key=x', loggedIn)).toBeNull();
    expect(decideGuard('/activate-account', '?key=x', pending)).toEqual({ redirect: '/two-factor-auth' });
  });
  it('sends a logged-in user on a public page to root with log_out_first', () => {
    expect(decideGuard('/fake-login', '?userKey=a', loggedIn)).toEqual({ redirect: '/', notify: 'messages.log_out_first' });
    expect(decideGuard('/two-factor-auth', '', loggedIn)).toEqual({ redirect: '/', notify: 'messages.log_out_first' });
  });
  it('sends a logged-in user on the login page to its from value', () => {
    expect(decideGuard('/login', '?from=%2Ftransactions-v2', loggedIn)).toEqual({
      redirect: '/transactions-v2',
      notify: 'messages.log_out_first',
    });
  });
  it('lets a logged-out user see login and fake login, and nobody is stopped at /logout', () => {
    expect(decideGuard('/login', '', loggedOut)).toBeNull();
    expect(decideGuard('/fake-login', '?userKey=a', loggedOut)).toBeNull();
    expect(decideGuard('/logout', '', loggedOut)).toBeNull();
    expect(decideGuard('/logout', '', pending)).toBeNull();
  });
  it('sends /two-factor-auth without a pending session back to login', () => {
    expect(decideGuard('/two-factor-auth', '', loggedOut)).toEqual({ redirect: '/login' });
  });
  it('lets a logged-in user through protected pages', () => {
    expect(decideGuard('/transactions', '', loggedIn)).toBeNull();
  });
});

describe('login targets', () => {
  it('builds /login?from= except for root', () => {
    expect(loginRedirect('/')).toBe('/login');
    expect(loginRedirect('/claims/')).toBe('/login?from=%2Fclaims');
  });
  it('follows only same-app from values', () => {
    expect(afterLoginTarget('/transactions?x=1')).toBe('/transactions?x=1');
    expect(afterLoginTarget('https://evil.example')).toBe('/');
    expect(afterLoginTarget('//evil.example')).toBe('/');
    expect(afterLoginTarget('/login')).toBe('/');
    expect(afterLoginTarget(null)).toBe('/');
  });
  it('reads react-admin logout state into a from value', () => {
    expect(fromOfLoginState({ nextPathname: '/transactions', nextSearch: '?a=1' })).toBe('/transactions?a=1');
    expect(fromOfLoginState({ nextPathname: '/' })).toBeNull();
    expect(fromOfLoginState(undefined)).toBeNull();
  });
});
