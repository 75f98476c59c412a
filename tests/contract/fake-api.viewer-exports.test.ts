/**
 * Issue #30 item 27: what the read-only viewer (VIEW and MENU on every screen, no EXPORT) may
 * export is what the spec leaves ungated. Spec 02 §6 and 03 §6 name the exports EXPORT gates
 * (transactions, claims and their dashboard, payment methods, payouts and batches, settlements,
 * withdrawals, the balance ledger; the settled transactions behind the balance screens' EXPORT);
 * the daily balances, refunds and refund payments need the screen's VIEW only.
 */
import { describe, expect, it } from 'vitest';
import { suiteDemoApi } from '../harness/demoApi';

const api = suiteDemoApi();
const RANGE = 'createdDateFrom=01/01/2020&createdDateTo=31/12/2030';

const UNGATED = [
  `/account-daily-balance/export?${RANGE}`,
  `/shop-daily-balance/export?${RANGE}`,
  `/refunds/export?requestDateFrom=01/01/2020&requestDateTo=31/12/2030`,
  `/transaction-refunds/export?${RANGE}`,
];
const GATED = [
  `/transactions/v2/export?${RANGE}`,
  `/claims/export?${RANGE}`,
  `/claims/dashboard-export?${RANGE}`,
  '/payment-methods/export',
  `/payouts/export?${RANGE}`,
  `/payouts/items/export?${RANGE}`,
  `/settlements/export?${RANGE}`,
  `/withdrawals/export?${RANGE}`,
  '/balance-ledger/movements/export',
  '/merchant-balance/settled-transactions/export',
];

describe('the read-only viewer’s exports', () => {
  it('exports the daily balances, refunds and refund payments, whose exports the spec gates with VIEW only', async () => {
    for (const path of UNGATED) {
      const reply = await api.as.viewer(path);
      expect(reply.status, `${path}: ${await reply.clone().text()}`).toBe(200);
      expect(await reply.json(), path).toHaveProperty('fileKey');
    }
  });

  it('is refused every export the spec gates with EXPORT (403), which the merchant may run', async () => {
    for (const path of GATED) {
      expect((await api.as.viewer(path)).status, path).toBe(403);
      expect((await api.as.super(path)).status, `super ${path}`).toBe(200);
    }
  });
});
