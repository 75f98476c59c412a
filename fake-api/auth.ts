/**
 * Demo accounts, roles, tokens, second-factor sessions and the server-side permission checks.
 * Permissions use canAccess from src/access, the same function the client uses, so a hidden
 * button and a 403 can never disagree.
 */
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ACTIONS, RESOURCE_CODES, canAccess, type Profile, type Role } from '../contract/access';
import { HttpError } from './httpError';

export const DEMO_PASSWORD = 'demo123';
export const TWO_FACTOR_CODE = '123456';
export const DEMO_RECOVERY_KEY = 'demo-recovery-key';
export const DEMO_ACTIVATION_TOKEN = 'demo-activation-token';
export const DEFAULT_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
const SESSION_TTL_MS = 10 * 60 * 1000;
/** Wrong second-factor codes a pending session survives. */
export const MAX_WRONG_CODES = 5;

export type FakeApiEnv = 'Development' | 'Staging' | 'Sandbox' | 'Production';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  merchantId: number;
  twoFactor: boolean;
  role: Role;
}

function buildRole(code: string, resources: readonly string[], actions: (resource: string) => readonly string[]): Role {
  return { code, resources: resources.map((r) => ({ code: r, patents: actions(r).map((a) => ({ code: a })) })) };
}

const ALL_BUT_HIDE_EXPORT = ACTIONS.filter((a) => a !== 'HIDE_EXPORT');

export const SUPER_ROLE = buildRole('SUPERMERCHANT_ADMIN', RESOURCE_CODES, () => ALL_BUT_HIDE_EXPORT);

/**
 * A merchant's administrator: everything but the sandbox look-and-feel, the credentials' reveal
 * and the balance ledger, so the three demo roles land on the three balance screens of spec 01
 * §2.3 (super: the ledger, merchant: the balance screen, viewer: the legacy dashboard).
 */
export const MERCHANT_ROLE = buildRole(
  'MERCHANT_ADMIN',
  RESOURCE_CODES.filter((r) => !['SHOW_CREDENTIALS', 'LOOK_AND_FEEL_V1', 'BALANCE_LEDGER'].includes(r)),
  (r) => (r === 'PAYOUT' ? ALL_BUT_HIDE_EXPORT.filter((a) => a !== 'CHANGE_STATUS') : ALL_BUT_HIDE_EXPORT),
);

/**
 * Read-only: VIEW and MENU everywhere. Left out: the two sandbox status-change resources
 * (holding one alone is the permission to change a status) and SHOW_CREDENTIALS (its VIEW
 * reveals a shop's API secrets, issue #3: the viewer sees no credentials).
 */
export const VIEWER_ROLE = buildRole(
  'VIEWER',
  RESOURCE_CODES.filter(
    (r) => !['NEW_DASHBOARD', 'LOOK_AND_FEEL_V1', 'PAYIN_STATUS_CHANGE', 'PAYOUT_STATUS_CHANGE', 'SHOW_CREDENTIALS'].includes(r),
  ),
  () => ['VIEW', 'MENU'],
);

/**
 * Operations staff: the pay-in, claims, payout and refund screens with their exports, and none of
 * the money screens (balances, settlements, withdrawals, top-ups and adjustments): the account a
 * demo uses to show a menu and an API that follow the role.
 */
export const OPERATIONS_ROLE = buildRole(
  'OPERATIONS_STAFF',
  [
    'TRANSACTION',
    'TRANSACTION_V2',
    'CLAIM',
    'DASHBOARD_CLAIMS',
    'NOTIFICATION',
    'PAYMENT_METHOD',
    'SHOP',
    'PAYOUT',
    'PAYOUT_BATCH',
    'REFUND',
    'TRANSACTION_REFUND',
    'REPORT_TASK',
  ],
  () => ['VIEW', 'MENU', 'EXPORT'],
);

/**
 * A treasurer: the global balance from its menu entry only (GLOBAL_BALANCE MENU without VIEW, which
 * spec 03 §6 lets open it and 01 §2.3 lands on), and the settlements, withdrawals and account daily
 * balances to read: the account that shows a MENU-only balance right is not logged out.
 */
export const TREASURER_ROLE: Role = {
  code: 'TREASURER',
  resources: [
    { code: 'GLOBAL_BALANCE', patents: [{ code: 'MENU' }] },
    ...buildRole('', ['SETTLEMENT', 'WITHDRAWAL', 'ACC_DAILY_BALANCE'], () => ['VIEW', 'MENU']).resources,
  ],
};

/**
 * The support right: opening a merchant user's session (POST /login/fake). Not a spec resource
 * code; no merchant role holds it, so merchant credentials never open another user's session.
 */
export const IMPERSONATION_RIGHT = { resource: 'IMPERSONATION', action: 'ADD' } as const;

