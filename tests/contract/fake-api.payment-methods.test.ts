/**
 * Payment methods over raw HTTP (spec 02 §2, §7): the catalogue grid and its filters, the
 * export as a report task whose file downloads, and the 401/403/400 rules. Report tasks are
 * checked along the way: scoped to the caller, newest first, finishing on their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridReply } from '../../contract/wire';
import { authed, loginAs, startTestApi, type TestApi, json } from '../harness/fakeApi';

interface Method {
  paymentMethodId: number;
  name: string;
  paymentMethodFileKey: string;
  paymentMethodLegacyId: number;
  countryCode: string;
  countryName: string;
  minAmount: number;
  maxAmount: number;
  paymentChannelTypeCode: string;
  paymentChannelTypeName: string;
  localCurrencyCode: string;
}
interface Task {
  reportTaskId: number;
  merchantId: number;
  date: string;
  reportTaskTypeName: string;
  userUsername: string;
  isProcessing: boolean;
  isFinished: boolean;
  hasError: boolean;
  errorMessage: string | null;
  fileKey: string | null;
}
type Call = ReturnType<typeof authed>;

let api: TestApi;
let superCall: Call;
let viewerCall: Call;
let merchantCall: Call;

beforeAll(async () => {
  api = await startTestApi({ reportTaskMs: 600 });
  superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
  merchantCall = authed(api.url, await loginAs(api.url, 'merchant@demo.test'));
  viewerCall = authed(api.url, await loginAs(api.url, 'viewer@demo.test'));
});
afterAll(async () => {
  await api?.close();
});

const grid = async (call: Call, query = '') => json<GridReply<Method>>(await call(`/payment-methods?pageSize=100${query}`));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reads the task until it is finished; every state seen is kept, in order. */
async function followTask(call: Call, id: number, timeoutMs = 10_000): Promise<Task[]> {
  const seen: Task[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await json<GridReply<Task>>(await call('/report-tasks?pageSize=100&sortField=date&sortDirection=desc'));
    const task = page.data.find((t) => t.reportTaskId === id);
    if (!task) throw new Error(`task ${id} is not in the caller's report tasks`);
    seen.push(task);
    if (task.isFinished) return seen;
    if (Date.now() > deadline) throw new Error(`task ${id} still running after ${timeoutMs} ms`);
    await sleep(25);
  }
}

