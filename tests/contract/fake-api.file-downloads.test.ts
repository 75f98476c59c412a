/**
 * Issue #31 item 4: GET /file/{key} follows the right of the screen that offers the download,
 * not merely the merchant. The read-only viewer (VIEW and MENU on every screen, merchant 4 like
 * the merchant account) reads settlements, payouts and statements but is refused their files
 * (403 naming the right); the merchant, who holds DOWNLOAD_SETTLEMENT and DOWNLOAD_FILE, gets
 * them; files the viewer's screens do offer (refund documents, report tasks, ungated exports)
 * stay downloadable.
 */
import { describe, expect, it } from 'vitest';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';

const api = suiteDemoApi();
const RANGE = 'createdDateFrom=01/01/2020&createdDateTo=31/12/2030';

async function rows<T>(call: DemoCall, path: string): Promise<T[]> {
  const reply = await call(path);
  expect(reply.status, path).toBe(200);
  return ((await reply.json()) as { data: T[] }).data;
}

async function fileKeyOf(call: DemoCall, path: string): Promise<string> {
  const reply = await call(path);
  expect(reply.status, path).toBe(200);
  return ((await reply.json()) as { fileKey: string }).fileKey;
}

/** The viewer is refused with the right named; the account that holds it downloads. */
async function expectOnlyWithRight(fileKey: string, right: string, holder: DemoCall = api.as.merchant) {
  const refused = await api.as.viewer(`/file/${fileKey}`);
  expect(refused.status, fileKey).toBe(403);
  expect(await refused.text()).toContain(right);
  expect((await holder(`/file/${fileKey}`)).status, fileKey).toBe(200);
}

describe('downloads follow the screen’s rights', () => {
  it('a settlement file needs SETTLEMENT DOWNLOAD_SETTLEMENT', async () => {
    const [settlement] = await rows<{ fileKey: string }>(api.as.viewer, '/settlements?pageSize=1');
    expect(settlement.fileKey).toBeTruthy();
    await expectOnlyWithRight(settlement.fileKey, 'SETTLEMENT DOWNLOAD_SETTLEMENT');
    // Operations staff has no settlements screen at all.
    expect((await api.as.staff(`/file/${settlement.fileKey}`)).status).toBe(403);
  });

  it('a payout receipt needs PAYOUT DOWNLOAD_FILE', async () => {
    const payouts = await rows<{ payoutId: number; statusTypeCode: string }>(api.as.merchant, `/payouts/items?pageSize=100&${RANGE}`);
    const finished = payouts.find((p) => p.statusTypeCode === 'FINISHED');
    const fileKey = await fileKeyOf(api.as.merchant, `/payouts/items/receipt/${finished?.payoutId}`);
    await expectOnlyWithRight(fileKey, 'PAYOUT DOWNLOAD_FILE');
  });

  it('a Brazil bank statement needs BANK_ACCOUNT_REPORT DOWNLOAD_FILE', async () => {
    const statements = await rows<{ fileUrl: string | null }>(api.as.viewer, '/balance-ledger/accounts/statement?pageSize=100');
    const withFile = statements.find((s) => s.fileUrl);
    await expectOnlyWithRight(String(withFile?.fileUrl).replace(/^file\//, ''), 'BANK_ACCOUNT_REPORT DOWNLOAD_FILE');
  });

  it('an export gated by EXPORT is not downloadable with VIEW alone', async () => {
    const fileKey = await fileKeyOf(api.as.merchant, `/withdrawals/export?${RANGE}`);
    await expectOnlyWithRight(fileKey, 'WITHDRAWAL EXPORT');
  });

  it('what the viewer’s screens offer stays downloadable: refund documents, report tasks, ungated exports', async () => {
    const documents = await rows<{ fileKey: string | null }>(api.as.viewer, '/refund-documents?pageSize=20');
    const document = documents.find((d) => d.fileKey);
    expect((await api.as.viewer(`/file/${document?.fileKey}`)).status).toBe(200);
    const tasks = await rows<{ fileKey: string | null }>(api.as.viewer, '/report-tasks?pageSize=20');
    const task = tasks.find((t) => t.fileKey);
    expect((await api.as.viewer(`/file/${task?.fileKey}`)).status).toBe(200);
    const exported = await fileKeyOf(api.as.viewer, `/account-daily-balance/export?${RANGE}`);
    expect((await api.as.viewer(`/file/${exported}`)).status).toBe(200);
  });
});
