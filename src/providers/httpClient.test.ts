import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import { HttpError, hasServerWords } from './httpError';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const client = (respond: (call: Call) => Response | Promise<Response>, token: string | null = 'tok') => {
  const fake = fakeFetch(respond);
  return { http: createHttpClient({ baseUrl: '/api/v1', fetch: fake.fetch, getToken: () => token, timeoutMs: 1000 }), calls: fake.calls };
};

const headersOf = (call: Call) => call.init.headers as Record<string, string>;

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a rejection');
}

describe('httpClient', () => {
  it("refuses a write whose body breaks its contract schema before sending, in the API's words", async () => {
    const { http, calls } = client(() => Response.json({}));
    const error = await rejection(http.json('/notifications/T-1/send', { method: 'POST', body: { url: 'http://127.0.0.1/hook' } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('url must be a public address: notifications are not sent to local or private networks');
    expect(calls).toHaveLength(0);
    await http.json('/notifications/T-1/send', { method: 'POST', body: { url: 'https://hooks.example.com/x' } });
    expect(calls).toHaveLength(1);
  });

  it('sends JSON with the bearer token and parses a 200', async () => {
    const { http, calls } = client(() => Response.json({ ok: 1 }));
    await expect(http.json('/things', { method: 'POST', body: { a: 1 }, query: { x: 'y', skip: undefined } })).resolves.toEqual({ ok: 1 });
    expect(calls[0].url).toBe('/api/v1/things?x=y');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"a":1}');
    expect(headersOf(calls[0])).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
  });

  it('leaves out the Authorization header without a token', async () => {
    const { http, calls } = client(() => Response.json([]), null);
    await http.json('/config/has-recaptcha');
    expect(headersOf(calls[0]).Authorization).toBeUndefined();
  });

  it('sends nothing without a token when every call needs one: a 401 at once', async () => {
    const fake = fakeFetch(() => Response.json([]));
    let token: string | null = null;
    const http = createHttpClient({ baseUrl: '/api/v1', fetch: fake.fetch, getToken: () => token, requiresToken: true });
    const error = await rejection(http.blob('/file/abc'));
    expect(error).toMatchObject({ status: 401, message: 'messages.unauthorized' });
    expect(fake.calls).toHaveLength(0);
    token = 'tok';
    await expect(http.json('/transactions')).resolves.toEqual([]);
    expect(fake.calls).toHaveLength(1);
  });

  it('turns a 401 into the unauthorized message, unless told to ignore it', async () => {
    const { http } = client(() => new Response('Unauthorized', { status: 401 }));
    const error = await rejection(http.json('/transactions'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'messages.unauthorized' });
    await expect(http.json('/logout', { method: 'POST', ignoreUnauthorized: true })).resolves.toEqual({});
  });

  it('resolves undefined on 404, silently', async () => {
    const { http } = client(() => new Response('Not found', { status: 404 }));
    await expect(http.json('/missing')).resolves.toBeUndefined();
    await expect(http.blob('/file/x')).resolves.toBeUndefined();
  });

  it('answers {} for a 2xx without a body', async () => {
    const { http } = client(() => new Response(null, { status: 204 }));
    await expect(http.json('/logout', { method: 'POST' })).resolves.toEqual({});
  });

  it('uses the body text as the error message', async () => {
    const { http } = client(() => new Response('amount must be a number', { status: 400 }));
    await expect(rejection(http.json('/refunds'))).resolves.toMatchObject({ status: 400, message: 'amount must be a number' });
  });

  it("turns the server's sign-in sentences into catalog keys, so they are said in the screen's language", async () => {
    const { http } = client(() => new Response('Invalid username or password', { status: 400 }));
    await expect(rejection(http.json('/login'))).resolves.toMatchObject({ status: 400, message: 'messages.invalid_login' });
    const code = client(() => Response.json({ message: 'Invalid code' }, { status: 400 }));
    await expect(rejection(code.http.json('/login/two-factor-auth'))).resolves.toMatchObject({ message: 'messages.invalid_code' });
  });

  it('uses the message field of a JSON error body', async () => {
    const { http } = client(() => Response.json({ message: 'pageSize must be a number between 0 and 200' }, { status: 400 }));
    const error = await rejection(http.json('/transactions'));
    expect(error.message).toBe('pageSize must be a number between 0 and 200');
    expect(error.body).toEqual({ message: 'pageSize must be a number between 0 and 200' });
  });

  it('reports a 500 with its body text, or a sentence with the status when empty', async () => {
    const { http } = client(({ url }) =>
      url.includes('empty') ? new Response('', { status: 500 }) : new Response('Database down', { status: 500 }),
    );
    await expect(rejection(http.json('/x'))).resolves.toMatchObject({ status: 500, message: 'Database down' });
    await expect(rejection(http.json('/empty'))).resolves.toMatchObject({ status: 500, message: 'messages.http_status.500' });
  });

  it('words a JSON reply without a message by its status, never as its text ({})', async () => {
    const { http } = client(({ url }) =>
      url.includes('code') ? Response.json({ code: 7 }, { status: 400 }) : Response.json({}, { status: 500 }),
    );
    const error = await rejection(http.json('/x'));
    expect(error).toMatchObject({ status: 500, message: 'messages.http_status.500', body: {} });
    expect(hasServerWords(error)).toBe(false);
    await expect(rejection(http.json('/code'))).resolves.toMatchObject({ status: 400, message: 'messages.http_status.400' });
    expect(hasServerWords(new HttpError('amount must be a number', 400))).toBe(true);
    expect(hasServerWords(new HttpError('messages.network_error', 0))).toBe(true);
  });

  it("turns a proxy's HTML page or a long dump into one sentence with the status", async () => {
    const page =
      '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
    const { http } = client(({ url }) =>
      url.includes('dump') ? new Response(`Error: ${'at frame\n'.repeat(80)}`, { status: 418 }) : new Response(page, { status: 502 }),
    );
    await expect(rejection(http.json('/x'))).resolves.toMatchObject({ status: 502, message: 'messages.http_status.502' });
    await expect(rejection(http.json('/dump'))).resolves.toMatchObject({ status: 418, message: 'ra.notification.http_error' });
  });

  it('fails a 2xx whose JSON cannot be read with a sentence saying so, and still hands on plain text', async () => {
    const { http } = client(({ url }) =>
      url.includes('plain')
        ? new Response('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } })
        : new Response('{"data":[{"id":1,"status":"APP', { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
    );
    await expect(rejection(http.json('/transactions/v2'))).resolves.toMatchObject({ status: 200, message: 'messages.malformed_reply' });
    await expect(http.json('/plain')).resolves.toBe('OK');
  });

  it("keeps a 429's Retry-After so the screen can say how long to wait", async () => {
    const { http } = client(
      ({ url }) =>
        new Response('Too many attempts. Try again in 540 seconds.', {
          status: url.includes('other') ? 503 : 429,
          headers: url.includes('bare') ? {} : { 'Retry-After': '540' },
        }),
    );
    await expect(rejection(http.json('/login'))).resolves.toMatchObject({ status: 429, retryAfterSeconds: 540 });
    expect((await rejection(http.json('/bare'))).retryAfterSeconds).toBeUndefined();
    // Only a 429 is a wait the user must sit out; a 503's Retry-After is the service's own.
    expect((await rejection(http.json('/other'))).retryAfterSeconds).toBeUndefined();
  });

  it('reports a network failure as status 0', async () => {
    const { http } = client(() => Promise.reject(new TypeError('fetch failed')));
    await expect(rejection(http.json('/x'))).resolves.toMatchObject({ status: 0, message: 'messages.network_error' });
  });

  it('gives up after the timeout', async () => {
    const { http } = client(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const started = Date.now();
    await expect(rejection(http.json('/slow', { timeoutMs: 30 }))).resolves.toMatchObject({ status: 0, message: 'messages.timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("rethrows the caller's own abort untouched", async () => {
    const { http } = client(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = rejection(http.json('/slow', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error.name).toBe('AbortError');
  });

  it('reads a file with the name from Content-Disposition', async () => {
    const { http } = client(
      () => new Response('a,b\n1,2\n', { headers: { 'Content-Disposition': 'attachment; filename="transactions.csv"' } }),
    );
    const file = await http.blob('/file/abc');
    expect(file?.filename).toBe('transactions.csv');
    expect(await file?.blob.text()).toBe('a,b\n1,2\n');
  });

  it('reads text as text', async () => {
    const { http } = client(() => new Response('ENTITY_EXIST'));
    await expect(http.text('/x')).resolves.toBe('ENTITY_EXIST');
  });

  it('sends FormData without the JSON content type', async () => {
    const { http, calls } = client(() => Response.json({ fileId: 1, fileKey: 'k' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.csv');
    await http.json('/file', { method: 'POST', body: form });
    expect(calls[0].init.body).toBe(form);
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
    expect(headersOf(calls[0]).Authorization).toBe('Bearer tok');
  });

  it('joins an absolute base URL and keeps absolute paths', async () => {
    const fake = fakeFetch(() => Response.json({}));
    const http = createHttpClient({ baseUrl: 'http://127.0.0.1:9/api/v1/', fetch: fake.fetch });
    await http.json('/transactions', { query: new URLSearchParams({ pageIndex: '0' }) });
    await http.json('https://example.com/x');
    expect(fake.calls.map((c) => c.url)).toEqual(['http://127.0.0.1:9/api/v1/transactions?pageIndex=0', 'https://example.com/x']);
  });
});

describe('HttpError', () => {
  it("is react-admin's HttpError and ours, named for isHttpError after minification", async () => {
    const { HttpError: RaHttpError } = await import('ra-core');
    const error = new HttpError('messages.forbidden', 403, { reason: 'x' });
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(RaHttpError);
    expect(error).toMatchObject({ name: 'HttpError', status: 403, body: { reason: 'x' }, message: 'messages.forbidden' });
  });
});
