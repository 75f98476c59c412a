import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import { HttpError } from './httpError';
import { recordingHttp, type RecordedCall } from './recordingHttp';
import { routesFromDefinitions } from './resourceRoutes';

const resources = routesFromDefinitions([
  { name: 'transactions', apiPath: '/transactions' },
  { name: 'transactions-v2', apiPath: '/transactions/v2', idField: 'transactionId', getOnePath: (id) => `/transactions/v2/${id}/details` },
  { name: 'payouts', apiPath: '/payouts', exportPath: '/payouts/export-file' },
]);

const grid = {
  data: [
    { transactionId: 'a-1', amount: 10 },
    { transactionId: 'a-2', amount: 20 },
  ],
  count: 10000,
  maxCountReached: true,
};

function provider(reply: (call: RecordedCall) => unknown = () => grid) {
  const { http, calls } = recordingHttp(reply);
  return { dataProvider: createDataProvider({ http, resources }), calls };
}

afterEach(() => vi.restoreAllMocks());

describe('dataProvider.getList', () => {
  it('builds the grid query in the order of spec 01 §7.1', async () => {
    const { dataProvider, calls } = provider();
    await dataProvider.getList('transactions', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'createdDate', order: 'ASC' },
      filter: {
        q: ' abc ',
        status: ['APPROVED', 'PENDING'],
        createdDateFrom: new Date(2026, 10, 21, 0, 0, 0, 0),
        createdDateTo: new Date(2026, 10, 21, 23, 59, 59, 999),
        showTests: false,
        shopId: 7,
        email: '',
        country: null,
        currency: undefined,
        channel: [],
      },
    });
    expect(calls[0].path).toBe('/transactions');
    expect(calls[0].query).toEqual([
      ['pageIndex', '2'],
      ['pageSize', '25'],
      ['sortField', 'createdDate'],
      ['sortDirection', 'asc'],
      ['query', 'abc'],
      ['status', 'APPROVED,PENDING'],
      ['createdDateFrom', '21/11/2026 00:00:00.000'],
      ['createdDateTo', '21/11/2026 23:59:59.999'],
      ['showTests', 'false'],
      ['shopId', '7'],
    ]);
  });

  it('sends only the keys of meta.onlyFilters (an exact id search finds its record whatever the dates)', async () => {
    const { dataProvider, calls } = provider();
    await dataProvider.getList('transactions', {
      pagination: { page: 1, perPage: 10 },
      filter: { transactionId: 'a-1', createdDateFrom: '01/11/2026 00:00:00.000', status: ['APPROVED'], isDirectwire: true },
      meta: { onlyFilters: ['transactionId', 'isDirectwire'] },
    });
    expect(calls[0].query).toEqual([
      ['pageIndex', '0'],
      ['pageSize', '10'],
      ['transactionId', 'a-1'],
      ['isDirectwire', 'true'],
    ]);
  });

  it('sorts descending for anything but ascending, and maps react-admin id to the id field', async () => {
    const { dataProvider, calls } = provider();
    await dataProvider.getList('transactions', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(calls[0].query).toEqual([
      ['pageIndex', '0'],
      ['pageSize', '10'],
      ['sortField', 'transactionId'],
      ['sortDirection', 'desc'],
    ]);
  });

  it('gives every row its id and carries maxCountReached in meta', async () => {
    const { dataProvider } = provider();
    const result = await dataProvider.getList('transactions', { pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(result.data.map((r) => r.id)).toEqual(['a-1', 'a-2']);
    expect(result.data[0]).toMatchObject({ transactionId: 'a-1', amount: 10 });
    expect(result.total).toBe(10000);
    expect(result.meta).toEqual({ maxCountReached: true });
  });

  it('reads a 404 as an empty list', async () => {
    const { dataProvider } = provider(() => undefined);
    await expect(dataProvider.getList('transactions', { filter: {} })).resolves.toEqual({
      data: [],
      total: 0,
      meta: { maxCountReached: false },
    });
  });

  it('uses the conventional route for an undeclared resource', async () => {
    const { dataProvider, calls } = provider(() => ({ data: [{ paymentMethodId: 4 }], count: 1, maxCountReached: false }));
    const result = await dataProvider.getList('payment-methods', { filter: {} });
    expect(calls[0].path).toBe('/payment-methods');
    expect(result.data[0].id).toBe(4);
  });

  it('getManyReference adds the target filter', async () => {
    const { dataProvider, calls } = provider();
    await dataProvider.getManyReference('transactions', {
      target: 'shopId',
      id: 12,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'amount', order: 'DESC' },
      filter: { status: 'APPROVED' },
    });
    expect(calls[0].query).toContainEqual(['shopId', '12']);
    expect(calls[0].query).toContainEqual(['status', 'APPROVED']);
  });
});

describe('dataProvider single records', () => {
  it('getOne uses the details path and maps the id', async () => {
    const { dataProvider, calls } = provider(() => ({ shopName: 'Shop' }));
    const { data } = await dataProvider.getOne('transactions-v2', { id: 'a-1' });
    expect(calls[0].path).toBe('/transactions/v2/a-1/details');
    expect(data).toEqual({ shopName: 'Shop', id: 'a-1' });
  });

  it('getOne encodes the id and rejects a 404', async () => {
    const { dataProvider, calls } = provider(() => undefined);
    const error = await dataProvider.getOne('transactions', { id: 'a/b' }).catch((e: unknown) => e);
    expect(calls[0].path).toBe('/transactions/a%2Fb');
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('getMany fetches each id and keeps the ones found', async () => {
    const { dataProvider, calls } = provider(({ path }) => (path.endsWith('a-2') ? undefined : { transactionId: 'a-1' }));
    const { data } = await dataProvider.getMany('transactions', { ids: ['a-1', 'a-2'] });
    expect(calls.map((c) => c.path)).toEqual(['/transactions/a-1', '/transactions/a-2']);
    expect(data).toEqual([{ transactionId: 'a-1', id: 'a-1' }]);
  });

  it('create POSTs and takes the id from the reply', async () => {
    const { dataProvider, calls } = provider(() => ({ payoutId: 99 }));
    const { data } = await dataProvider.create('payouts', { data: { amount: 5 } });
    expect(calls[0]).toMatchObject({ path: '/payouts', method: 'POST', options: { body: { amount: 5 } } });
    expect(data).toEqual({ amount: 5, payoutId: 99, id: 99 });
  });

  it('update PUTs to the record path; delete and deleteMany DELETE each', async () => {
    const { dataProvider, calls } = provider(() => ({}));
    const updated = await dataProvider.update('payouts', { id: 3, data: { amount: 6 }, previousData: { id: 3 } });
    expect(updated.data).toEqual({ amount: 6, id: 3 });
    await dataProvider.updateMany('payouts', { ids: [4, 5], data: { status: 'X' } });
    await dataProvider.delete('payouts', { id: 3, previousData: { id: 3, amount: 6 } });
    const many = await dataProvider.deleteMany('payouts', { ids: [4, 5] });
    expect(many.data).toEqual([4, 5]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /payouts/3',
      'PUT /payouts/4',
      'PUT /payouts/5',
      'DELETE /payouts/3',
      'DELETE /payouts/4',
      'DELETE /payouts/5',
    ]);
  });
});
