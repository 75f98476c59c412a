import { config } from '../config';
import { filenameFromContentDisposition } from './contentDisposition';
import { HTTP_MESSAGES, SERVER_MESSAGE_KEYS, HttpError } from './httpError';

export type ResponseType = 'json' | 'blob' | 'text';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended in order; null and undefined values are left out. */
  query?: URLSearchParams | Record<string, QueryValue>;
  /** Sent as JSON, except FormData/Blob/URLSearchParams/string which go as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The logout call: a 401 is the expected answer there, not a reason to log out again. */
  ignoreUnauthorized?: boolean;
  /** The caller's cancellation (react-query); an abort from it is rethrown untouched. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Another API base for this call (spec 01 §7.1 lists several beside the back-office one). */
  baseUrl?: string;
}

/** A file answer: the bytes and the name the server suggests. */
export interface FileReply {
  blob: Blob;
  filename?: string;
}

/**
 * The one way the app talks HTTP (spec 01 §7.1, §8). Every variant resolves `undefined` on 404
 * (an empty result, no toast) and throws HttpError on any other failure.
 */
export interface HttpClient {
  /** 200: parsed body; other 2xx: the body when there is one, else `{}`. */
  json<T = unknown>(path: string, options?: RequestOptions): Promise<T | undefined>;
  blob(path: string, options?: RequestOptions): Promise<FileReply | undefined>;
  text(path: string, options?: RequestOptions): Promise<string | undefined>;
  request(path: string, options?: RequestOptions & { responseType?: ResponseType }): Promise<unknown>;
}

export interface HttpClientOptions {
  /** Default config.apiBase ('/api/v1'); Node tests pass the fake API's absolute URL. */
  baseUrl?: string;
  getToken?: () => string | null | undefined;
  /**
   * Every call needs a session (the data provider's): without a token the answer could only be
   * a 401, so the call fails with one at once. A screen still mounted while a 401 logs the user
   * out asks again as the route changes; nothing reaches the server.
   */
  requiresToken?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const isAbsolute = (path: string) => /^https?:\/\//i.test(path);

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const url = isAbsolute(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  if (query instanceof URLSearchParams) query.forEach((value, key) => params.append(key, value));
  else if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

const sendsRaw = (body: unknown) =>
  typeof body === 'string' ||
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof URLSearchParams;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Some endpoints answer plain text with a 200; hand it over as it is.
    return text;
  }
}

/** Statuses with a sentence of their own under messages.http_status (EN, ES, PT). */
const STATUS_SENTENCES = new Set([400, 408, 413, 429, 500, 502, 503, 504]);

/** Longer than a sentence: a page or a dump, not a message written for a person. */
const MAX_MESSAGE_LENGTH = 300;

/** An HTML page (a proxy's 502), or text too long to read in a toast. */
const isPageOrDump = (text: string) =>
  /^<(!doctype|html|head|body|\?xml)/i.test(text) || /<\/(html|body|h1|p|div)>/i.test(text) || text.length > MAX_MESSAGE_LENGTH;

/** A short sentence that names the status, for a reply whose body is no message. */
function statusSentence(status: number): string {
  if (STATUS_SENTENCES.has(status)) return `messages.http_status.${status}`;
  if (status === 403) return HTTP_MESSAGES.forbidden;
  if (status >= 500) return HTTP_MESSAGES.serverError;
  return HTTP_MESSAGES.httpError;
}

/**
 * Spec 01 §8: the error message is the body text; a JSON body's `message` when it has one. A body
 * that is no message (a proxy's HTML error page, a stack dump) becomes one sentence with the status.
 */
function errorMessage(status: number, text: string): string {
  const message = serverMessage(status, text);
  return SERVER_MESSAGE_KEYS[message] ?? message;
}

function serverMessage(status: number, text: string): string {
  const trimmed = text.trim();
  if (trimmed && isPageOrDump(trimmed) && parseJson(trimmed) === trimmed) return statusSentence(status);
  if (trimmed) {
    const parsed = parseJson(trimmed);
    if (typeof parsed === 'string') return parsed;
    if (parsed && typeof parsed === 'object') {
      const { message, error } = parsed as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof error === 'string' && error) return error;
      // A JSON reply with no words ('{}', '{"code":7}'): its text is no message, its status is.
      return statusSentence(status);
    }
    return trimmed;
  }
  return statusSentence(status);
}

/** Retry-After in seconds (RFC 9110 also allows a date; the fake API and gateways send seconds). */
function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? NaN);
  return response.status === 429 && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

const saysJson = (response: Response) => /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');

async function readBody(response: Response, type: ResponseType): Promise<unknown> {
  if (type === 'blob') {
    const blob = await response.blob();
    const filename = filenameFromContentDisposition(response.headers.get('Content-Disposition'));
    return { blob, filename } satisfies FileReply;
  }
  const text = await response.text();
  if (type === 'text') return text;
  // Spec 01 §8 says another 2xx yields {}; a 201 that carries the created row keeps it.
  if (!text.trim()) return {};
  const parsed = parseJson(text);
  // JSON cut off or garbled on the way: handing its text on would read as an empty result.
  if (parsed === text && saysJson(response)) throw new HttpError(HTTP_MESSAGES.malformedReply, response.status, text);
  return parsed;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? config.apiBase;
  const defaultTimeout = options.timeoutMs ?? config.requestTimeoutMs;
  // Looked up per call so a test may replace the global after the client is built.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request(path: string, opts: RequestOptions & { responseType?: ResponseType } = {}) {
    const { method = 'GET', body, responseType = 'json', signal } = opts;
    const headers: Record<string, string> = { ...opts.headers };
    if (!sendsRaw(body)) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && body !== undefined && !sendsRaw(body) && !opts.baseUrl) {
      // The contract's schema, loaded with the first write: what the API would refuse never leaves.
      const { problemOfWrite } = await import('../../contract/writes/checkWrite');
      const problem = problemOfWrite(method, path, body);
      if (problem) throw new HttpError(problem, 400, problem);
    }
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (options.requiresToken) throw new HttpError(HTTP_MESSAGES.unauthorized, 401);

    const controller = new AbortController();
    let timedOut = false;
    const timeoutMs = opts.timeoutMs ?? defaultTimeout;
    const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
    const forwardAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', forwardAbort);

    try {
      const response = await doFetch(buildUrl(opts.baseUrl ?? baseUrl, path, opts.query), {
        method,
        headers,
        body: body === undefined ? undefined : sendsRaw(body) ? (body as BodyInit) : JSON.stringify(body),
        signal: controller.signal,
      });
      if (response.status === 404) return undefined;
      if (response.status === 401) {
        if (opts.ignoreUnauthorized) return responseType === 'json' ? {} : undefined;
        throw new HttpError(HTTP_MESSAGES.unauthorized, 401, await response.text().catch(() => ''));
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new HttpError(errorMessage(response.status, text), response.status, parseJson(text), retryAfter(response));
      }
      return await readBody(response, responseType);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (timedOut) throw new HttpError(HTTP_MESSAGES.timeout, 0);
      if (signal?.aborted) throw error;
      throw new HttpError(HTTP_MESSAGES.networkError, 0);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    request,
    json: <T>(path: string, opts?: RequestOptions) => request(path, { ...opts, responseType: 'json' }) as Promise<T | undefined>,
    blob: (path, opts) => request(path, { ...opts, responseType: 'blob' }) as Promise<FileReply | undefined>,
    text: (path, opts) => request(path, { ...opts, responseType: 'text' }) as Promise<string | undefined>,
  };
}
