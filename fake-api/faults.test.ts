import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { findAccount } from './auth';
import { Faults, INJECTED_ERROR_MESSAGE, MALFORMED_JSON, NO_FAULTS, PROXY_502_PAGE, describeFaults, parseFaults } from './faults';
import { generateSeed } from './seed/generate';
import { createFakeApi } from './server';

describe('parseFaults', () => {
  it('reads every fault, a latency range or a fixed latency', () => {
    expect(parseFaults('error=0.2, latency=200-1500,malformed=0.05,proxy502=0.1,expireAfter=30')).toEqual({
      error: 0.2,
      proxy502: 0.1,
      malformed: 0.05,
      latency: { minMs: 200, maxMs: 1500 },
      expireAfterS: 30,
    });
    expect(parseFaults('latency=300').latency).toEqual({ minMs: 300, maxMs: 300 });
  });

  it('is no faults when unset or empty', () => {
    expect(parseFaults(undefined)).toEqual(NO_FAULTS);
    expect(parseFaults(' ')).toEqual(NO_FAULTS);
  });

  it.each([
    ['eror=0.2', /unknown fault "eror"; the faults are error, proxy502, malformed, latency, expireAfter/],
    ['error', /error needs a value/],
    ['error=20%', /error must be a share between 0 and 1 \(0.2 = one call in five\), got "20%"/],
    ['error=1.5', /error must be a share between 0 and 1/],
    ['malformed=', /malformed must be a share/],
    ['latency=fast', /latency must be MS or MIN-MAX in whole milliseconds, got "fast"/],
    ['latency=1-2-3', /latency must be MS or MIN-MAX/],
    ['latency=900-100', /latency 900-100 ends below its start/],
    ['expireAfter=0', /expireAfter must be a number of seconds above 0, got "0"/],
    ['error=0.1,error=0.2', /error is given twice/],
    ['error=0.6,proxy502=0.5', /error, proxy502 and malformed add up to 1.1; together they may be at most 1/],
  ])('refuses %s, saying what is wrong', (text, message) => {
    expect(() => parseFaults(text)).toThrow(message);
  });

  it('writes the settings back as they are typed', () => {
    expect(describeFaults(parseFaults('latency=200-1500,error=0.2,expireAfter=30'))).toBe('error=0.2,latency=200-1500,expireAfter=30');
    expect(describeFaults(NO_FAULTS)).toBe('none');
  });
});

describe('Faults at run time', () => {
  it('set replaces every fault, checks it as the parser does, and clear turns all off', () => {
    const faults = new Faults(parseFaults('error=0.5,expireAfter=5'));
    expect(faults.tokenTtlMs()).toBe(5000);
    faults.set({ malformed: 1 });
    expect(faults.current).toEqual({ ...NO_FAULTS, malformed: 1 });
    expect(faults.tokenTtlMs()).toBeUndefined();
    expect(() => faults.set({ error: 2 })).toThrow(/error must be a share/);
    expect(faults.current.malformed).toBe(1);
    faults.clear();
    expect(faults.current).toEqual(NO_FAULTS);
  });
});

describe('the faults middleware', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A tiny app with the middleware in front of a route that counts its calls. */
  async function serve(faults: Faults): Promise<{ url: string; handled: () => number }> {
    let handled = 0;
    const app = express();
    app.use(faults.middleware());
    app.all('*', (_req, res) => {
      handled += 1;
      res.json({ ok: true });
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, handled: () => handled };
  }

  it('answers each fault in its own shape, and the route never runs', async () => {
    const draws = [0.05, 0.25, 0.45, 0.9];
    // error 0-0.2, proxy502 0.2-0.4, malformed 0.4-0.6, then the route.
    const { url, handled } = await serve(new Faults(parseFaults('error=0.2,proxy502=0.2,malformed=0.2'), () => draws.shift() ?? 1));

    const error = await fetch(`${url}/transactions/v2`);
    expect([error.status, error.headers.get('content-type'), await error.text()]).toEqual([
      500,
      'text/plain; charset=utf-8',
      INJECTED_ERROR_MESSAGE,
    ]);
    const proxy = await fetch(`${url}/transactions/v2`);
    expect([proxy.status, proxy.headers.get('content-type'), await proxy.text()]).toEqual([
      502,
      'text/html; charset=utf-8',
      PROXY_502_PAGE,
    ]);
    const malformed = await fetch(`${url}/transactions/v2`, { method: 'POST' });
    expect([malformed.status, malformed.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    const body = await malformed.text();
    expect(body).toBe(MALFORMED_JSON);
    expect(() => JSON.parse(body) as unknown).toThrow();
    expect(handled()).toBe(0);

    expect((await fetch(`${url}/transactions/v2`)).status).toBe(200);
    expect(handled()).toBe(1);
  });

  it('spares the calls that open and close a session, so a demo can always log in and out', async () => {
    const { url, handled } = await serve(new Faults(parseFaults('error=1')));
    for (const path of ['/login', '/login/two-factor-auth', '/login/fake', '/logout']) {
      expect((await fetch(`${url}${path}`, { method: 'POST' })).status).toBe(200);
    }
    expect((await fetch(`${url}/config/has-recaptcha`)).status).toBe(200);
    expect((await fetch(`${url}/recover-password`, { method: 'POST' })).status).toBe(500);
    expect((await fetch(`${url}/login`)).status).toBe(500);
    expect(handled()).toBe(5);
  });

  it('adds the latency before the call is handled, and a change applies to the next call', async () => {
    const faults = new Faults(parseFaults('latency=250'));
    const { url } = await serve(faults);
    let started = Date.now();
    expect((await fetch(url)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);

    faults.set({ error: 1 });
    started = Date.now();
    expect((await fetch(url)).status).toBe(500);
    expect(Date.now() - started).toBeLessThan(240);
    faults.clear();
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('expireAfter in the fake API', () => {
  it('gives the tokens issued while it is on that lifetime, and the server its own again once off', async () => {
    const app = createFakeApi({ db: generateSeed({ seed: 1, transactions: 20, now: new Date('2026-11-21T12:00:00Z') }) });
    const { auth } = app.fakeApi.context;
    const account = findAccount('super@demo.test')!;
    const expiry = () => {
      const { token } = auth.issueToken(account);
      return auth.sessionOf({ headers: { authorization: `Bearer ${token}` } } as never)!.expiresAt - Date.now();
    };
    app.fakeApi.faults.set({ expireAfterS: 2 });
    expect(expiry()).toBeGreaterThan(1500);
    expect(expiry()).toBeLessThanOrEqual(2000);
    app.fakeApi.faults.clear();
    expect(expiry()).toBeGreaterThan(60 * 60 * 1000);
    await app.fakeApi.shutdown();
  });
});
