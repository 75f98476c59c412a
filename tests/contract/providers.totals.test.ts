/**
 * Issue #33 part 5 through the real data provider: a resource that declares `totals` asks for
 * them on its list calls and hands the server's sums to the list in `meta.totalsByCurrency`; one
 * that declares none asks nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TotalsByCurrency } from '../../contract/gridTotals';
import { transactionsV2Resource } from '../../resources/transactions-v2';
import { createProviders } from '../../src/providers/createProviders';
import { memoryStorage } from '../../src/providers/session';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../harness/fakeApi';
import { listParams } from './support/providers';

let api: TestApi;
const definitions = [
  {
    name: 'with-totals',
    apiPath: '/transactions/v2',
    idField: 'transactionId',
    access: 'TRANSACTION_V2',
    totals: transactionsV2Resource.totals,
  },
  { name: 'without-totals', apiPath: '/transactions/v2', idField: 'transactionId', access: 'TRANSACTION_V2' },
] as const;
let providers: ReturnType<typeof createProviders>;

beforeAll(async () => {
  api = await startTestApi();
  providers = createProviders({ definitions, storage: memoryStorage(), baseUrl: api.url, timeoutMs: 10_000 });
  await providers.authProvider.login({ username: 'merchant@demo.test', password: DEMO_PASSWORD, token: '' });
});
afterAll(async () => {
  await api?.close();
});

describe('a list’s totals through the data provider', () => {
  it('are asked for when declared and reach the list in meta, every page’s rows added up', async () => {
    const page = await providers.dataProvider.getList('with-totals', listParams({}, 1, 5));
    const totals = (page.meta as { totalsByCurrency?: TotalsByCurrency }).totalsByCurrency;
    expect(totals).toBeDefined();
    const counted = totals!.lines.reduce((n, l) => n + l.count, 0);
    // Every row the filters match, counted or left out, not the page's five.
    expect(counted + totals!.leftOut).toBe(page.total);
    expect(page.total).toBeGreaterThan(5);
  });

  it('are not asked for by a list that declares none', async () => {
    const page = await providers.dataProvider.getList('without-totals', listParams({}, 1, 5));
    expect(page.meta).toEqual({ maxCountReached: false });
  });
});
