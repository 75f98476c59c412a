/**
 * Notifications (spec 02 §2, §7): the request/response bodies of a logged call and the resend,
 * over raw HTTP and through the real data provider; guards (401, 403) and merchant scoping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridReply } from '../../contract/wire';
import { notificationsResource } from '../../resources/notifications';
import { createProviders } from '../../src/providers/createProviders';
import { memoryStorage } from '../../src/providers/session';
import { authed, DEMO_PASSWORD, loginAs, startTestApi, type TestApi, json } from '../harness/fakeApi';
import { contractDefinitions, listParams, loggedIn } from './support/providers';

interface LogRow {
  transactionNotificationLogID: number;
  merchantId: number;
  date: string;
  transactionID: string;
  trackingId: string;
  transactionStatusTypeCode: string;
  networkOperationStatus: number;
  networkOperationStatusName: string;
  networkOperationRequestUri: string;
  networkOperationRequestBody: string;
  networkOperationResponseBody: string;
}
type Call = ReturnType<typeof authed>;

let api: TestApi;
let superCall: Call;
let merchantCall: Call;
let viewerCall: Call;

beforeAll(async () => {
  api = await startTestApi();
  superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
  merchantCall = authed(api.url, await loginAs(api.url, 'merchant@demo.test'));
  viewerCall = authed(api.url, await loginAs(api.url, 'viewer@demo.test'));
});
afterAll(async () => {
  await api?.close();
});

const post = (call: Call, path: string, body: unknown) => call(path, { method: 'POST', body: JSON.stringify(body) });
const logsOf = async (call: Call, query = '') =>
  (await json<GridReply<LogRow>>(await call(`/notifications?pageSize=100&sortField=date&sortDirection=desc${query}`))).data;
const firstLog = async (call: Call) => {
  const [row] = await logsOf(call);
  if (!row) throw new Error('no notification rows seeded');
  return row;
};
/** A transaction of the caller's, found through the transactions grid. */
const firstTransaction = async (call: Call) => {
  const [tx] = (
    await json<GridReply<{ transactionId: string; merchantId: number; status: string }>>(await call('/transactions/v2?pageSize=1'))
  ).data;
  if (!tx) throw new Error('no transactions');
  return tx;
};

describe('GET /notifications/{id}/request and /response', () => {
  it('answers the logged bodies and the URI, exactly as stored', async () => {
    const row = await firstLog(superCall);
    const request = await json(await superCall(`/notifications/${row.transactionNotificationLogID}/request`));
    expect(request).toEqual({
      transactionNotificationLogID: row.transactionNotificationLogID,
      uri: row.networkOperationRequestUri,
      body: row.networkOperationRequestBody,
    });
    expect(JSON.parse(row.networkOperationRequestBody)).toMatchObject({ transactionId: row.transactionID });
    const response = await json(await superCall(`/notifications/${row.transactionNotificationLogID}/response`));
    expect(response).toEqual({
      transactionNotificationLogID: row.transactionNotificationLogID,
      uri: row.networkOperationRequestUri,
      body: row.networkOperationResponseBody,
    });
  });

  it('lets a viewer read (NOTIFICATION VIEW) and refuses without a session', async () => {
    const row = await firstLog(viewerCall);
    expect((await viewerCall(`/notifications/${row.transactionNotificationLogID}/request`)).status).toBe(200);
    const anonymous = await fetch(`${api.url}/notifications/${row.transactionNotificationLogID}/response`);
    expect(anonymous.status).toBe(401);
  });

  it("answers 404 for an unknown id and for another merchant's row", async () => {
    expect((await superCall('/notifications/999999999/request')).status).toBe(404);
    expect((await superCall('/notifications/not-a-number/response')).status).toBe(404);
    const mine = await firstLog(merchantCall);
    expect(mine.merchantId).toBe(4);
    expect((await superCall(`/notifications/${mine.transactionNotificationLogID}/request`)).status).toBe(404);
    expect((await merchantCall(`/notifications/${mine.transactionNotificationLogID}/request`)).status).toBe(200);
  });
});

