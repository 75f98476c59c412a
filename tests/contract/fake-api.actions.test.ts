/**
 * Fake API writes and side effects over raw HTTP: details, refund request, sandbox push-pay,
 * export -> report task -> CSV, upload/download, and a restart that keeps a write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridReply } from '../../contract/wire';
import { allRows, authed, loginAs, removeDataFile, startTestApi, type TestApi, json } from '../harness/fakeApi';

interface Tx {
  transactionId: string;
  status: string;
  merchantId: number;
  pendingStatusUpdate: unknown;
  enableRefund: boolean;
  trackingId: string;
}
type Call = ReturnType<typeof authed>;

let api: TestApi;
let superCall: Call;
let merchantCall: Call;

beforeAll(async () => {
  api = await startTestApi({ statusDelayMs: 300, reportTaskMs: 600 });
  superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
  merchantCall = authed(api.url, await loginAs(api.url, 'merchant@demo.test'));
});
afterAll(async () => {
  await api?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `done` holds for the value (the server works on timers); every value seen is kept. */
async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T[]> {
  const seen: T[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    seen.push(value);
    if (done(value)) return seen;
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await sleep(25);
  }
}

async function firstWith(call: Call, query: string): Promise<Tx> {
  const page = await json<GridReply<Tx>>(await call(`/transactions/v2?pageSize=100&${query}`));
  const tx = page.data.find((t) => !t.pendingStatusUpdate);
  if (!tx) throw new Error(`no transaction with ${query}`);
  return tx;
}

describe('details', () => {
  it('v1 detail carries conversion fields only with CONVERSION_REPORT', async () => {
    const tx = await firstWith(superCall, 'status=APPROVED');
    const full = await json<Record<string, unknown>>(await superCall(`/transactions/${tx.transactionId}`));
    expect(full).toMatchObject({ transactionId: tx.transactionId, channelType: expect.any(String), shopContactEmail: expect.any(String) });
    expect(full).toHaveProperty('conversionAmount');
    const viewer = authed(api.url, await loginAs(api.url, 'viewer@demo.test'));
    const mine = await firstWith(viewer, 'status=APPROVED');
    const limited = await json<Record<string, unknown>>(await viewer(`/transactions/${mine.transactionId}`));
    expect(limited).not.toHaveProperty('conversionAmount');
    expect(limited).not.toHaveProperty('pspCurrency');
  });

  it('v2 details have the drawer fields and refund info', async () => {
    const tx = await firstWith(superCall, 'status=APPROVED');
    const details = await json<Record<string, unknown>>(await superCall(`/transactions/v2/${tx.transactionId}/details`));
    for (const field of [
      'shopName',
      'createdDate',
      'amount',
      'currency',
      'transactionId',
      'description',
      'payerFullName',
      'buyerFullName',
      'personalId',
      'phone',
      'email',
      'buyerCountry',
      'enableRefund',
      'refund',
    ]) {
      expect(details, field).toHaveProperty(field);
    }
  });
});

describe('refund request', () => {
  it('creates a refund for an approved transaction once', async () => {
    const page = await json<GridReply<Tx>>(await merchantCall('/transactions/v2?pageSize=100&status=APPROVED'));
    const tx = page.data.find((t) => t.enableRefund);
    expect(tx).toBeDefined();
    const ok = await json<{ status: boolean; refundId: number }>(
      await merchantCall(`/transactions/v2/${tx!.transactionId}/refund`, { method: 'POST', body: '{}' }),
    );
    expect(ok).toEqual({ status: true, refundId: expect.any(Number) });
    const again = await json<{ status: boolean; errorMessage: string }>(
      await merchantCall(`/transactions/v2/${tx!.transactionId}/refund`, { method: 'POST', body: '{}' }),
    );
    expect(again).toEqual({ status: false, errorMessage: 'This transaction already has a refund request' });
    const details = await json<{ refund: { refundId: number; refundStatus: string } }>(
      await merchantCall(`/transactions/v2/${tx!.transactionId}/details`),
    );
    expect(details.refund).toMatchObject({ refundId: ok.refundId, refundStatus: 'CREATED' });
    const refunds = await json<GridReply<{ transactionRefundId: number }>>(
      await merchantCall(`/transaction-refunds?transactionId=${tx!.transactionId}`),
    );
    expect(refunds.data.map((r) => r.transactionRefundId)).toContain(ok.refundId);
  });

  it('answers status false for a transaction that is not approved', async () => {
    const tx = await firstWith(merchantCall, 'status=PENDING');
    const reply = await json<{ status: boolean; errorMessage: string }>(
      await merchantCall(`/transactions/v2/${tx.transactionId}/refund`, { method: 'POST', body: '{}' }),
    );
    expect(reply).toEqual({ status: false, errorMessage: 'Only approved transactions can be refunded' });
  });
});

