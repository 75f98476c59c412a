/**
 * Slows guessing on the login-like calls (issues #12, #31), as OWASP's authentication guidance
 * describes: failures are counted per account (or key) and, separately, per client address within
 * a window. The account limit is low (one account is guessed at); the address limit is much higher
 * (an office behind one proxy shares it), and an address past it still lets in the accounts that
 * have signed in from it before, so one person guessing does not lock out the office. Past a limit
 * the call answers 429 with Retry-After and says how long to wait, before the credentials are
 * even looked at.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from './httpError';

export interface ThrottleLimits {
  /** Failures one account (or key) may have in a window, from any address. */
  perAccount: number;
  /** Failures one client address may have in a window, over all accounts. */
  perClient: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perClient: 100, windowMs: 10 * 60 * 1000 };

/** How long a sign-in from an address vouches for that account from that address. */
const KNOWN_PAIR_MS = 30 * 24 * 60 * 60 * 1000;

/** "Try again in 10 minutes." from 90 seconds up, seconds below, as the login screens say it in their language. */
export function waitMessage(seconds: number): string {
  const [count, unit] = seconds >= 90 ? [Math.ceil(seconds / 60), 'minute'] : [Math.max(1, seconds), 'second'];
  return `Too many attempts. Try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

export class Throttle {
  private failures = new Map<string, number[]>();
  /** `client|account` pairs that signed in, and when: the address limit does not apply to them. */
  private known = new Map<string, number>();

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

  private isKnown(account: string | undefined, client: string): boolean {
    const at = account === undefined ? undefined : this.known.get(`${client}|${account}`);
    return at !== undefined && at > this.now() - KNOWN_PAIR_MS;
  }

  /** Milliseconds until `key` has fewer than `limit` failures in the window; 0 when it has now. */
  private waitFor(key: string, limit: number): number {
    const recent = this.recent(key);
    return recent.length >= limit ? recent[recent.length - limit] + this.limits.windowMs - this.now() : 0;
  }

  /** Seconds to wait before `account` may try again from `client`; 0 when it may now. */
  retryAfter(account: string | undefined, client: string): number {
    const accountWait = account === undefined ? 0 : this.waitFor(`account:${account}`, this.limits.perAccount);
    const clientWait = this.isKnown(account, client) ? 0 : this.waitFor(`client:${client}`, this.limits.perClient);
    return Math.ceil(Math.max(accountWait, clientWait) / 1000);
  }

  fail(account: string | undefined, client: string): void {
    for (const key of [account === undefined ? undefined : `account:${account}`, `client:${client}`]) {
      if (key) this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  /** A success clears the account's count (not the address's: it may be guessing others) and vouches for the pair. */
  succeed(account: string | undefined, client: string): void {
    if (account === undefined) return;
    this.failures.delete(`account:${account}`);
    this.known.set(`${client}|${account}`, this.now());
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
      next(new HttpError(429, waitMessage(wait)));
      return;
    }
    res.on('finish', () => {
      if (everyCall || res.statusCode === 400) throttle.fail(account, client);
      else if (res.statusCode < 300) throttle.succeed(account, client);
    });
    next();
  };
}
