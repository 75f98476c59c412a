import type { HttpClient, RequestOptions, ResponseType } from './httpClient';

export interface RecordedCall {
  path: string;
  responseType: ResponseType;
  method: string;
  /** The query as a plain object, in the order it was built. */
  query: [string, string][];
  options: RequestOptions;
}

/**
 * An HttpClient double for unit tests: records every call and answers with `reply`. Lives here
 * (not in a test file) so the data-provider and auth-provider tests share it.
 */
export function recordingHttp(reply: (call: RecordedCall) => unknown = () => ({})) {
  const calls: RecordedCall[] = [];
  const request = async (path: string, options: RequestOptions & { responseType?: ResponseType } = {}) => {
    const { query } = options;
    const entries: [string, string][] =
      query instanceof URLSearchParams
        ? [...query.entries()]
        : Object.entries(query ?? {}).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)] as [string, string]]));
    const call: RecordedCall = {
      path,
      responseType: options.responseType ?? 'json',
      method: options.method ?? 'GET',
      query: entries,
      options,
    };
    calls.push(call);
    const answer = reply(call);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const http: HttpClient = {
    request,
    json: <T>(path: string, o?: RequestOptions) => request(path, { ...o, responseType: 'json' }) as Promise<T | undefined>,
    blob: (path, o) => request(path, { ...o, responseType: 'blob' }) as ReturnType<HttpClient['blob']>,
    text: (path, o) => request(path, { ...o, responseType: 'text' }) as ReturnType<HttpClient['text']>,
  };
  return { http, calls };
}