describe('sandbox push-pay', () => {
  const push = (call: Call, id: string, status: string) =>
    call(`/sandbox/payins/push-pay/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ transactionId: id, status, notificationUrl: 'https://shop.example/notify' }),
    });

  it('records a pending update, refuses a second one, applies it after the delay with a notification row', async () => {
    const tx = await firstWith(merchantCall, 'status=PENDING');
    const reply = await push(merchantCall, tx.transactionId, 'APPROVED');
    expect(reply.status).toBe(204);
    const pending = await json<GridReply<Tx>>(await merchantCall(`/transactions/v2?transactionId=${tx.transactionId}`));
    expect(pending.data[0]).toMatchObject({
      status: 'PENDING',
      pendingStatusUpdate: { status: 'APPROVED', requestedDate: expect.any(String) },
    });
    const second = await push(merchantCall, tx.transactionId, 'FAILED');
    expect(second.status).toBe(400);
    expect(await second.text()).toBe('ENTITY_EXIST');
    const seen = await pollUntil(
      async () =>
        (await json<GridReply<Tx & { paidDate: string }>>(await merchantCall(`/transactions/v2?transactionId=${tx.transactionId}`)))
          .data[0],
      (row) => row.pendingStatusUpdate === null,
    );
    expect(seen.at(-1)).toMatchObject({ status: 'APPROVED', pendingStatusUpdate: null, paidDate: expect.any(String) });
    const logs = await json<GridReply<{ transactionID: string; transactionStatusTypeCode: string; networkOperationRequestUri: string }>>(
      await merchantCall(`/notifications?transactionId=${tx.transactionId}&pageSize=50`),
    );
    expect(logs.data).toContainEqual(
      expect.objectContaining({
        transactionID: tx.transactionId,
        transactionStatusTypeCode: 'APPROVED',
        networkOperationRequestUri: 'https://shop.example/notify',
      }),
    );
  });

  it('refuses unknown ids, final statuses and bad bodies', async () => {
    const unknown = await push(merchantCall, '11111111-2222-3333-4444-555555555555', 'APPROVED');
    expect(await unknown.text()).toBe('ENTITY_NOT_FOUND');
    const foreign = await firstWith(superCall, 'status=PENDING');
    expect(await (await push(merchantCall, foreign.transactionId, 'APPROVED')).text()).toBe('ENTITY_NOT_FOUND');
    const final = await firstWith(merchantCall, 'status=CANCELLED');
    const refused = await push(merchantCall, final.transactionId, 'APPROVED');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('Transition from CANCELLED to APPROVED is not allowed');
    const expired = await firstWith(merchantCall, 'status=EXPIRED');
    expect(await (await push(merchantCall, expired.transactionId, 'EXPIRED')).text()).toBe(
      'Transition from EXPIRED to EXPIRED is not allowed',
    );
    const bad = await push(merchantCall, expired.transactionId, 'DONE');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/^status must be one of APPROVED/);
  });

  it('works only in Sandbox', async () => {
    const prod = await startTestApi({ env: 'Production' });
    try {
      const login = await json<{ token: string; user: { isLoggedInProd: boolean } }>(
        await fetch(`${prod.url}/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'merchant@demo.test', password: 'demo123', token: '', backOfficeType: 'SHOP' }),
        }),
      );
      expect(login.user.isLoggedInProd).toBe(true);
      const call = authed(prod.url, login.token);
      const tx = await firstWith(call, 'status=PENDING');
      const reply = await push(call, tx.transactionId, 'APPROVED');
      expect(reply.status).toBe(400);
      expect(await reply.text()).toBe('Status changes are only available in Sandbox');
    } finally {
      await prod.close();
    }
  });
});