describe('GET /payment-methods', () => {
  it('answers the whole catalogue to every role, with the fields of spec 02 §3', async () => {
    const all = await grid(superCall);
    expect(all.count).toBeGreaterThan(20);
    expect(all.data).toHaveLength(all.count);
    for (const field of [
      'paymentMethodId',
      'name',
      'paymentMethodFileKey',
      'paymentMethodLegacyId',
      'countryName',
      'minAmount',
      'maxAmount',
      'paymentChannelTypeName',
      'localCurrencyCode',
    ]) {
      expect(all.data[0], field).toHaveProperty(field);
    }
    // The catalogue is shared: a merchant and the viewer see the same rows as the super-merchant.
    expect((await grid(merchantCall)).count).toBe(all.count);
    expect((await grid(viewerCall)).count).toBe(all.count);
  });

  it('filters by country, payment channel and currency, and combines them', async () => {
    const byCountry = await grid(superCall, '&country=MX');
    expect(byCountry.count).toBeGreaterThan(0);
    expect(byCountry.data.every((m) => m.countryCode === 'MX')).toBe(true);
    const byChannel = await grid(superCall, '&channel=CASH');
    expect(byChannel.count).toBeGreaterThan(0);
    expect(byChannel.data.every((m) => m.paymentChannelTypeCode === 'CASH')).toBe(true);
    const byCurrency = await grid(superCall, '&currency=BRL');
    expect(byCurrency.count).toBeGreaterThan(0);
    expect(byCurrency.data.every((m) => m.localCurrencyCode === 'BRL')).toBe(true);
    const both = await grid(superCall, '&country=BR&channel=ONLINE');
    expect(both.data.map((m) => m.name).sort()).toEqual(
      byCurrency.data
        .filter((m) => m.paymentChannelTypeCode === 'ONLINE')
        .map((m) => m.name)
        .sort(),
    );
  });

  it('searches by name, sorts and pages', async () => {
    const found = await grid(superCall, '&query=pesa');
    expect(found.data.map((m) => m.name).sort()).toEqual(['M-Pesa', 'M-Pesa Tanzania', 'Tigo Pesa']);
    const sorted = await json<GridReply<Method>>(
      await superCall('/payment-methods?pageIndex=1&pageSize=5&sortField=name&sortDirection=asc'),
    );
    const names = (await grid(superCall, '&sortField=name&sortDirection=asc')).data.map((m) => m.name);
    expect(sorted.data.map((m) => m.name)).toEqual(names.slice(5, 10));
  });

  it('serves a logo for every method as an image file', async () => {
    const [method] = (await grid(superCall, '&query=Pix')).data;
    const logo = await superCall(`/file/${method.paymentMethodFileKey}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\//);
    // The catalogue's logos are public: an <img> shows them without a session.
    expect((await fetch(`${api.url}/file/${method.paymentMethodFileKey}`)).status).toBe(200);
  });

  it("takes a token only in the Authorization header: a merchant's file by address is a 401", async () => {
    const token = await loginAs(api.url, 'super@demo.test');
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2'], { type: 'text/csv' }), 'mine.csv');
    const uploaded = (await (
      await fetch(`${api.url}/file?kind=spreadsheet`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
    ).json()) as { fileKey: string };
    expect((await fetch(`${api.url}/file/${uploaded.fileKey}?access_token=${token}`)).status).toBe(401);
    expect((await fetch(`${api.url}/shops?pageIndex=0&pageSize=5&access_token=${token}`)).status).toBe(401);
    expect((await fetch(`${api.url}/file/${uploaded.fileKey}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('answers one method by id for the drawer', async () => {
    const [method] = (await grid(superCall, '&query=OXXO')).data;
    const one = await json<Method>(await viewerCall(`/payment-methods/${method.paymentMethodId}`));
    expect(one).toMatchObject({ name: 'OXXO', countryName: method.countryName, localCurrencyCode: 'MXN' });
  });

  it('answers 401 without a token and 400 naming a bad parameter', async () => {
    expect((await fetch(`${api.url}/payment-methods`)).status).toBe(401);
    const bad = await superCall('/payment-methods?pageSize=lots');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/pageSize/);
    const badSort = await superCall('/payment-methods?sortField=nope');
    expect(badSort.status).toBe(400);
    expect(await badSort.text()).toMatch(/sortField/);
  });
});

describe('GET /payment-methods/export', () => {
  it('queues a report task of the filtered rows that finishes with a CSV file', async () => {
    const expected = await grid(superCall, '&country=AR');
    const reply = await json<{ reportTaskId: number }>(await superCall('/payment-methods/export?pageIndex=0&pageSize=0&country=AR'));
    expect(reply.reportTaskId).toEqual(expect.any(Number));
    const states = await followTask(superCall, reply.reportTaskId);
    const done = states[states.length - 1];
    expect(states[0].isFinished).toBe(false);
    expect(done).toMatchObject({
      reportTaskTypeName: 'Payment methods report',
      userUsername: 'super@demo.test',
      hasError: false,
      fileKey: expect.any(String),
    });
    const file = await superCall(`/file/${done.fileKey}`);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(/payment-methods-.*\.csv/);
    const lines = (await file.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'paymentMethodId,name,paymentMethodLegacyId,countryName,minAmount,maxAmount,paymentChannelTypeName,localCurrencyCode',
    );
    expect(lines).toHaveLength(expected.count + 1);
    expect(lines.slice(1).every((line) => line.includes(',Argentina,'))).toBe(true);
  });

  it('ends in error when the filters select nothing', async () => {
    const reply = await json<{ reportTaskId: number }>(await merchantCall('/payment-methods/export?pageIndex=0&pageSize=0&country=ZZ'));
    const states = await followTask(merchantCall, reply.reportTaskId);
    expect(states[states.length - 1]).toMatchObject({ isFinished: true, hasError: true, errorMessage: expect.any(String), fileKey: null });
  });

  it('is refused to the viewer (no EXPORT) with 403 and without a token with 401', async () => {
    const before = (await json<GridReply<Task>>(await viewerCall('/report-tasks?pageSize=100'))).count;
    const refused = await viewerCall('/payment-methods/export?pageIndex=0&pageSize=0');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/PAYMENT_METHOD EXPORT/);
    expect((await json<GridReply<Task>>(await viewerCall('/report-tasks?pageSize=100'))).count).toBe(before);
    expect((await fetch(`${api.url}/payment-methods/export`)).status).toBe(401);
  });
});

describe('GET /report-tasks', () => {
  it("lists the caller's merchants' tasks only, newest first", async () => {
    const mine = await json<GridReply<Task>>(await merchantCall('/report-tasks?pageSize=100&sortField=date&sortDirection=desc'));
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.data.every((t) => t.merchantId === 4)).toBe(true);
    const dates = mine.data.map((t) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const theirs = await json<GridReply<Task>>(await superCall('/report-tasks?pageSize=100'));
    expect(theirs.data.every((t) => [1, 2, 3].includes(t.merchantId))).toBe(true);
    // The older path of spec 02 §7 answers the same grid.
    expect((await json<GridReply<Task>>(await merchantCall('/tasks/reports?pageSize=100'))).count).toBe(mine.count);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${api.url}/report-tasks`)).status).toBe(401);
  });
});
