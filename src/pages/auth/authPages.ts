import type { ComponentType } from 'react';
import { ActivateAccount } from './ActivateAccount';
import { FakeLogin } from './FakeLogin';
import { Login } from './Login';
import { Logout } from './Logout';
import { RecoverPassword } from './RecoverPassword';
import { ResetPassword } from './ResetPassword';
import { TwoFactor } from './TwoFactor';
import { PATHS } from './guards';

/** The login-side pages of spec 01 §2.1 (public, open, and /logout), outside the shell. */
export const AUTH_PAGES: { path: string; Page: ComponentType }[] = [
  { path: PATHS.login, Page: Login },
  { path: PATHS.fakeLogin, Page: FakeLogin },
  { path: PATHS.twoFactor, Page: TwoFactor },
  { path: PATHS.resetPassword, Page: ResetPassword },
  { path: PATHS.recoverPassword, Page: RecoverPassword },
  { path: PATHS.activateAccount, Page: ActivateAccount },
  { path: PATHS.logout, Page: Logout },
];

const authPaths = new Set(AUTH_PAGES.map((p) => p.path));
export const isAuthPage = (pathname: string) => authPaths.has(pathname.replace(/\/+$/, '') || '/');
