/** Authentication calls of spec 01 §7.2 (no token needed, except logout which revokes one). */
import { Router, type Request } from 'express';
import { SUPER_ACCOUNT_EMAIL, checkPassword, findAccount } from '../auth';
import type { ApiContext } from '../context';
import { badRequest, handle } from '../httpError';

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

export function authRoutes(ctx: ApiContext): Router {
  const router = Router();
  const { auth } = ctx;

  router.post(
    '/login',
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
    handle((req, res) => {
      const body = bodyOf(req);
      const session = requireText(body, 'session');
      requireText(body, 'code');
      const account = auth.finishTwoFactor(session, body.code);
      if (!account) throw badRequest('Invalid code');
      res.json(auth.issueToken(account));
    }),
  );

  // Impersonation: the super-merchant's own credentials open any demo account's session.
  router.post(
    '/login/fake',
    handle((req, res) => {
      const body = bodyOf(req);
      const userKey = requireText(body, 'userKey');
      const username = requireText(body, 'username');
      const password = requireText(body, 'password');
      const operator = checkPassword(username, password);
      if (!operator || operator.email !== SUPER_ACCOUNT_EMAIL) throw badRequest(INVALID_LOGIN);
      const target = findAccount(userKey);
      if (!target) throw badRequest('userKey does not match any user');
      res.json(auth.issueToken(target));
    }),
  );

  router.post('/logout', (req, res) => {
    auth.revoke(auth.sessionOf(req)?.token);
    res.status(204).end();
  });

  // Always 204: the answer must not tell whether an account exists.
  router.post(
    '/recover-password',
    handle((req, res) => {
      const email = requireText(bodyOf(req), 'email');
      if (findAccount(email)) auth.issueRecoveryKey();
      res.status(204).end();
    }),
  );

  router.put(
    '/recover-password',
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
    handle((req, res) => {
      const token = bodyOf(req).token;
      if (!auth.isActivationToken(token) && !auth.isRecoveryKey(token)) throw badRequest('Invalid or expired token');
      res.status(204).end();
    }),
  );

  router.put(
    '/activate-account',
    handle((req, res) => {
      const body = bodyOf(req);
      if (!auth.isActivationToken(body.token ?? body.key)) throw badRequest('Invalid or expired token');
      requireText(body, 'password');
      res.status(204).end();
    }),
  );

  return router;
}
