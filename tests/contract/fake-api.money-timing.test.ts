/**
 * Issue #33 part 5 over HTTP: the balance screens' "when money moves" (GET /merchant-balance/timing)
 * agrees with the ledger: the reserve's release schedule adds up to the reserve balance, a shop's
 * next settlement to its unsettled pay-ins' net, and funds in transit are the approved or
 * returned withdrawals, each due to reach the bank after it was sent.
 */
import { describe, expect, it } from 'vitest';
import type { MoneyTimingReply } from '../../contract/balance/moneyTiming';
import type { Withdrawal } from '../../contract/withdrawals/types';
import { allRows, authed, json, loginAs, TEST_NOW } from '../harness/fakeApi';
import { suiteDemoApi } from '../harness/demoApi';

const api = suiteDemoApi({ scale: 3000, now: TEST_NOW });
const { as } = api;

interface Account {
  merchantId: number;
  currencyCode: string;
  account: 'MAIN' | 'RESERVE';
  balance: number;
}
interface Movement {
  shopId: number;
  currencyCode: string;
  account: string;
  type: string;
  netAmount: number;
  settlementId: number | null;
}

const cents = (x: number) => Math.round(x * 100);
const sumCents = (xs: readonly number[]) => xs.reduce((s, x) => s + cents(x), 0);
const timing = async (merchantId: number, currencyCode: string) =>
  json<MoneyTimingReply>(await as.super(`/merchant-balance/timing?merchantId=${merchantId}&currencyCode=${currencyCode}`));

/** Every reserve account the merchants hold, from the ledger's own accounts call. */
async function reserveAccounts(): Promise<Account[]> {
  const merchants = await json<{ data: { merchantId: number }[] }>(await as.super('/merchants?pageSize=100'));
  const accounts: Account[] = [];
  for (const { merchantId } of merchants.data) {
    const mine = await json<Account[]>(await as.super(`/balance-ledger/accounts?merchantId=${merchantId}`));
    accounts.push(...mine.filter((a) => a.account === 'RESERVE' && a.merchantId === merchantId));
  }
  return accounts;
}

describe('when money moves', () => {
  it('releases the rolling reserve on a schedule that adds up to the reserve balance', async () => {
    const accounts = await reserveAccounts();
    expect(accounts.some((a) => a.balance > 0)).toBe(true);
    for (const a of accounts) {
      const family = await json<Account[]>(await as.super(`/balance-ledger/accounts?merchantId=${a.merchantId}`));
      const reserve = sumCents(family.filter((f) => f.account === 'RESERVE' && f.currencyCode === a.currencyCode).map((f) => f.balance));
      const reply = await timing(a.merchantId, a.currencyCode);
      const name = `merchant ${a.merchantId} ${a.currencyCode}`;
      expect(sumCents(reply.reserveReleases.map((r) => r.amount)), name).toBe(reserve);
      expect(cents(reply.reserveBalance), name).toBe(reserve);
      const dates = reply.reserveReleases.map((r) => r.releaseDate);
      expect(dates, `${name}: soonest first, one line a day`).toEqual([...new Set(dates)].sort());
    }
  });

  it('expects each shop’s next settlement to be its unsettled pay-ins’ net, after the week they fall in', async () => {
    const movements = (await allRows<Movement>(as.super, '/balance-ledger/movements?type=PAY_IN')).data;
    const unsettled = movements.filter((m) => m.account === 'MAIN' && m.type === 'PAY_IN' && m.settlementId === null);
    expect(unsettled.length).toBeGreaterThan(0);
    const accounts = await reserveAccounts();
    let shopsSeen = 0;
    for (const a of accounts) {
      const reply = await timing(a.merchantId, a.currencyCode);
      for (const shopId of new Set(reply.nextSettlements.map((s) => s.shopId))) {
        shopsSeen++;
        const mine = reply.nextSettlements.filter((s) => s.shopId === shopId);
        const theirs = unsettled.filter((m) => m.shopId === shopId && m.currencyCode === a.currencyCode);
        expect(sumCents(mine.map((s) => s.expectedAmount)), `shop ${shopId}`).toBe(sumCents(theirs.map((m) => m.netAmount)));
        expect(mine.reduce((n, s) => n + s.payInCount, 0)).toBe(theirs.length);
        for (const s of mine) expect(Date.parse(s.expectedDate)).toBeGreaterThan(Date.parse(s.toDate));
      }
    }
    expect(shopsSeen).toBeGreaterThan(0);
  });

  it('dates the funds in transit: the approved and returned withdrawals, each after it was sent', async () => {
    const withdrawals = (await allRows<Withdrawal>(as.super, '/withdrawals/grid-list?createdDateFrom=01/01/2020&createdDateTo=31/12/2030'))
      .data;
    const moving = withdrawals.filter((w) => w.status === 'APPROVED' || w.status === 'RETURNED_PAYMENT');
    expect(moving.length).toBeGreaterThan(0);
    const w = moving[0];
    const reply = await timing(w.merchantId, w.withdrawalCurrencyCode);
    const line = reply.inTransit.find((t) => t.withdrawalId === w.withdrawalId);
    expect(line, `withdrawal ${w.withdrawalId}`).toBeDefined();
    expect(cents(line!.netAmount)).toBe(cents(w.netAmount));
    expect(Date.parse(line!.availableOn)).toBeGreaterThan(Date.parse(w.editedDate ?? w.createdDate));
    expect(reply.inTransit.every((t) => t.status === 'APPROVED' || t.status === 'RETURNED_PAYMENT')).toBe(true);
  });

  it('refuses a currency the merchant does not hold, naming it', async () => {
    const reply = await as.super('/merchant-balance/timing?currencyCode=XXX');
    expect(reply.status).toBe(400);
    expect(await reply.text()).toMatch(/currencyCode/);
  });

  it('answers only a balance VIEW right: a menu right alone (the treasurer) and no balance right (staff) get 403', async () => {
    const treasurer = authed(api.url, await loginAs(api.url, 'treasurer@demo.test'));
    expect((await treasurer('/merchant-balance/timing')).status).toBe(403);
    expect((await as.staff('/merchant-balance/timing')).status).toBe(403);
    expect((await as.merchant('/merchant-balance/timing')).status).toBe(200);
  });
});
