/**
 * The spec 02 §7 calls no screen uses yet, over raw HTTP: transactions report and net volume,
 * partners and the core API settings (also reachable as /service-configuration/core-api).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRows, authed, json, loginAs, startTestApi, type TestApi } from '../harness/fakeApi';

interface Line {
  currency: string;
  transactionsCount: number;
  approvedCount: number;
  approvedAmount: number;
}
interface Tx {
  currency: string;
  status: string;
  amount: number;
}

let api: TestApi;
let superCall: ReturnType<typeof authed>;
let viewerCall: ReturnType<typeof authed>;

beforeAll(async () => {
  api = await startTestApi({ reportTaskMs: 300 });
  superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
  viewerCall = authed(api.url, await loginAs(api.url, 'viewer@demo.test'));
});
afterAll(async () => {
  await api?.close();
});

describe('transactions net volume', () => {
  it('totals the filtered rows per currency, counting approved amounts only', async () => {
    const filter = 'status=APPROVED,PENDING&country=CO';
    const rows = (await allRows<Tx>(superCall, `/transactions/v2?${filter}`)).data;
    expect(rows.length).toBeGreaterThan(0);
    const reply = await json<{ data: Line[] }>(await superCall(`/transactions/net-volume?${filter}`));
    const approved = rows.filter((r) => r.status === 'APPROVED');
    const expected = Math.round(approved.reduce((sum, r) => sum + r.amount, 0) * 100) / 100;
    expect(reply.data).toEqual([
      { currency: 'COP', transactionsCount: rows.length, approvedCount: approved.length, approvedAmount: expect.closeTo(expected, 1) },
    ]);
  });

  it('answers 401 without a token and 400 on a bad filter', async () => {
    expect((await fetch(`${api.url}/transactions/net-volume`)).status).toBe(401);
    const bad = await superCall('/transactions/net-volume?status=NOPE');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/status/);
  });
});

describe('transactions report', () => {
  it('starts a report task for an exporter and is refused (403) to the viewer', async () => {
    const reply = await json<{ reportTaskId: number }>(await superCall('/transactions/report?pageIndex=0&pageSize=0&status=APPROVED'));
    expect(reply.reportTaskId).toEqual(expect.any(Number));
    expect((await viewerCall('/transactions/report?status=APPROVED')).status).toBe(403);
  });
});

describe('partners and core API settings', () => {
  it('lists partners to a logged-in user only', async () => {
    const partners = await json<{ partnerId: number; partnerName: string }[]>(await viewerCall('/partners'));
    expect(partners.length).toBeGreaterThan(0);
    expect(partners[0]).toEqual({ partnerId: expect.any(Number), partnerName: expect.any(String) });
    expect((await fetch(`${api.url}/partners`)).status).toBe(401);
  });

  it('serves the core API settings under both paths', async () => {
    const config = await json(await superCall('/config/core-api'));
    expect(config).toEqual({ apiPaymentUrl: expect.stringMatching(/^https:/), apiDocumentationUrl: expect.stringMatching(/^https:/) });
    expect(await json(await superCall('/service-configuration/core-api'))).toEqual(config);
  });
});
