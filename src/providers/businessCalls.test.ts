import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import { recordingHttp, type RecordedCall } from './recordingHttp';
import { routesFromDefinitions } from './resourceRoutes';

const resources = routesFromDefinitions([
  { name: 'transactions-v2', apiPath: '/transactions/v2', idField: 'transactionId' },
  { name: 'payouts', apiPath: '/payouts', exportPath: '/payouts/export-file' },
]);

function provider(reply: (call: RecordedCall) => unknown) {
  const { http, calls } = recordingHttp(reply);
  return { dataProvider: createDataProvider({ http, resources }), calls };
}

afterEach(() => vi.restoreAllMocks());

describe('dataProvider.export', () => {
  it('sends pageIndex 0, pageSize 0, sort and filters; a report task is a report', async () => {
    const { dataProvider, calls } = provider(() => ({ reportTaskId: 5 }));
    const outcome = await dataProvider.export('transactions-v2', {
      filter: { status: ['APPROVED'], q: 'x', empty: '' },
      sort: { field: 'createdDate', order: 'DESC' },
    });
    expect(outcome).toEqual({ kind: 'report' });
    expect(calls[0].path).toBe('/transactions/v2/export');
    expect(calls[0].query).toEqual([
      ['pageIndex', '0'],
      ['pageSize', '0'],
      ['sortField', 'createdDate'],
      ['sortDirection', 'desc'],
      ['query', 'x'],
      ['status', 'APPROVED'],
    ]);
  });

  it('downloads the file when the reply carries a fileKey', async () => {
    const createObjectURL = vi.fn(() => 'blob:fake');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { dataProvider, calls } = provider(({ path }) =>
      path === '/payouts/export-file' ? { fileKey: 'k 1' } : { blob: new Blob(['a,b']), filename: 'payouts.csv' },
    );
    const outcome = await dataProvider.export('payouts', { filter: {} });
    expect(outcome).toEqual({ kind: 'file', fileKey: 'k 1' });
    expect(calls[1]).toMatchObject({ path: '/file/k%201', responseType: 'blob' });
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('payouts.csv');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('download rejects a missing file', async () => {
    const { dataProvider } = provider(() => undefined);
    await expect(dataProvider.download('nope')).rejects.toMatchObject({ status: 404 });
  });
});

describe('dataProvider business calls', () => {
  it('uploads multipart to /file with the upload kind in the address', async () => {
    const { dataProvider, calls } = provider(() => ({ fileId: 1, fileKey: 'abc' }));
    const file = new File(['x'], 'list.csv', { type: 'text/csv' });
    await expect(dataProvider.upload(file, 'spreadsheet')).resolves.toEqual({ fileId: 1, fileKey: 'abc' });
    const body = calls[0].options.body as FormData;
    expect(calls[0]).toMatchObject({ path: '/file', method: 'POST', query: [['kind', 'spreadsheet']] });
    expect((body.get('file') as File).name).toBe('list.csv');
  });

  it('reads config and options', async () => {
    const { dataProvider, calls } = provider(({ path }) => (path.startsWith('/config') ? { countries: [] } : undefined));
    await expect(dataProvider.config('transactions')).resolves.toEqual({ countries: [] });
    await expect(dataProvider.options('shop', 4)).resolves.toEqual([]);
    await dataProvider.options('merchant');
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ['/config/transactions', []],
      ['/options/shop', [['entityId', '4']]],
      ['/options/merchant', []],
    ]);
  });

  it('requests a refund and pushes a sandbox status', async () => {
    const { dataProvider, calls } = provider(({ path }) => (path.includes('refund') ? { status: true, refundId: 3 } : {}));
    await expect(dataProvider.requestRefund('t-1')).resolves.toEqual({ status: true, refundId: 3 });
    await dataProvider.pushPayinStatus({ transactionId: 't-1', status: 'APPROVED', notificationUrl: 'https://x' });
    expect(calls[0]).toMatchObject({ path: '/transactions/v2/t-1/refund', method: 'POST' });
    expect(calls[1]).toMatchObject({
      path: '/sandbox/payins/push-pay/t-1',
      method: 'PUT',
      options: { body: { transactionId: 't-1', status: 'APPROVED', notificationUrl: 'https://x' } },
    });
  });

  it('treats a 404 on push-pay as ENTITY_NOT_FOUND', async () => {
    const { dataProvider } = provider(() => undefined);
    await expect(dataProvider.pushPayinStatus({ transactionId: 'x', status: 'APPROVED' })).rejects.toThrow('ENTITY_NOT_FOUND');
  });

  it('reads and accepts the sandbox disclaimer', async () => {
    const { dataProvider, calls } = provider(({ method }) =>
      method === 'POST' ? { acceptedDate: '2026-11-22T00:00:00Z' } : { acceptedDate: null },
    );
    await expect(dataProvider.getDisclaimer()).resolves.toEqual({ acceptedDate: null });
    await expect(dataProvider.acceptDisclaimer()).resolves.toEqual({ acceptedDate: '2026-11-22T00:00:00Z' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /sandbox/user-disclaimer', 'POST /sandbox/user-disclaimer']);
  });
});
