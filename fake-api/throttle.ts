/**
 * Slows guessing on the login-like calls (issue #12): failures are counted per account (or key)
 * and per client within a window; past the limit the call answers 429 with Retry-After and says
 * how long to wait, before the credentials are even looked at.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from './httpError';

export interface ThrottleLimits {
  /** Failures one account (or key) may have in a window. */
  perAccount: number;
  /** Failures one client (IP) may have in a window, over all accounts. */
  perClient: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perClient: 30, windowMs: 10 * 60 * 1000 };

export class Throttle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds to wait before `account` may try again from `client`; 0 when it may now. */
  retryAfter(account: string | undefined, client: string): number {
    const waits = [
      [account ? `account:${account}` : undefined, this.limits.perAccount],
      [`client:${client}`, this.limits.perClient],
    ] as const;
    let wait = 0;
    for (const [key, limit] of waits) {
      if (!key) continue;
      const recent = this.recent(key);
      if (recent.length >= limit) wait = Math.max(wait, recent[recent.length - limit] + this.limits.windowMs - this.now());
    }
    return Math.ceil(wait / 1000);
  }

  fail(account: string | undefined, client: string): void {
    for (const key of [account ? `account:${account}` : undefined, `client:${client}`]) {
      if (key) this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  /** A success clears the account's count (not the client's: it may be guessing others). */
  succeed(account: string | undefined): void {
    if (account) this.failures.delete(`account:${account}`);
  }
}

/** Failures are the 400s (wrong password, code, key); with `everyCall`, every call counts (recover-password). */
export function throttled(throttle: Throttle, accountOf: (req: Request) => unknown, everyCall = false): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const raw = accountOf(req);
    const account = typeof raw === 'string' && raw.trim() ? raw.trim().toLowerCase() : undefined;
    const client = req.ip ?? 'unknown';
    const wait = throttle.retryAfter(account, client);
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      next(new HttpError(429, `Too many attempts. Try again in ${wait} seconds.`));
      return;
    }
    res.on('finish', () => {
      if (everyCall || res.statusCode === 400) throttle.fail(account, client);
      else if (res.statusCode < 300) throttle.succeed(account);
    });
    next();
  };
}
