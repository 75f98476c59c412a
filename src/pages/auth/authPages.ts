import type { ComponentType } from 'react';
import { loadableView, type ViewLoader } from '../../framework/defineResource';
import { PATHS } from './guards';

/**
 * The login-side pages of spec 01 §2.1 (public, open, and /logout), outside the shell. Each is
 * its own chunk: a logged-in visit never downloads them (nor the form library they use), and a
 * visit to one of them starts its download before the app boots (preloadCurrentView).
 */
export interface AuthPage {
  path: string;
  Page: ComponentType;
  preload: () => Promise<unknown>;
}

const page = (path: string, loader: ViewLoader): AuthPage => {
  const view = loadableView(loader);
  return { path, Page: view.Component, preload: view.preload };
};

export const AUTH_PAGES: AuthPage[] = [
  page(PATHS.login, () => import('./Login').then((m) => m.Login)),
  page(PATHS.fakeLogin, () => import('./FakeLogin').then((m) => m.FakeLogin)),
  page(PATHS.twoFactor, () => import('./TwoFactor').then((m) => m.TwoFactor)),
  page(PATHS.resetPassword, () => import('./ResetPassword').then((m) => m.ResetPassword)),
  page(PATHS.recoverPassword, () => import('./RecoverPassword').then((m) => m.RecoverPassword)),
  page(PATHS.activateAccount, () => import('./ActivateAccount').then((m) => m.ActivateAccount)),
  page(PATHS.logout, () => import('./Logout').then((m) => m.Logout)),
];

const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
const authPaths = new Set(AUTH_PAGES.map((p) => p.path));
export const isAuthPage = (pathname: string) => authPaths.has(normalize(pathname));

/** The auth page an address opens, if any. */
export const authPageFor = (pathname: string) => AUTH_PAGES.find((p) => p.path === normalize(pathname));

/** react-admin's login page (its own redirects to /login render it). */
export const LoginPage = AUTH_PAGES.find((p) => p.path === PATHS.login)!.Page;
