/**
 * Account and shop daily balances: one row per shop and day from the start of the history to
 * today. Movements come from the day buckets; each day opens with the previous day's closing.
 */
import type { AccountDailyBalanceRow, MerchantRow, SettlementRow, ShopDailyBalanceRow, ShopRow } from './types';
import type { Rng } from './random';
import type { ShopDayBuckets } from './aggregates';
import { convertAmount } from './reference';
import { MDR_RATE, ROLLING_RESERVE_RATE, TAX_RATE } from './settlements';
import { DAY, dayKey, HISTORY_DAYS, iso, round2, startOfUtcDay } from './util';

export interface BalancesResult {
  accountDailyBalances: AccountDailyBalanceRow[];
  shopDailyBalances: ShopDailyBalanceRow[];
}

/** Days after which the rolling reserve of a day is released. */
const RESERVE_RELEASE_DAYS = 90;

/** Signed sum of an account row's movements before the payment (see AccountDailyBalanceRow). */
export function accountNetMovement(r: AccountDailyBalanceRow): number {
  return (
    r.volumePayin -
    r.payinFee -
    r.volumePayout -
    r.payoutFee -
    r.claimsOpen -
    r.claimFee +
    r.claimsWon -
    r.rollingReserve +
    r.rollingReserveReleased -
    r.otherFees +
    r.adjustments +
    r.topUps -
    r.taxes -
    r.rollingReserveAdjustment
  );
}

/** Signed sum of a shop row's movements before the payment (see ShopDailyBalanceRow). */
export function shopNetMovement(r: ShopDailyBalanceRow): number {
  return (
    r.volumePayin -
    r.mdr -
    r.volumePayout -
    r.payoutFee -
    r.newClaims -
    r.claimFee +
    r.claimsWon -
    r.rollingReserve -
    r.wireFee +
    r.adjustments +
    r.topUps -
    r.taxes
  );
}

export function buildDailyBalances(
  rng: Rng,
  merchants: readonly MerchantRow[],
  shops: readonly ShopRow[],
  buckets: ShopDayBuckets,
  settlements: readonly SettlementRow[],
  now: number,
): BalancesResult {
  const result: BalancesResult = { accountDailyBalances: [], shopDailyBalances: [] };
  const firstDay = startOfUtcDay(now) - (HISTORY_DAYS - 1) * DAY;
  // Paid settlements leave the balance on their publication day.
  const payments = new Map<string, number>();
  for (const s of settlements) {
    if (!s.isPaid || s.publishedDate === null) continue;
    const key = `${s.shopId}|${dayKey(Date.parse(s.publishedDate))}`;
    payments.set(key, (payments.get(key) ?? 0) + Math.max(0, s.payoutAmount));
  }

  for (const shop of shops) {
    const merchant = merchants.find((m) => m.merchantId === shop.merchantId) as MerchantRow;
    const cur = shop.currencyCode;
    const usd = (amount: number) => convertAmount(amount, 'USD', cur);
    const days = buckets.get(shop.shopId);
    const reserves: number[] = [];
    let accountBalance = round2(usd(rng.int(20, 200) * 100));
    let shopBalance = accountBalance;
    for (let d = 0; d < HISTORY_DAYS; d += 1) {
      const dayMs = firstDay + d * DAY;
      const key = dayKey(dayMs);
      const b = days?.get(key);
      const volumePayin = round2(b?.payinVolume ?? 0);
      const mdr = round2(volumePayin * MDR_RATE);
      const volumePayout = round2(b?.payoutVolume ?? 0);
      const payoutFee = shop.noWireFee ? 0 : round2(volumePayout * 0.01 + (b?.payoutCount ?? 0) * usd(0.5));
      const claimsOpen = round2(b?.claimsOpened ?? 0);
      const claimFee = shop.noClaimFee ? 0 : round2((b?.claimsOpenedCount ?? 0) * usd(15));
      const claimsWon = round2(b?.claimsWon ?? 0);
      const rollingReserve = round2((volumePayin - mdr) * ROLLING_RESERVE_RATE);
      reserves.push(rollingReserve);
      const rollingReserveReleased = d >= RESERVE_RELEASE_DAYS ? reserves[d - RESERVE_RELEASE_DAYS] : 0;
      const otherFees = round2((b?.refundsPaid ?? 0) + (b?.refundFees ?? 0));
      const adjustments = round2(b?.adjustments ?? 0);
      const topUps = round2(b?.topUps ?? 0);
      const taxes = round2(mdr * TAX_RATE);
      const paymentAmount = round2(payments.get(`${shop.shopId}|${key}`) ?? 0);
      const common = {
        merchantId: shop.merchantId,
        merchantLegacyId: merchant.merchantLegacyId,
        merchantName: merchant.merchantName,
        shopId: shop.shopId,
        shopName: shop.shopName,
        currencyCode: cur,
        balanceDay: iso(dayMs),
      };

      const account: AccountDailyBalanceRow = {
        accountDailyBalanceId: result.accountDailyBalances.length + 1,
        ...common,
        openingBalance: accountBalance,
        volumePayin,
        payinFee: mdr,
        volumePayout,
        payoutFee,
        claimsOpen,
        claimFee,
        claimsWon,
        rollingReserve,
        rollingReserveReleased,
        otherFees,
        adjustments,
        topUps,
        taxes,
        netAmountPayable: 0,
        rollingReserveAdjustment: 0,
        paymentAmount,
        closingBalance: 0,
      };
      account.netAmountPayable = round2(account.openingBalance + accountNetMovement(account));
      account.closingBalance = round2(account.netAmountPayable - paymentAmount);
      accountBalance = account.closingBalance;
      result.accountDailyBalances.push(account);

      const shopRow: ShopDailyBalanceRow = {
        shopDailyBalanceId: result.shopDailyBalances.length + 1,
        ...common,
        openingBalance: shopBalance,
        volumePayin,
        mdr,
        volumePayout,
        payoutFee,
        newClaims: claimsOpen,
        claimFee,
        claimsWon,
        rollingReserve,
        wireFee: otherFees,
        adjustments: round2(adjustments + rollingReserveReleased),
        topUps,
        taxes,
        netAmountPayable: 0,
        paymentAmount,
        closingBalance: 0,
      };
      shopRow.netAmountPayable = round2(shopRow.openingBalance + shopNetMovement(shopRow));
      shopRow.closingBalance = round2(shopRow.netAmountPayable - paymentAmount);
      shopBalance = shopRow.closingBalance;
      result.shopDailyBalances.push(shopRow);
    }
  }
  return result;
}
