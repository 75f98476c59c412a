/**
 * Issue #19's historicals/* calls over HTTP: each answers its current call's rows from before the
 * migration day only, behind HISTORICALS VIEW and the current call's own right and scope.
 */
import { describe, expect, it } from 'vitest';
import { json } from '../harness/fakeApi';
import { suiteDemoApi } from '../harness/demoApi';
import { HISTORICALS } from '../../fake-api/routes/historicals';
import { HISTORICAL_DAYS } from '../../contract/archive';

const api = suiteDemoApi({ scale: 3000 });
const { as } = api;

const WIDE =
  'pageSize=100&createdDateFrom=01/01/2020&createdDateTo=31/12/2030&dateFrom=01/01/2020&dateTo=31/12/2030&requestDateFrom=01/01/2020&requestDateTo=31/12/2030';
const DATE_FIELDS = ['createdDate', 'date', 'claimDate', 'requestDate', 'balanceDay'];

describe('historicals', () => {
  it('answer 401 without a token, 403 without HISTORICALS, 404 for a name it does not know', async () => {
    expect((await fetch(`${api.url}/historicals/transactions`)).status).toBe(401);
    expect((await as.staff('/historicals/transactions')).status).toBe(403);
    expect((await as.super('/historicals/nothing')).status).toBe(404);
  });

  it('list, for each name, only rows from before the migration day, in the caller’s scope', async () => {
    const cutoff = Date.now() - (HISTORICAL_DAYS - 1) * 86_400_000;
    for (const name of Object.keys(HISTORICALS)) {
      const reply = await as.merchant(`/historicals/${name}?${WIDE}`);
      expect(reply.status, name).toBe(200);
      const body = await json<{ data?: Record<string, unknown>[] }>(reply);
      if (!body.data) continue;
      expect(body.data.length, name).toBeGreaterThan(0);
      for (const row of body.data) {
        const field = DATE_FIELDS.find((f) => typeof row[f] === 'string');
        if (field) expect(Date.parse(row[field] as string), `${name}.${field}`).toBeLessThan(cutoff);
        if (row.merchantId !== undefined) expect(row.merchantId, name).toBe(4);
      }
    }
  });

  it('answer a record and the export under a historical name, and the balance as it stood when the archive closed', async () => {
    const list = await json<{ data: { transactionId: string }[] }>(await as.merchant(`/historicals/transactions?${WIDE}`));
    const id = list.data[0]!.transactionId;
    const record = await as.merchant(`/historicals/transactions/${id}`);
    expect(record.status).toBe(200);
    expect((await json<{ transactionId: string }>(record)).transactionId).toBe(id);

    const exported = await as.merchant(`/historicals/transactions/export?${WIDE}`);
    expect(exported.status).toBe(200);
    // The transactions' export is a report task (spec 02 §2).
    expect(await json<{ reportTaskId?: number }>(exported)).toHaveProperty('reportTaskId');
    // The export still needs the current call's own right.
    expect((await as.viewer(`/historicals/transactions/export?${WIDE}`)).status).toBe(403);

    const shopQuery = 'merchantId=4&currencyCode=USD';
    const now = await json<{ totalAmount: number; lastUpdateDate: string }>(await as.merchant(`/dashboard/shops?${shopQuery}`));
    const then = await json<{ totalAmount: number; lastUpdateDate: string }>(await as.merchant(`/historicals/balance?${shopQuery}`));
    expect(Date.parse(then.lastUpdateDate)).toBeLessThan(Date.now() - (HISTORICAL_DAYS - 1) * 86_400_000);
    expect(then.totalAmount).not.toBe(now.totalAmount);
  });
});