describe('export and report tasks', () => {
  it('creates a task that finishes with a CSV of the filtered rows', async () => {
    const filter = 'status=EXPIRED&sortField=createdDate&sortDirection=desc';
    const expected = await allRows<Tx>(merchantCall, `/transactions/v2?${filter}`);
    const { reportTaskId } = await json<{ reportTaskId: number }>(
      await merchantCall(`/transactions/v2/export?pageIndex=0&pageSize=0&${filter}`),
    );
    expect(reportTaskId).toEqual(expect.any(Number));
    type Task = {
      reportTaskId: number;
      isProcessing: boolean;
      isFinished: boolean;
      hasError: boolean;
      fileKey: string | null;
      userUsername: string;
    };
    const taskNow = async () =>
      (await json<GridReply<Task>>(await merchantCall('/report-tasks?pageSize=100&sortField=date&sortDirection=desc'))).data.find(
        (t) => t.reportTaskId === reportTaskId,
      )!;
    const seen = await pollUntil(taskNow, (task) => task.isFinished);
    expect(seen[0]).toMatchObject({ isFinished: false, hasError: false, fileKey: null, userUsername: 'merchant@demo.test' });
    expect(seen.some((t) => t.isProcessing && !t.isFinished)).toBe(true);
    const done = seen.at(-1)!;
    expect(done).toMatchObject({ isProcessing: false, isFinished: true, hasError: false, fileKey: expect.any(String) });
    const file = await merchantCall(`/file/${done.fileKey}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="transactions-\d+\.csv"$/);
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines[0].split(',')).toContain('transactionId');
    expect(lines).toHaveLength(expected.count + 1);
    expect(lines[1]).toContain(expected.data[0].transactionId);
    // /tasks/reports is the same list; another merchant's user cannot download the file
    const alias = await json<GridReply<Task>>(await merchantCall('/tasks/reports?pageSize=100'));
    expect(alias.data.map((t) => t.reportTaskId)).toContain(reportTaskId);
    expect((await superCall(`/file/${done.fileKey}`)).status).toBe(404);
  });

  it('ends in error when the filters select nothing', async () => {
    const { reportTaskId } = await json<{ reportTaskId: number }>(
      await merchantCall('/transactions/v2/export?pageIndex=0&pageSize=0&transactionId=none'),
    );
    type Task = { reportTaskId: number; hasError: boolean; errorMessage: string; isFinished: boolean };
    const read = async () =>
      (await json<GridReply<Task>>(await merchantCall('/report-tasks?pageSize=100'))).data.find((t) => t.reportTaskId === reportTaskId)!;
    const seen = await pollUntil(read, (t) => t.isFinished);
    expect(seen.at(-1)).toMatchObject({ isFinished: true, hasError: true, errorMessage: 'No data for the selected filters' });
  });
});

describe('report tasks: filters, one task, retry (issue #13)', () => {
  type Task = {
    reportTaskId: number;
    reportTaskTypeName: string;
    hasError: boolean;
    isFinished: boolean;
    isProcessing: boolean;
    fileKey: string | null;
  };

  it('filters by type and by status, and answers one task by id (404 body {} outside the scope)', async () => {
    const all = await json<GridReply<Task>>(await merchantCall('/report-tasks?pageSize=100'));
    const failed = await json<GridReply<Task>>(await merchantCall('/report-tasks?pageSize=100&status=ERROR'));
    expect(failed.data.length).toBeGreaterThan(0);
    expect(failed.data.every((t) => t.hasError)).toBe(true);
    const done = await json<GridReply<Task>>(await merchantCall('/report-tasks?pageSize=100&status=FINISHED,PENDING'));
    expect(done.data.every((t) => !t.hasError)).toBe(true);
    expect(failed.count + done.count).toBeLessThanOrEqual(all.count);
    const type = all.data[0].reportTaskTypeName;
    const ofType = await json<GridReply<Task>>(await merchantCall(`/report-tasks?pageSize=100&type=${encodeURIComponent(type)}`));
    expect(ofType.data.length).toBeGreaterThan(0);
    expect(ofType.data.every((t) => t.reportTaskTypeName === type)).toBe(true);
    const one = await json<Task>(await merchantCall(`/report-tasks/${all.data[0].reportTaskId}`));
    expect(one).toMatchObject({ reportTaskId: all.data[0].reportTaskId, reportTaskTypeName: type });
    expect(await json<object>(await superCall(`/report-tasks/${all.data[0].reportTaskId}`))).toEqual({});
  });

  it('runs a failed report again as a new task that finishes with a file, and refuses to retry one that did not fail', async () => {
    const failed = (await json<GridReply<Task>>(await merchantCall('/report-tasks?pageSize=100&status=ERROR'))).data[0];
    const reply = await merchantCall(`/report-tasks/${failed.reportTaskId}/retry`, { method: 'POST' });
    const { reportTaskId } = await json<{ reportTaskId: number }>(reply);
    expect(reportTaskId).toBeGreaterThan(failed.reportTaskId);
    const seen = await pollUntil(
      async () => json<Task>(await merchantCall(`/report-tasks/${reportTaskId}`)),
      (task) => task.isFinished,
    );
    expect(seen.at(-1)).toMatchObject({ reportTaskTypeName: failed.reportTaskTypeName, hasError: false, fileKey: expect.any(String) });
    const finished = (await json<GridReply<Task>>(await merchantCall('/report-tasks?pageSize=100&status=FINISHED'))).data[0];
    const refused = await merchantCall(`/report-tasks/${finished.reportTaskId}/retry`, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('Only a failed report can be retried');
    expect((await superCall(`/report-tasks/${failed.reportTaskId}/retry`, { method: 'POST' })).status).toBe(404);
  });
});

describe('files', () => {
  it('round-trips an upload through GET /file/{fileKey}', async () => {
    const form = new FormData();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'logo.png');
    const token = await loginAs(api.url, 'merchant@demo.test');
    const reply = await fetch(`${api.url}/file`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const { fileId, fileKey } = await json<{ fileId: number; fileKey: string }>(reply);
    expect(fileId).toEqual(expect.any(Number));
    const download = await fetch(`${api.url}/file/${fileKey}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="logo.png"');
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${api.url}/file/${fileKey}`)).status).toBe(401);
  });

  it('refuses a disallowed type and a missing file part', async () => {
    const token = await loginAs(api.url, 'merchant@demo.test');
    const form = new FormData();
    form.append('file', new Blob(['MZ'], { type: 'application/octet-stream' }), 'tool.exe');
    const bad = await fetch(`${api.url}/file`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('file type .exe is not allowed for a document (pdf, png, jpg, jpeg)');
    const empty = new FormData();
    empty.append('other', 'x');
    const missing = await fetch(`${api.url}/file`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: empty });
    expect(await missing.text()).toBe('file is required');
  });
});

describe('persistence', () => {
  it('keeps a write across a restart on the same data file', async () => {
    const first = await startTestApi({ keepDataFile: true });
    try {
      const call = authed(first.url, await loginAs(first.url, 'merchant@demo.test'));
      const accepted = await json<{ acceptedDate: string }>(await call('/sandbox/user-disclaimer', { method: 'POST', body: '{}' }));
      await first.close();
      const second = await startTestApi({ dataFile: first.dataFile });
      try {
        const again = authed(second.url, await loginAs(second.url, 'merchant@demo.test'));
        expect(await json(await again('/sandbox/user-disclaimer'))).toEqual({ acceptedDate: accepted.acceptedDate });
      } finally {
        await second.close();
      }
    } finally {
      removeDataFile(first.dataFile);
    }
  });
});
