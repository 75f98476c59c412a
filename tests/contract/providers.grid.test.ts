/**
 * The real data provider (Node's fetch, in-memory session) against the running fake API: the
 * grid query it builds is read the way the server reads it, and what comes back maps cleanly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/providers/httpError';
import { startTestApi, type TestApi } from '../harness/fakeApi';
import { connect, listParams, loggedIn as loggedInAt } from './support/providers';

type Providers = ReturnType<typeof connect>;
let api: TestApi;
const users: Record<string, Providers> = {};
const loggedIn = (email: string) => loggedInAt(api.url, email);
const list = listParams;

beforeAll(async () => {
  api = await startTestApi();
  for (const email of ['super@demo.test', 'merchant@demo.test']) users[email] = await loggedIn(email);
});
afterAll(async () => {
  await api?.close();
});

const merchant = () => users['merchant@demo.test'].dataProvider;
const superMerchant = () => users['super@demo.test'].dataProvider;

describe('getList', () => {
  it('pages with 0-based pageIndex and the same total', async () => {
    const first = await merchant().getList('transactions-v2', list({}, 1, 10));
    const second = await merchant().getList('transactions-v2', list({}, 2, 10));
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(first.total).toBeGreaterThan(20);
    const ids = new Set(first.data.map((r) => r.id));
    expect(second.data.some((r) => ids.has(r.id))).toBe(false);
    expect(first.data.every((r) => r.id === r.transactionId)).toBe(true);
    expect(first.meta).toEqual({ maxCountReached: false });
  });

  it('sorts both ways', async () => {
    const asc = await merchant().getList('transactions-v2', list({}, 1, 50, { field: 'amount', order: 'ASC' }));
    const amounts = asc.data.map((r) => r.amount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = await merchant().getList('transactions-v2', list({}, 1, 50, { field: 'createdDate', order: 'DESC' }));
    const dates = desc.data.map((r) => r.createdDate as string);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by a comma-joined status list, a date range and hides test rows', async () => {
    const from = new Date(2026, 9, 1, 0, 0, 0, 0);
    const to = new Date(2026, 10, 10, 23, 59, 59, 999);
    const page = await merchant().getList(
      'transactions-v2',
      list(
        {
          status: ['APPROVED', 'PENDING'],
          dateType: 'createdDate',
          createdDateFrom: from,
          createdDateTo: to,
          email: '',
          shopId: undefined,
        },
        1,
        200,
      ),
    );
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) {
      expect(['APPROVED', 'PENDING']).toContain(row.status);
      // The server reads wire dates as UTC day/time text.
      expect(row.createdDate >= '2026-10-01T00:00:00.000Z' && row.createdDate <= '2026-11-10T23:59:59.999Z').toBe(true);
      expect(row.testMode).not.toBe(true);
    }
    const all = await merchant().getList('transactions-v2', list({ status: ['APPROVED', 'PENDING'] }, 1, 1));
    expect(all.total).toBeGreaterThan(page.total as number);
  });

  it('searches with q', async () => {
    const [row] = (await merchant().getList('transactions-v2', list({}, 1, 1))).data;
    const found = await merchant().getList('transactions-v2', list({ q: String(row.transactionId).slice(0, 13) }, 1, 50));
    expect(found.data.map((r) => r.id)).toContain(row.id);
    expect(found.total).toBeLessThan(10);
  });

  it('reads an unknown path as an empty list', async () => {
    await expect(merchant().getList('no-such-things', list())).resolves.toEqual({ data: [], total: 0, meta: { maxCountReached: false } });
  });

  it('passes the server message of a malformed query', async () => {
    const error = await merchant()
      .getList('transactions-v2', list({ status: ['NOPE'] }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: expect.stringContaining('status must be') });
  });
});

describe('getOne and scoping', () => {
  it('reads v1 and v2 details with the id mapped', async () => {
    const [row] = (await merchant().getList('transactions-v2', list({}, 1, 1))).data;
    const v2 = await merchant().getOne('transactions-v2', { id: row.id });
    expect(v2.data).toMatchObject({ id: row.id, transactionId: row.id, amount: row.amount });
    expect(v2.data).toHaveProperty('refund');
    const v1 = await merchant().getOne('transactions', { id: row.id });
    expect(v1.data).toMatchObject({ id: row.id, transactionId: row.id, merchantId: 4 });
    const many = await merchant().getMany('transactions', { ids: [row.id, 'no-such-id'] });
    expect(many.data.map((r) => r.id)).toEqual([row.id]);
  });

  it("shows each user only their merchants' rows", async () => {
    const own = await merchant().getList('transactions-v2', list({}, 1, 200));
    expect(new Set(own.data.map((r) => r.merchantId))).toEqual(new Set([4]));
    const sup = await superMerchant().getList('transactions-v2', list({}, 1, 200));
    const supMerchants = new Set(sup.data.map((r) => r.merchantId as number));
    expect([...supMerchants].every((id) => [1, 2, 3].includes(id))).toBe(true);
    expect(supMerchants.size).toBeGreaterThan(1);

    const foreign = sup.data[0];
    await expect(merchant().getOne('transactions-v2', { id: foreign.id })).rejects.toMatchObject({ status: 404 });
    const lookedUp = await merchant().getList('transactions-v2', list({ transactionId: foreign.id }));
    expect(lookedUp.total).toBe(0);
  });
});