describe('POST /notifications/{transactionId}/send', () => {
  it('logs a new call to the given URL, visible in the grid and its bodies', async () => {
    const tx = await firstTransaction(merchantCall);
    const before = await logsOf(merchantCall, `&query=${tx.transactionId}`);
    const url = 'https://hooks.example.com/contract-retry';
    const reply = await json<{ status: boolean; transactionNotificationLogID: number }>(
      await post(merchantCall, `/notifications/${tx.transactionId}/send`, { url, transactionId: tx.transactionId }),
    );
    expect(reply).toEqual({ status: true, transactionNotificationLogID: expect.any(Number) });
    const after = await logsOf(merchantCall, `&query=${tx.transactionId}`);
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((r) => r.transactionNotificationLogID === reply.transactionNotificationLogID);
    expect(added).toMatchObject({
      merchantId: tx.merchantId,
      transactionID: tx.transactionId,
      transactionStatusTypeCode: tx.status,
      networkOperationRequestUri: url,
      networkOperationStatus: 200,
      networkOperationStatusName: 'OK',
    });
    expect(Date.now() - Date.parse(added!.date)).toBeLessThan(60_000);
    // Newest first: today's grid shows the new row on top.
    expect((await logsOf(merchantCall))[0].transactionNotificationLogID).toBe(reply.transactionNotificationLogID);
    const request = await json<{ body: string }>(await merchantCall(`/notifications/${reply.transactionNotificationLogID}/request`));
    expect(JSON.parse(request.body)).toMatchObject({ transactionId: tx.transactionId, status: tx.status });
  });

  it("records a failing endpoint's HTML error page as the response body", async () => {
    const tx = await firstTransaction(superCall);
    const reply = await json<{ transactionNotificationLogID: number }>(
      await post(superCall, `/notifications/${tx.transactionId}/send`, {
        url: 'https://fail.example.com/hook',
        transactionId: tx.transactionId,
      }),
    );
    const response = await json<{ body: string }>(await superCall(`/notifications/${reply.transactionNotificationLogID}/response`));
    expect(response.body).toContain('<script>');
    const [row] = await logsOf(superCall, `&query=${tx.transactionId}`);
    expect(row).toMatchObject({ transactionNotificationLogID: reply.transactionNotificationLogID, networkOperationStatus: 500 });
  });

  it('answers 400 naming url for a missing or malformed URL, and adds nothing', async () => {
    const tx = await firstTransaction(merchantCall);
    const count = (await logsOf(merchantCall, `&query=${tx.transactionId}`)).length;
    for (const body of [
      { transactionId: tx.transactionId },
      { url: '', transactionId: tx.transactionId },
      { url: 'not a url' },
      { url: 'ftp://x.example.com' },
      { url: 42 },
    ]) {
      const reply = await post(merchantCall, `/notifications/${tx.transactionId}/send`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(await reply.text()).toMatch(/^url /);
    }
    const mismatch = await post(merchantCall, `/notifications/${tx.transactionId}/send`, {
      url: 'https://a.example.com',
      transactionId: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toMatch(/^transactionId /);
    const broken = await merchantCall(`/notifications/${tx.transactionId}/send`, { method: 'POST', body: '{"url":' });
    expect(broken.status).toBe(400);
    expect(await logsOf(merchantCall, `&query=${tx.transactionId}`)).toHaveLength(count);
  });

  it("answers 400 ENTITY_NOT_FOUND for an unknown transaction and for another merchant's", async () => {
    const unknown = await post(superCall, '/notifications/00000000-0000-4000-8000-000000000000/send', { url: 'https://a.example.com' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe('ENTITY_NOT_FOUND');
    const theirs = await firstTransaction(merchantCall);
    const scoped = await post(superCall, `/notifications/${theirs.transactionId}/send`, {
      url: 'https://a.example.com',
      transactionId: theirs.transactionId,
    });
    expect(scoped.status).toBe(400);
    expect(await scoped.text()).toBe('ENTITY_NOT_FOUND');
  });

  it('needs a session (401) and NOTIFICATION EDIT (403 for the viewer)', async () => {
    const tx = await firstTransaction(viewerCall);
    const anonymous = await fetch(`${api.url}/notifications/${tx.transactionId}/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://a.example.com' }),
    });
    expect(anonymous.status).toBe(401);
    const viewer = await post(viewerCall, `/notifications/${tx.transactionId}/send`, {
      url: 'https://a.example.com',
      transactionId: tx.transactionId,
    });
    expect(viewer.status).toBe(403);
    expect(await viewer.text()).toBe('Forbidden: NOTIFICATION EDIT required');
  });
});

describe('data provider: notificationPayload and resendNotification', () => {
  /** The real client with the screen's own declaration, so getList uses its id field. */
  async function client(email: string) {
    const providers = createProviders({
      definitions: [...contractDefinitions, notificationsResource],
      storage: memoryStorage(),
      baseUrl: api.url,
      timeoutMs: 10_000,
    });
    await providers.authProvider.login({ username: email, password: DEMO_PASSWORD, token: '' });
    return providers.dataProvider;
  }

  it('reads both sides of a call and resends, the new row listed first', async () => {
    const dataProvider = await client('super@demo.test');
    const { data } = await dataProvider.getList('notifications', listParams({}, 1, 5, { field: 'date', order: 'DESC' }));
    const row = data[0];
    expect(row.id).toBe(row.transactionNotificationLogID);
    await expect(dataProvider.notificationPayload(row.id, 'request')).resolves.toEqual({
      transactionNotificationLogID: row.id,
      uri: row.networkOperationRequestUri,
      body: row.networkOperationRequestBody,
    });
    await expect(dataProvider.notificationPayload(row.id, 'response')).resolves.toMatchObject({ body: row.networkOperationResponseBody });
    await expect(
      dataProvider.resendNotification({ transactionId: row.transactionID, url: 'https://hooks.example.com/provider' }),
    ).resolves.toBeUndefined();
    const [newest] = (
      await dataProvider.getList('notifications', listParams({ query: row.transactionID }, 1, 1, { field: 'date', order: 'DESC' }))
    ).data;
    expect(newest).toMatchObject({ transactionID: row.transactionID, networkOperationRequestUri: 'https://hooks.example.com/provider' });
    expect(newest.id).toBeGreaterThan(row.id);
  });

  it('rejects with the server reasons: ENTITY_NOT_FOUND, the url message, 403 for the viewer', async () => {
    const superProvider = await client('super@demo.test');
    await expect(superProvider.notificationPayload(999_999_999, 'request')).rejects.toThrow('ENTITY_NOT_FOUND');
    await expect(superProvider.resendNotification({ transactionId: 'no-such-id', url: 'https://a.example.com' })).rejects.toMatchObject({
      status: 400,
      message: 'ENTITY_NOT_FOUND',
    });
    const [row] = (await superProvider.getList('notifications', listParams({}, 1, 1, { field: 'date', order: 'DESC' }))).data;
    await expect(superProvider.resendNotification({ transactionId: row.transactionID, url: 'nope' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^url /),
    });
    const viewer = (await loggedIn(api.url, 'viewer@demo.test')).dataProvider;
    await expect(viewer.resendNotification({ transactionId: row.transactionID, url: 'https://a.example.com' })).rejects.toMatchObject({
      status: 403,
    });
  });
});