/** Support agents: read-only on every screen, plus the impersonation right. */
export const SUPPORT_ROLE: Role = {
  code: 'SUPPORT_AGENT',
  resources: [...VIEWER_ROLE.resources, { code: IMPERSONATION_RIGHT.resource, patents: [{ code: IMPERSONATION_RIGHT.action }] }],
};

export const mayImpersonate = (account: DemoAccount) => canAccess(account.role, IMPERSONATION_RIGHT.resource, IMPERSONATION_RIGHT.action);

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'super@demo.test', firstName: 'Sofia', lastName: 'Andrade', merchantId: 1, twoFactor: false, role: SUPER_ROLE },
  { email: 'merchant@demo.test', firstName: 'Mateo', lastName: 'Rojas', merchantId: 4, twoFactor: false, role: MERCHANT_ROLE },
  { email: 'viewer@demo.test', firstName: 'Valentina', lastName: 'Costa', merchantId: 4, twoFactor: false, role: VIEWER_ROLE },
  { email: '2fa@demo.test', firstName: 'Diego', lastName: 'Fernandes', merchantId: 4, twoFactor: true, role: MERCHANT_ROLE },
  { email: 'staff@demo.test', firstName: 'Lucía', lastName: 'Méndez', merchantId: 4, twoFactor: false, role: OPERATIONS_ROLE },
  { email: 'treasurer@demo.test', firstName: 'Camila', lastName: 'Duarte', merchantId: 4, twoFactor: false, role: TREASURER_ROLE },
  // Impersonates through /fake-login?userKey=<email>, after its own second factor.
  { email: 'support@demo.test', firstName: 'Tomás', lastName: 'Ibarra', merchantId: 1, twoFactor: true, role: SUPPORT_ROLE },
];

export const SUPER_ACCOUNT_EMAIL = 'super@demo.test';

export function findAccount(email: unknown): DemoAccount | undefined {
  if (typeof email !== 'string') return undefined;
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((a) => a.email === wanted);
}

export function checkPassword(username: unknown, password: unknown): DemoAccount | undefined {
  const account = findAccount(username);
  return account && password === DEMO_PASSWORD ? account : undefined;
}

export interface AuthOptions {
  env: FakeApiEnv;
  /** Asked at each login: FAKE_API_FAULTS' expireAfter may shorten it while the server runs. */
  tokenTtlMs: () => number;
  /** Merchant ids an account sees: its own and, for a super-merchant, its sub-merchants. */
  merchantIdsOf: (account: DemoAccount) => number[];
  currencyOf: (account: DemoAccount) => string;
}

export interface Session {
  token: string;
  account: DemoAccount;
  /** The support agent acting as `account`, for an impersonated session. */
  impersonatedBy?: DemoAccount;
  merchantIds: ReadonlySet<number>;
  expiresAt: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    authSession?: Session;
  }
}

/** Tokens live in memory: a restarted fake API asks for a new login, as an expired session would. */
export class AuthService {
  private tokens = new Map<string, Session>();
  private pendingTwoFactor = new Map<string, { account: DemoAccount; actingAs?: DemoAccount; expiresAt: number; wrongCodes: number }>();
  private recoveryKeys = new Set<string>([DEMO_RECOVERY_KEY]);
  private activationTokens = new Set<string>([DEMO_ACTIVATION_TOKEN]);

  constructor(private readonly opts: AuthOptions) {}

  profileOf(account: DemoAccount, impersonatedBy?: DemoAccount): Profile {
    return {
      ...(impersonatedBy && {
        impersonatedBy: { firstName: impersonatedBy.firstName, lastName: impersonatedBy.lastName, email: impersonatedBy.email },
      }),
      firstName: account.firstName,
      lastName: account.lastName,
      email: { email: account.email },
      shopDefaultCurrencyCode: this.opts.currencyOf(account),
      isLoggedInProd: this.opts.env === 'Production',
      role: account.role,
      shopIntegrationTypeCodes: ['API', 'PAYMENT_LINK'],
    };
  }

  /** A session for `account`; with `impersonatedBy`, the support agent acting as it. */
  issueToken(account: DemoAccount, impersonatedBy?: DemoAccount): { token: string; user: Profile } {
    const token = randomBytes(24).toString('hex');
    this.tokens.set(token, {
      token,
      account,
      impersonatedBy,
      merchantIds: new Set(this.opts.merchantIdsOf(account)),
      expiresAt: Date.now() + this.opts.tokenTtlMs(),
    });
    return { token, user: this.profileOf(account, impersonatedBy) };
  }

  /** Every live session sees again the merchants its account sees (a submerchant was just created). */
  refreshMerchantIds(): void {
    for (const session of this.tokens.values()) session.merchantIds = new Set(this.opts.merchantIdsOf(session.account));
  }

