/**
 * Faults on a switch (issue #12): the fake API can fail the way a real back-office and its proxy
 * do, so the app's error paths can be seen in a demo and proved in browser tests.
 *
 * `FAKE_API_FAULTS=error=0.2,latency=200-1500,malformed=0.05,proxy502=0.1,expireAfter=30`
 * - error=P       a share P (0..1) of calls answers 500 with a plain-text message, as the API's own errors do;
 * - proxy502=P    a share answers 502 with an HTML page, as a proxy in front of a dead API does;
 * - malformed=P   a share answers 200 with JSON cut off halfway;
 * - latency=MS or MIN-MAX   every call waits that long (a random time in the range) before it is handled;
 * - expireAfter=S tokens issued while it is on expire S seconds after login.
 * A failed call never reaches its route: nothing is written, so trying again is always safe.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export interface FaultSettings {
  error: number;
  proxy502: number;
  malformed: number;
  /** Added before every call, a random time between the two (ms). */
  latency?: { minMs: number; maxMs: number };
  /** Lifetime of the tokens issued while set (seconds). */
  expireAfterS?: number;
}

export const NO_FAULTS: FaultSettings = { error: 0, proxy502: 0, malformed: 0 };

const SHARES = ['error', 'proxy502', 'malformed'] as const;
const KEYS = [...SHARES, 'latency', 'expireAfter'] as const;

/** What `error=` answers: a plain-text 500 that says where it came from. */
export const INJECTED_ERROR_MESSAGE = 'Simulated server failure (FAKE_API_FAULTS error)';

/** What `proxy502=` answers: the page nginx sends when the API behind it is down. */
export const PROXY_502_PAGE = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

/** What `malformed=` answers: a grid reply cut off halfway. */
export const MALFORMED_JSON = '{"data":[{"id":1,"status":"APP';

/**
 * The calls that open and close a session, and the login page's question before it: spared by
 * error, proxy502 and malformed (not by latency), so a demo can always log in and out.
 */
const SESSION_CALLS = new Set([
  'POST /login',
  'POST /login/two-factor-auth',
  'POST /login/fake',
  'POST /logout',
  'GET /config/has-recaptcha',
]);

function share(key: string, raw: string): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) {
    throw new Error(`FAKE_API_FAULTS: ${key} must be a share between 0 and 1 (0.2 = one call in five), got "${raw}"`);
  }
  return n;
}

function milliseconds(raw: string): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(n) || n < 0)
    throw new Error(`FAKE_API_FAULTS: latency must be MS or MIN-MAX in whole milliseconds, got "${raw}"`);
  return n;
}

function latency(raw: string): FaultSettings['latency'] {
  const [min, max = min, ...rest] = raw.split('-');
  if (rest.length > 0) throw new Error(`FAKE_API_FAULTS: latency must be MS or MIN-MAX in whole milliseconds, got "${raw}"`);
  const range = { minMs: milliseconds(min), maxMs: milliseconds(max) };
  if (range.maxMs < range.minMs) throw new Error(`FAKE_API_FAULTS: latency ${raw} ends below its start`);
  return range;
}

function seconds(raw: string): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n <= 0)
    throw new Error(`FAKE_API_FAULTS: expireAfter must be a number of seconds above 0, got "${raw}"`);
  return n;
}

/** Throws when error, proxy502 and malformed together fail more than every call. */
function checkTotal(settings: FaultSettings): FaultSettings {
  const total = SHARES.reduce((sum, key) => sum + settings[key], 0);
  if (total > 1 + 1e-9)
    throw new Error(`FAKE_API_FAULTS: error, proxy502 and malformed add up to ${+total.toFixed(3)}; together they may be at most 1`);
  return settings;
}

/** Reads `key=value,key=value`; an empty or missing text is no faults. Throws saying what is wrong. */
export function parseFaults(text: string | undefined): FaultSettings {
  const settings: FaultSettings = { ...NO_FAULTS };
  const seen = new Set<string>();
  for (const part of (text ?? '').split(',')) {
    if (!part.trim()) continue;
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (!(KEYS as readonly string[]).includes(key)) {
      throw new Error(`FAKE_API_FAULTS: unknown fault "${key}"; the faults are ${KEYS.join(', ')} (e.g. error=0.2,latency=200-1500)`);
    }
    if (eq < 0) throw new Error(`FAKE_API_FAULTS: ${key} needs a value (${key}=…)`);
    if (seen.has(key)) throw new Error(`FAKE_API_FAULTS: ${key} is given twice`);
    seen.add(key);
    const raw = part.slice(eq + 1).trim();
    if (key === 'latency') settings.latency = latency(raw);
    else if (key === 'expireAfter') settings.expireAfterS = seconds(raw);
    else settings[key as (typeof SHARES)[number]] = share(key, raw);
  }
  return checkTotal(settings);
}

/** The settings as FAKE_API_FAULTS would write them, or 'none'. */
export function describeFaults(settings: FaultSettings): string {
  const parts = SHARES.filter((key) => settings[key] > 0).map((key) => `${key}=${settings[key]}`);
  const { latency: range, expireAfterS } = settings;
  if (range) parts.push(`latency=${range.minMs === range.maxMs ? range.minMs : `${range.minMs}-${range.maxMs}`}`);
  if (expireAfterS !== undefined) parts.push(`expireAfter=${expireAfterS}`);
  return parts.length > 0 ? parts.join(',') : 'none';
}

type Outcome = 'pass' | 'error' | 'proxy502' | 'malformed';

/** The switch: read by the middleware on every call, so it can change while the server runs. */
export class Faults {
  private settings: FaultSettings = NO_FAULTS;

  constructor(
    initial: FaultSettings = NO_FAULTS,
    private readonly random: () => number = Math.random,
  ) {
    this.set(initial);
  }

  get current(): FaultSettings {
    return this.settings;
  }

  /** Replaces every fault: what is not given is off. Throws as the parser does on a bad value. */
  set(next: Partial<FaultSettings>): void {
    const settings = { ...NO_FAULTS, ...next };
    for (const key of SHARES) share(key, String(settings[key]));
    if (settings.latency) latency(`${settings.latency.minMs}-${settings.latency.maxMs}`);
    if (settings.expireAfterS !== undefined) seconds(String(settings.expireAfterS));
    this.settings = checkTotal(settings);
  }

  clear(): void {
    this.settings = NO_FAULTS;
  }

  /** The token lifetime the faults impose, or undefined to keep the server's own. */
  tokenTtlMs(): number | undefined {
    const { expireAfterS } = this.settings;
    return expireAfterS === undefined ? undefined : expireAfterS * 1000;
  }

  private draw(): Outcome {
    const r = this.random();
    let edge = 0;
    for (const key of SHARES) {
      edge += this.settings[key];
      if (r < edge) return key;
    }
    return 'pass';
  }

  private delayMs(): number {
    const range = this.settings.latency;
    if (!range) return 0;
    return range.minMs + Math.round(this.random() * (range.maxMs - range.minMs));
  }

  /** One middleware in front of every /api/v1 route. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const outcome = SESSION_CALLS.has(`${req.method} ${req.path}`) ? 'pass' : this.draw();
      const answer = () => {
        if (outcome === 'pass') return next();
        if (outcome === 'error') res.status(500).type('text/plain').send(INJECTED_ERROR_MESSAGE);
        else if (outcome === 'proxy502') res.status(502).type('text/html').send(PROXY_502_PAGE);
        else res.status(200).type('application/json').send(MALFORMED_JSON);
      };
      const wait = this.delayMs();
      if (wait > 0) setTimeout(answer, wait);
      else answer();
    };
  }
}
