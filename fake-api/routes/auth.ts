/** Authentication calls of spec 01 §7.2 (no token needed, except logout which revokes one). */
import { Router, type Request } from 'express';
import { checkPassword, findAccount, mayImpersonate, type DemoAccount } from '../auth';
import type { ApiContext } from '../context';
import { badRequest, handle } from '../httpError';
import { throttled } from '../throttle';

const INVALID_LOGIN = 'Invalid username or password';

function bodyOf(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}

function requireText(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw badRequest(`${field} is required`);
  if (typeof value !== 'string') throw badRequest(`${field} must be text`);
  return value;
}

/** Each impersonation is kept in the data file: who, as whom, when. */
function recordImpersonation(ctx: ApiContext, operator: DemoAccount, target: DemoAccount): void {
  const log = ctx.store.db.impersonations;
  log.push({
    impersonationId: log.length + 1,
    date: new Date().toISOString(),
    operatorEmail: operator.email,
    targetEmail: target.email,
    targetMerchantId: target.merchantId,
  });
  ctx.store.changed('impersonations');
}

export function authRoutes(ctx: ApiContext): Router {
  const router = Router();
  const { auth } = ctx;
  const field = (name: string) => (req: Request) => bodyOf(req)[name];
  const byUsername = throttled(ctx.throttle, field('username'));

  router.post(
    '/login',
    byUsername,
    handle((req, res) => {
      const body = bodyOf(req);
      const username = requireText(body, 'username');
      const password = requireText(body, 'password');
      if (body.backOfficeType !== undefined && body.backOfficeType !== 'SHOP') throw badRequest('backOfficeType must be SHOP');
      const account = checkPassword(username, password);
      if (!account) throw badRequest(INVALID_LOGIN);
      if (account.twoFactor) {
        res.json({ session: auth.startTwoFactor(account) });
        return;
      }
      res.json(auth.issueToken(account));
    }),
  );

  router.post(
    '/login/two-factor-auth',
    throttled(ctx.throttle, field('session')),
    handle((req, res) => {
      const body = bodyOf(req);
      const session = requireText(body, 'session');
      requireText(body, 'code');
      const proven = auth.finishTwoFactor(session, body.code);
      if (!proven) throw badRequest('Invalid code');
      if (proven.actingAs) {
        recordImpersonation(ctx, proven.account, proven.actingAs);
        res.json(auth.issueToken(proven.actingAs, proven.account));
        return;
      }
      res.json(auth.issueToken(proven.account));
    }),
  );

  /**
   * Impersonation (spec 01 §2.4): only an account whose role holds the support right opens
   * another user's session; any other credentials get the wrong-password answer. The agent's own
   * second factor applies, the session says who acts for whom, and each one is recorded.
   */
  router.post(
    '/login/fake',
    byUsername,
    handle((req, res) => {
      const body = bodyOf(req);
      const userKey = requireText(body, 'userKey');
      const username = requireText(body, 'username');
      const password = requireText(body, 'password');
      const operator = checkPassword(username, password);
      if (!operator || !mayImpersonate(operator)) throw badRequest(INVALID_LOGIN);
      const target = findAccount(userKey);
      if (!target || target === operator) throw badRequest('userKey does not match any user');
      if (operator.twoFactor) {
        res.json({ session: auth.startTwoFactor(operator, target) });
        return;
      }
      recordImpersonation(ctx, operator, target);
      res.json(auth.issueToken(target, operator));
    }),
  );

  router.post('/logout', (req, res) => {
    auth.revoke(auth.sessionOf(req)?.token);
    res.status(204).end();
  });

  // Always 204: the answer must not tell whether an account exists.
  router.post(
    '/recover-password',
    throttled(ctx.throttle, field('email'), true),
    handle((req, res) => {
      const email = requireText(bodyOf(req), 'email');
      if (findAccount(email)) auth.issueRecoveryKey();
      res.status(204).end();
    }),
  );

  router.put(
    '/recover-password',
    throttled(ctx.throttle, () => undefined),
    handle((req, res) => {
      const body = bodyOf(req);
      const key = body.key ?? body.token;
      if (!auth.isRecoveryKey(key)) throw badRequest('Invalid or expired key');
      requireText(body, 'password');
      auth.consumeRecoveryKey(key as string);
      res.status(204).end();
    }),
  );

  router.post(
    '/email-token',
    throttled(ctx.throttle, () => undefined),
    handle((req, res) => {
      const token = bodyOf(req).token;
      if (!auth.isActivationToken(token) && !auth.isRecoveryKey(token)) throw badRequest('Invalid or expired token');
      res.status(204).end();
    }),
  );

  router.put(
    '/activate-account',
    throttled(ctx.throttle, () => undefined),
    handle((req, res) => {
      const body = bodyOf(req);
      if (!auth.isActivationToken(body.token ?? body.key)) throw badRequest('Invalid or expired token');
      requireText(body, 'password');
      res.status(204).end();
    }),
  );

  return router;
}
