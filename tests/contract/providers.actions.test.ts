/**
 * The data provider's named business calls and file handling against the running fake API,
 * and the 403s each demo role meets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../harness/fakeApi';
import { connect, listParams, loggedIn as loggedInAt } from './support/providers';

type Providers = ReturnType<typeof connect>;
let api: TestApi;
const users: Record<string, Providers> = {};
const loggedIn = (email: string) => loggedInAt(api.url, email);
const list = listParams;

beforeAll(async () => {
  api = await startTestApi();
  for (const email of ['super@demo.test', 'merchant@demo.test', 'viewer@demo.test']) users[email] = await loggedIn(email);
});
afterAll(async () => {
  await api?.close();
});

const merchant = () => users['merchant@demo.test'].dataProvider;
const superMerchant = () => users['super@demo.test'].dataProvider;
const viewer = () => users['viewer@demo.test'].dataProvider;

describe('permissions per demo role', () => {
  it('a viewer may read but not export, refund or change a status', async () => {
    await expect(viewer().getList('transactions-v2', list())).resolves.toMatchObject({ total: expect.any(Number) });
    const [row] = (await viewer().getList('transactions-v2', list({ status: ['APPROVED'] }, 1, 1))).data;
    await expect(viewer().export('transactions-v2', { filter: {} })).rejects.toMatchObject({ status: 403 });
    await expect(viewer().requestRefund(String(row.id))).rejects.toMatchObject({ status: 403, message: 'Forbidden: REFUND ADD required' });
    await expect(viewer().pushPayinStatus({ transactionId: String(row.id), status: 'FAILED' })).rejects.toMatchObject({ status: 403 });
  });
});

describe('business calls', () => {
  it('requests a refund once per transaction', async () => {
    const [approved] = (await merchant().getList('transactions-v2', list({ status: ['APPROVED'], enableRefund: true }, 1, 1))).data;
    await expect(merchant().requestRefund(String(approved.id))).resolves.toMatchObject({ status: true });
    await expect(merchant().requestRefund(String(approved.id))).resolves.toEqual({
      status: false,
      errorMessage: 'This transaction already has a refund request',
    });
    const [pending] = (await merchant().getList('transactions-v2', list({ status: ['PENDING'] }, 1, 1))).data;
    await expect(merchant().requestRefund(String(pending.id))).resolves.toEqual({
      status: false,
      errorMessage: 'Only approved transactions can be refunded',
    });
  });

  it('pushes a sandbox status, with ENTITY_EXIST and ENTITY_NOT_FOUND', async () => {
    const [pending] = (await merchant().getList('transactions-v2', list({ status: ['PENDING'] }, 1, 1))).data;
    const id = String(pending.id);
    await expect(
      merchant().pushPayinStatus({ transactionId: id, status: 'APPROVED', notificationUrl: 'https://example.com/hook' }),
    ).resolves.toBeUndefined();
    await expect(merchant().pushPayinStatus({ transactionId: id, status: 'FAILED' })).rejects.toThrow('ENTITY_EXIST');
    await expect(merchant().pushPayinStatus({ transactionId: 'no-such-id', status: 'FAILED' })).rejects.toThrow('ENTITY_NOT_FOUND');
    await expect.poll(async () => (await merchant().getOne('transactions', { id })).data.status, { timeout: 5000 }).toBe('APPROVED');
    await expect(merchant().pushPayinStatus({ transactionId: id, status: 'PENDING' })).rejects.toThrow(
      'Transition from APPROVED to PENDING is not allowed',
    );
  });

  it('reads config and options', async () => {
    const config = await merchant().config<{ countries: unknown[]; shops: { merchantId: number }[] }>('transactions');
    expect(config.countries.length).toBeGreaterThan(0);
    expect(config.shops.length).toBeGreaterThan(0);
    expect(config.shops.every((s) => s.merchantId === 4)).toBe(true);
    const shops = await merchant().options('shop');
    expect(shops.length).toBeGreaterThan(0);
    expect(shops[0]).toEqual({ id: expect.anything(), name: expect.any(String) });
    const subShops = await superMerchant().options('shop', 2);
    expect(subShops.length).toBeGreaterThan(0);
    await expect(merchant().options('no-such-list')).resolves.toEqual([]);
  });

  it('reads and accepts the sandbox disclaimer', async () => {
    await expect(merchant().getDisclaimer()).resolves.toEqual({ acceptedDate: null });
    const accepted = await merchant().acceptDisclaimer();
    expect(accepted.acceptedDate).toEqual(expect.any(String));
    await expect(merchant().getDisclaimer()).resolves.toEqual(accepted);
  });
});

describe('files', () => {
  it('exports as a report task whose file holds the filtered rows', async () => {
    const filter = { status: ['APPROVED'] };
    const expected = (await merchant().getList('transactions-v2', list(filter, 1, 1))).total as number;
    const before = (await merchant().getList('report-tasks', list({}, 1, 1, { field: 'reportTaskId', order: 'DESC' }))).data[0];
    await expect(merchant().export('transactions-v2', { filter, sort: { field: 'createdDate', order: 'DESC' } })).resolves.toEqual({
      kind: 'report',
    });

    let fileKey: string | undefined;
    await expect
      .poll(
        async () => {
          const [task] = (await merchant().getList('report-tasks', list({}, 1, 1, { field: 'reportTaskId', order: 'DESC' }))).data;
          if (task && task.id !== before?.id && task.isFinished) fileKey = task.fileKey as string;
          return fileKey;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBeTruthy();

    await expect(merchant().download(fileKey as string)).resolves.toBeUndefined();
    const file = await users['merchant@demo.test'].http.blob(`/file/${fileKey}`);
    expect(file?.filename).toMatch(/\.csv$/);
    const lines = (await file!.blob.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('transactionId');
    expect(lines.length - 1).toBe(expected);
  });

  it('uploads a file and reads it back', async () => {
    const content = 'id,amount\n1,10.50\n';
    const reply = await merchant().upload(new File([content], 'payouts.csv', { type: 'text/csv' }), 'spreadsheet');
    expect(reply).toEqual({ fileId: expect.any(Number), fileKey: expect.any(String) });
    const file = await users['merchant@demo.test'].http.blob(`/file/${reply.fileKey}`);
    expect(file?.filename).toBe('payouts.csv');
    expect(await file?.blob.text()).toBe(content);
    await expect(merchant().download(reply.fileKey)).resolves.toBeUndefined();
    await expect(merchant().download('no-such-key')).rejects.toMatchObject({ status: 404 });
  });

  it('rejects a disallowed file type with the server message', async () => {
    const error = await merchant()
      .upload(new File(['MZ'], 'tool.exe'), 'spreadsheet')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: expect.stringContaining('.exe is not allowed') });
  });
});
