/**
 * The account and shop daily balances (spec 03 §2, issue #17) as views of the ledger: one row per
 * shop and day, from the first day of its history to today, each column a sum of that day's MAIN
 * movements of the shop. A day opens where the one before closed, so a write through the app (a
 * payout, a refund, a withdrawal) moves today's row and nothing else.
 *
 * The API answers magnitudes: a cost column (fees, payouts, claims, the reserve held, taxes, the
 * payment) is positive and the screens show it negated (spec 03 §2 sign rules).
 */
import type { AccountDailyBalanceRow, MerchantRow, ShopDailyBalanceRow, ShopRow } from '../seed/types';
import { DAY, iso, startOfUtcDay } from '../seed/util';
import type { LedgerMovement } from './movements';

export interface DailyBalances {
  account: AccountDailyBalanceRow[];
  shop: ShopDailyBalanceRow[];
}

/** A day's sums in cents, so that closing = opening + movements holds to the cent. */
interface DaySums {
  volumePayin: number;
  payinFee: number;
  volumePayout: number;
  payoutFee: number;
  claimsOpen: number;
  claimFee: number;
  claimsWon: number;
  rollingReserve: number;
  rollingReserveReleased: number;
  refunds: number;
  adjustments: number;
  topUps: number;
  taxes: number;
  payment: number;
}

const emptyDay = (): DaySums => ({
  volumePayin: 0,
  payinFee: 0,
  volumePayout: 0,
  payoutFee: 0,
  claimsOpen: 0,
  claimFee: 0,
  claimsWon: 0,
  rollingReserve: 0,
  rollingReserveReleased: 0,
  refunds: 0,
  adjustments: 0,
  topUps: 0,
  taxes: 0,
  payment: 0,
});

const cents = (x: number) => Math.round(x * 100);
const money = (c: number) => c / 100;

/** Adds a movement to its day, by the column of spec 03 §2 it belongs to. */
function addTo(day: DaySums, m: LedgerMovement): void {
  const amount = cents(m.amount);
  const fee = -cents(m.fee);
  switch (m.type) {
    case 'PAY_IN':
      day.volumePayin += amount;
      day.payinFee += fee;
      break;
    case 'PAY_OUT':
    case 'PAY_OUT_INTL':
      day.volumePayout -= amount;
      day.payoutFee += fee;
      break;
    case 'CLAIM':
    case 'CHARGEBACK':
      if (amount < 0) day.claimsOpen -= amount;
      else day.claimsWon += amount;
      day.claimFee += fee;
      break;
    case 'RR_ACCUMULATED':
      day.rollingReserve -= amount;
      break;
    case 'RR_RELEASED':
      day.rollingReserveReleased += amount;
      break;
    case 'REFUND':
      day.refunds += fee - amount;
      break;
    case 'ADJUSTMENT':
      day.adjustments += amount - fee;
      break;
    case 'TOP_UP':
      day.topUps += amount - fee;
      break;
    case 'TAX':
      day.taxes -= amount - fee;
      break;
    case 'WITHDRAWAL':
      day.payment += fee - amount;
      break;
  }
}

/** What a day adds before its payment (the columns' signed sum). */
const beforePayment = (d: DaySums) =>
  d.volumePayin -
  d.payinFee -
  d.volumePayout -
  d.payoutFee -
  d.claimsOpen -
  d.claimFee +
  d.claimsWon -
  d.rollingReserve +
  d.rollingReserveReleased -
  d.refunds +
  d.adjustments +
  d.topUps -
  d.taxes;

/** Stable ids across rebuilds: the shop and the day. */
const rowId = (shopId: number, dayMs: number) => shopId * 100_000 + dayMs / DAY;

export function dailyBalances(
  movements: readonly LedgerMovement[],
  shops: readonly ShopRow[],
  merchants: readonly MerchantRow[],
  now = Date.now(),
): DailyBalances {
  const byShop = new Map<number, Map<number, DaySums>>();
  const firstDay = new Map<number, number>();
  let lastDay = startOfUtcDay(now);
  for (const m of movements) {
    if (m.account !== 'MAIN') continue;
    const day = startOfUtcDay(Date.parse(m.date));
    const days = byShop.get(m.shopId) ?? new Map<number, DaySums>();
    byShop.set(m.shopId, days);
    const sums = days.get(day) ?? emptyDay();
    days.set(day, sums);
    addTo(sums, m);
    firstDay.set(m.shopId, Math.min(firstDay.get(m.shopId) ?? day, day));
    lastDay = Math.max(lastDay, day);
  }
  const result: DailyBalances = { account: [], shop: [] };
  for (const shop of shops) {
    const days = byShop.get(shop.shopId);
    const first = firstDay.get(shop.shopId);
    if (!days || first === undefined) continue;
    const merchant = merchants.find((x) => x.merchantId === shop.merchantId) as MerchantRow;
    let opening = 0;
    // The day a history starts is the balance brought forward: the rows begin the day after.
    const broughtForward = days.get(first) ?? emptyDay();
    opening = beforePayment(broughtForward) - broughtForward.payment;
    for (let day = first + DAY; day <= lastDay; day += DAY) {
      const d = days.get(day) ?? emptyDay();
      const payable = opening + beforePayment(d);
      const closing = payable - d.payment;
      const common = {
        merchantId: shop.merchantId,
        merchantLegacyId: merchant.merchantLegacyId,
        merchantName: merchant.merchantName,
        shopId: shop.shopId,
        shopName: shop.shopName,
        currencyCode: shop.currencyCode,
        balanceDay: iso(day),
        openingBalance: money(opening),
        volumePayin: money(d.volumePayin),
        volumePayout: money(d.volumePayout),
        payoutFee: money(d.payoutFee),
        claimFee: money(d.claimFee),
        claimsWon: money(d.claimsWon),
        rollingReserve: money(d.rollingReserve),
        topUps: money(d.topUps),
        taxes: money(d.taxes),
        netAmountPayable: money(payable),
        paymentAmount: money(d.payment),
        closingBalance: money(closing),
      };
      result.account.push({
        accountDailyBalanceId: rowId(shop.shopId, day),
        ...common,
        payinFee: money(d.payinFee),
        claimsOpen: money(d.claimsOpen),
        rollingReserveReleased: money(d.rollingReserveReleased),
        otherFees: money(d.refunds),
        adjustments: money(d.adjustments),
        rollingReserveAdjustment: 0,
      });
      result.shop.push({
        shopDailyBalanceId: rowId(shop.shopId, day),
        ...common,
        mdr: money(d.payinFee),
        newClaims: money(d.claimsOpen),
        // The shop view has no released-reserve column: what comes back is an adjustment to it.
        wireFee: money(d.refunds),
        adjustments: money(d.adjustments + d.rollingReserveReleased),
      });
      opening = closing;
    }
  }
  return result;
}
