import { describe, expect, it, vi } from 'vitest';
import { createProviders } from './createProviders';
import { HttpError } from './httpError';
import { memoryStorage } from './session';

const definitions = [{ name: 'transactions-v2', apiPath: '/transactions/v2', access: 'TRANSACTION_V2' as const }];
const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdDate', order: 'DESC' as const }, filter: {} };

function wired() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: [], count: 0, maxCountReached: false }), { status: 200 }));
  return { fetch, ...createProviders({ definitions, storage: memoryStorage(), fetch, baseUrl: 'http://api.test/api/v1' }) };
}

describe('createProviders', () => {
  it('sends no data call without a session: it fails as the server would, with a 401', async () => {
    const { fetch, dataProvider } = wired();
    const error = await dataProvider.getList('transactions-v2', page).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'messages.unauthorized' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends data calls with the session token, and auth calls without one', async () => {
    const { fetch, dataProvider, authProvider, session } = wired();
    await authProvider.hasRecaptcha();
    expect(fetch).toHaveBeenCalledTimes(1);
    session.setToken('t1');
    await expect(dataProvider.getList('transactions-v2', page)).resolves.toMatchObject({ data: [], total: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer t1' });
  });
});
