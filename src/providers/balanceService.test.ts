import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceDefinitions } from '../../resources';
import { config } from '../config';
import { createProviders } from './createProviders';
import { memoryStorage } from './session';

/**
 * Issue #30 item 33: spec 03 §7 sends the account balance calls and the account daily balance
 * export to a separate balance service. They go to the configured base with the user's bearer
 * token, never a credential of the app's own; every other call stays on the back-office API.
 */
interface Sent {
  url: string;
  headers: Record<string, string>;
}

function providersWith(balanceBaseUrl?: string) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    if (url.includes('/file/')) return new Response('day,closing\n', { headers: { 'Content-Type': 'text/csv' } });
    if (url.includes('/export')) return Response.json({ fileKey: 'k1' });
    return Response.json({ currentBalance: { total: 1, detail: {} } });
  });
  const providers = createProviders({
    definitions: resourceDefinitions.filter((definition) => definition.name === 'account-daily-balance'),
    storage: memoryStorage(),
    baseUrl: 'https://backoffice.test/api/v1',
    balanceBaseUrl,
    fetch,
  });
  providers.session.setToken('user-token');
  return { ...providers, sent };
}

afterEach(() => vi.restoreAllMocks());

describe('the balance service (spec 03 §7)', () => {
  it('takes the account balance calls and the account daily balance export where the configuration says', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fake'), revokeObjectURL: vi.fn() });
    const { dataProvider, sent } = providersWith('https://balance.test/v1');
    await dataProvider.accountBalance({ master: true, merchantId: 1, currencyCode: 'USD' });
    await dataProvider.accountBalance({ master: false, merchantId: 4, currencyCode: 'BRL', shopId: 9 });
    await dataProvider.export('account-daily-balance', { filter: {}, sort: { field: 'balanceDay', order: 'DESC' } });
    await dataProvider.balanceSummary({ merchantId: 4, currencyCode: 'USD', createdDateFrom: '20/11/2026', createdDateTo: '27/11/2026' });

    expect(sent.map((s) => s.url.split('?')[0])).toEqual([
      'https://balance.test/v1/reports/dashboard/master-merchant/1',
      'https://balance.test/v1/reports/dashboard/merchant/4',
      'https://balance.test/v1/account-daily-balance/export',
      // The file the export made is fetched from the service that made it.
      'https://balance.test/v1/file/k1',
      // The summary is the back-office API's, with its range and paging (spec 03 §7).
      'https://backoffice.test/api/v1/merchant-balance',
    ]);
    expect(new URL(sent[1].url).searchParams.toString()).toBe('currencyCode=BRL&shopId=9');
    expect(Object.fromEntries(new URL(sent[4].url).searchParams)).toEqual({
      merchantId: '4',
      currencyCode: 'USD',
      createdDateFrom: '20/11/2026',
      createdDateTo: '27/11/2026',
      pageIndex: '0',
      pageSize: '0',
    });
    // The user's token, and no credential of the app's own (no basic auth in the bundle).
    for (const { headers } of sent) {
      expect(headers.Authorization).toBe('Bearer user-token');
      expect(Object.values(headers).join(' ')).not.toMatch(/basic/i);
    }
  });

  it('uses the back-office base when no balance service is configured', async () => {
    const { dataProvider, sent } = providersWith();
    await dataProvider.accountBalance({ master: false, merchantId: 4, currencyCode: 'USD' });
    expect(sent[0].url).toBe('https://backoffice.test/api/v1/reports/dashboard/merchant/4?currencyCode=USD');
  });

  it('reads the browser build’s base from VITE_BALANCE_API_BASE, else the back-office API’s', () => {
    expect(config.balanceApiBase).toBe(import.meta.env.VITE_BALANCE_API_BASE ?? config.apiBase);
  });
});
