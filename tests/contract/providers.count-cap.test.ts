/**
 * 'N+ items' end to end: past the server's count cap the data provider reports the capped total
 * and meta.maxCountReached, so the grid does not show a false last page (spec 01 §2.6).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProviders } from '../../src/providers/createProviders';
import { memoryStorage } from '../../src/providers/session';
import { GRID_COUNT_CAP } from '../../contract/wire';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../harness/fakeApi';

const definitions = [{ name: 'transactions-v2', apiPath: '/transactions/v2', idField: 'transactionId', access: 'TRANSACTION_V2' }] as const;

let api: TestApi;
beforeAll(async () => {
  // About 40% of the seeded transactions are merchant 4's: enough to pass the 10,000 cap.
  api = await startTestApi({ scale: 28_000 });
});
afterAll(async () => {
  await api?.close();
});

it('reports the capped count with maxCountReached, and an exact one below the cap', async () => {
  const { authProvider, dataProvider } = createProviders({ definitions, storage: memoryStorage(), baseUrl: api.url });
  await authProvider.login({ username: 'merchant@demo.test', password: DEMO_PASSWORD, token: '' });
  const sort = { field: 'createdDate', order: 'DESC' } as const;

  const capped = await dataProvider.getList('transactions-v2', { pagination: { page: 3, perPage: 25 }, sort, filter: { showTests: true } });
  expect(capped.total).toBe(GRID_COUNT_CAP);
  expect(capped.meta).toEqual({ maxCountReached: true });
  expect(capped.data).toHaveLength(25);

  const exact = await dataProvider.getList('transactions-v2', {
    pagination: { page: 1, perPage: 25 },
    sort,
    filter: { status: ['FAILED'] },
  });
  expect(exact.total).toBeLessThan(GRID_COUNT_CAP);
  expect(exact.meta).toEqual({ maxCountReached: false });
});