  /** `account` proves its second factor; `actingAs` is the user an impersonation will open. */
  startTwoFactor(account: DemoAccount, actingAs?: DemoAccount): string {
    const session = randomBytes(16).toString('hex');
    this.pendingTwoFactor.set(session, { account, actingAs, expiresAt: Date.now() + SESSION_TTL_MS, wrongCodes: 0 });
    return session;
  }

  /** Whose second factor this is (and whom it acts as), or undefined; a used session cannot be replayed. */
  /**
   * 'wrong': the code is not the one, the step goes on; 'ended': there is no step to finish (unknown,
   * expired, already used, or ended by this fifth wrong code), the password must be given again.
   */
  finishTwoFactor(session: unknown, code: unknown): { account: DemoAccount; actingAs?: DemoAccount } | 'wrong' | 'ended' {
    if (typeof session !== 'string') return 'ended';
    const pending = this.pendingTwoFactor.get(session);
    if (!pending || pending.expiresAt < Date.now()) return 'ended';
    if (String(code ?? '').trim() !== TWO_FACTOR_CODE) {
      pending.wrongCodes += 1;
      if (pending.wrongCodes < MAX_WRONG_CODES) return 'wrong';
      this.pendingTwoFactor.delete(session);
      return 'ended';
    }
    this.pendingTwoFactor.delete(session);
    return { account: pending.account, actingAs: pending.actingAs };
  }

  revoke(token: string | undefined): void {
    if (token) this.tokens.delete(token);
  }

  sessionOf(req: Request): Session | undefined {
    // The token travels in the Authorization header only: an address ends up in logs and history.
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return undefined;
    const session = this.tokens.get(token);
    if (!session) return undefined;
    if (session.expiresAt <= Date.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return session;
  }

  issueRecoveryKey(): string {
    const key = randomBytes(16).toString('hex');
    this.recoveryKeys.add(key);
    return key;
  }

  isRecoveryKey(key: unknown): boolean {
    return typeof key === 'string' && this.recoveryKeys.has(key);
  }

  isActivationToken(token: unknown): boolean {
    return typeof token === 'string' && this.activationTokens.has(token);
  }

  /** Fixed demo keys stay valid so the screens can be demonstrated any number of times. */
  consumeRecoveryKey(key: string): void {
    if (key !== DEMO_RECOVERY_KEY) this.recoveryKeys.delete(key);
  }

  /** 401 `Unauthorized` without a valid, unexpired bearer token. */
  requireAuth(): RequestHandler {
    return (req: Request, _res: Response, next: NextFunction) => {
      const session = this.sessionOf(req);
      if (!session) return next(new HttpError(401, 'Unauthorized'));
      req.authSession = session;
      next();
    };
  }
}

/** 403 `Forbidden: <RESOURCE> <ACTION> required` unless the caller's role passes canAccess. */
export function requirePatent(resource: string, action?: string): RequestHandler {
  return (req, _res, next) => {
    const session = req.authSession;
    if (!session) return next(new HttpError(401, 'Unauthorized'));
    if (!canAccess(session.account.role, resource, action)) {
      return next(new HttpError(403, `Forbidden: ${resource}${action ? ` ${action}` : ''} required`));
    }
    next();
  };
}

/** Passes when any of the resources grants the action (v1 and v2 transaction screens share rows). */
export function requireAnyPatent(resources: readonly string[], action: string): RequestHandler {
  return (req, _res, next) => {
    const session = req.authSession;
    if (!session) return next(new HttpError(401, 'Unauthorized'));
    if (!resources.some((r) => canAccess(session.account.role, r, action))) {
      return next(new HttpError(403, `Forbidden: ${resources[0]} ${action} required`));
    }
    next();
  };
}

/** Passes when the role holds any of the (resource, action) rights (spec 03 §6: GLOBAL_BALANCE MENU or VIEW). */
export function requireAnyRight(rights: readonly (readonly [string, string])[]): RequestHandler {
  return (req, _res, next) => {
    const session = req.authSession;
    if (!session) return next(new HttpError(401, 'Unauthorized'));
    if (!rights.some(([resource, action]) => canAccess(session.account.role, resource, action))) {
      return next(new HttpError(403, `Forbidden: ${rights.map((r) => r.join(' ')).join(' or ')} required`));
    }
    next();
  };
}

export function sessionOrThrow(req: Request): Session {
  if (!req.authSession) throw new HttpError(401, 'Unauthorized');
  return req.authSession;
}

/** Scope predicate: rows of the caller's merchants only (rows without merchantId are shared). */
export function inScope(session: Session): (row: Record<string, unknown>) => boolean {
  const test = scopeTest(session).test;
  return (row) => test(row.merchantId);
}

/** The same rule as a test of the merchantId value (grids run it over a column). */
export function scopeTest(session: Session): { field: 'merchantId'; test: (merchantId: unknown) => boolean } {
  const ids = session.merchantIds;
  return { field: 'merchantId', test: (v) => v === undefined || ids.has(v as number) };
}
