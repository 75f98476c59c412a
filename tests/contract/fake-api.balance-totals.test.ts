/**
 * Issue #30 item 22 over the seed, for every demo account with balances (super, merchant, viewer)
 * and every merchant and currency it may choose: each balance answer's totals are the sums of
 * their lines, and a figure has the same value under the same name in every call (the summary,
 * the account balance object, the legacy totals, the available balance for withdrawals and the
 * withdrawals' cards). The merchants and currencies come from the accounts' own config.
 */
import { describe, expect, it } from 'vitest';
import type { LegacyTotalsReply } from '../../contract/balance/legacyTotals';
import { unbalancedTotals } from '../../fake-api/ledger/totals';
import { json } from '../harness/fakeApi';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';

interface Node {
  total: number;
  detail: Record<string, number | Node>;
}
interface Summary {
  currentBalance: Node & { detail: { availableBalanceForWithdrawals: Node; payIns: number; payOuts: number; topUps: number } };
  balanceAvailableForPayouts: Node & { detail: { minBalanceForPayouts: number } };
  rollingReserveBalance: Node;
}
interface AccountObject {
  operationalBalance: Node & { detail: { settlementsPublished: number; payIns: number; payOuts: number } };
  balanceAvailableForPayouts: Node & { detail: { minBalanceForPayouts: number; topUps: number } };
  rollingReserveBalance: Node;
  currentBalance: Node & { detail: { withdrawalsPending: number } };
}
interface Merchant {
  merchantId: number;
  hierarchyTypeCode: string;
  superMerchantId: number | null;
}
interface Shop {
  merchantId: number;
  currencyCode: string;
}

const api = suiteDemoApi();
const USERS = ['super', 'merchant', 'viewer'] as const;

async function get<T>(call: DemoCall, path: string): Promise<T> {
  const reply = await call(path);
  expect(reply.status, `${path}: ${await reply.clone().text()}`).toBe(200);
  return json<T>(reply);
}

/** Each merchant the account may choose, with the currencies its shops (its family's, for a super-merchant) hold. */
async function choicesOf(call: DemoCall): Promise<{ merchant: Merchant; currencies: string[] }[]> {
  const merchants = await get<Merchant[]>(call, '/config/merchant-default-currencies');
  const shops = await get<Shop[]>(call, '/config/balance-shops');
  return merchants.map((merchant) => {
    const family = new Set([
      merchant.merchantId,
      ...(merchant.hierarchyTypeCode === 'SUPERMERCHANT'
        ? merchants.filter((m) => m.superMerchantId === merchant.merchantId).map((m) => m.merchantId)
        : []),
    ]);
    return { merchant, currencies: [...new Set(shops.filter((s) => family.has(s.merchantId)).map((s) => s.currencyCode))] };
  });
}

describe('every balance answer of every demo account with balances', () => {
  for (const user of USERS) {
    it(`${user}: totals are the sums of their lines, and one name is one figure in every call`, async () => {
      const call = api.as[user];
      const choices = await choicesOf(call);
      let checked = 0;
      let withPublished = 0;
      for (const { merchant, currencies } of choices) {
        const service = merchant.hierarchyTypeCode === 'SUPERMERCHANT' ? 'master-merchant' : 'merchant';
        for (const currency of currencies) {
          const query = `merchantId=${merchant.merchantId}&currencyCode=${currency}`;
          const label = `${user} ${merchant.merchantId} ${currency}`;
          const summary = await get<Summary>(call, `/merchant-balance?${query}`);
          const account = await get<AccountObject>(call, `/reports/dashboard/${service}/${merchant.merchantId}?currencyCode=${currency}`);
          const legacy = await get<LegacyTotalsReply>(call, `/dashboard/shops?${query}`);
          const forWithdrawals = await get<{ availableBalanceForWithdrawals: number }>(
            call,
            `/merchant-balance/available-balance-for-withdrawals?${query}`,
          );
          const cards = await get<{ balanceAvailableForWithdrawals: { total: number } }>(call, `/withdrawals/balance?${query}`);

          expect(unbalancedTotals(summary), `${label} summary`).toEqual([]);
          expect(unbalancedTotals(account), `${label} account balance`).toEqual([]);

          const available = summary.currentBalance.detail.availableBalanceForWithdrawals.total;
          expect(forWithdrawals.availableBalanceForWithdrawals, label).toBe(available);
          expect(cards.balanceAvailableForWithdrawals.total, label).toBe(available);

          expect(account.currentBalance.total, label).toBe(summary.currentBalance.total);
          expect(legacy.totalAmount, label).toBe(summary.currentBalance.total);
          expect(account.balanceAvailableForPayouts.total, label).toBe(summary.balanceAvailableForPayouts.total);
          expect(legacy.totalPayOutBalanceAmount, label).toBe(summary.balanceAvailableForPayouts.total);
          expect(account.rollingReserveBalance.total, label).toBe(summary.rollingReserveBalance.total);
          expect(account.operationalBalance.detail.payIns, label).toBe(summary.currentBalance.detail.payIns);
          expect(account.operationalBalance.detail.payOuts, label).toBe(summary.currentBalance.detail.payOuts);
          expect(account.balanceAvailableForPayouts.detail.topUps, label).toBe(summary.currentBalance.detail.topUps);
          const published = summary.currentBalance.detail.availableBalanceForWithdrawals.detail;
          expect(account.operationalBalance.detail.settlementsPublished, label).toBe(published.settlementsPublished);
          expect(account.currentBalance.detail.withdrawalsPending, label).toBe(published.withdrawalsPending);

          // Spec 03 §9: one 20% minimum for payouts, on the account balance, the summary and the legacy totals.
          const min = summary.balanceAvailableForPayouts.detail.minBalanceForPayouts;
          expect(account.balanceAvailableForPayouts.detail.minBalanceForPayouts, label).toBe(min);
          expect(legacy.payOutMinBalanceAmount, label).toBe(-min);
          const main = summary.currentBalance.total - summary.rollingReserveBalance.total;
          expect(-min, label).toBeCloseTo(Math.max(0, main) * 0.2, 2);
          // The rolling reserve is a line of the balance available for payouts.
          expect(summary.balanceAvailableForPayouts.detail.rollingReserveBalance, label).toBe(-summary.rollingReserveBalance.total);

          checked += 1;
          if (published.settlementsPublished !== 0) withPublished += 1;
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect(withPublished).toBeGreaterThan(0);
    });
  }
});
