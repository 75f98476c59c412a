/** Authentication calls of spec 01 §7.2 (no token needed, except logout which revokes one). */
import { Router, type Request } from 'express';
import { checkPassword, findAccount, mayImpersonate, type DemoAccount } from '../auth';
import type { ApiContext } from '../context';
import { HttpError, badRequest } from '../httpError';
import { throttled } from '../throttle';
import { withBody } from '../validation';
import {
  ActivationBody,
  EmailTokenBody,
  FakeLoginBody,
  LoginBody,
  PasswordResetBody,
  RecoveryRequestBody,
  TwoFactorBody,
} from '../../contract/writes/auth';

const INVALID_LOGIN = 'Invalid username or password';

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
  // The throttle runs before the body is checked, so it reads the raw field (a non-text value counts per client only).
  const field = (name: string) => (req: Request) => (req.body as Record<string, unknown> | undefined)?.[name];
  const byUsername = throttled(ctx.throttle, field('username'));

  router.post(
    '/login',
    byUsername,
    withBody(LoginBody, ({ username, password }, _req, res) => {
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
    withBody(TwoFactorBody, ({ session, code }, _req, res) => {
      const proven = auth.finishTwoFactor(session, code);
      if (proven === 'wrong') throw badRequest('Invalid code');
      if (proven === 'ended') throw new HttpError(401, 'The verification step has ended. Log in again.');
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
    withBody(FakeLoginBody, ({ userKey, username, password }, _req, res) => {
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

  // Reads no body: revoking a session never fails on what came with it.
  router.post('/logout', (req, res) => {
    auth.revoke(auth.sessionOf(req)?.token);
    res.status(204).end();
  });

  // Always 204: the answer must not tell whether an account exists.
  router.post(
    '/recover-password',
    throttled(ctx.throttle, field('email'), true),
    withBody(RecoveryRequestBody, (body, _req, res) => {
      if (findAccount(body.email)) auth.issueRecoveryKey();
      res.status(204).end();
    }),
  );

  router.put(
    '/recover-password',
    throttled(ctx.throttle, () => undefined),
    withBody(PasswordResetBody, (body, _req, res) => {
      const key = body.key ?? body.token;
      if (!key || !auth.isRecoveryKey(key)) throw badRequest('Invalid or expired key');
      auth.consumeRecoveryKey(key);
      res.status(204).end();
    }),
  );

  router.post(
    '/email-token',
    throttled(ctx.throttle, () => undefined),
    withBody(EmailTokenBody, ({ token }, _req, res) => {
      if (!auth.isActivationToken(token) && !auth.isRecoveryKey(token)) throw badRequest('Invalid or expired token');
      res.status(204).end();
    }),
  );

  router.put(
    '/activate-account',
    throttled(ctx.throttle, () => undefined),
    withBody(ActivationBody, (body, _req, res) => {
      if (!auth.isActivationToken(body.token ?? body.key)) throw badRequest('Invalid or expired token');
      res.status(204).end();
    }),
  );

  return router;
}
