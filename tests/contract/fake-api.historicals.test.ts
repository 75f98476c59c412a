/**
 * Issue #19's historicals/* calls over HTTP: each answers its current call's rows from before the
 * migration day only, behind HISTORICALS VIEW and the current call's own right and scope.
 */
import { describe, expect, it } from 'vitest';
import { json } from '../harness/fakeApi';
import { suiteDemoApi } from '../harness/demoApi';
import { HISTORICALS, HISTORICAL_DAYS } from '../../fake-api/routes/historicals';

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
});
