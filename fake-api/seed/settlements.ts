/**
 * Weekly settlements per shop (Monday to Sunday, completed weeks only), summed from the day
 * buckets. Sums are exact to the cent (see SettlementRow). A pay-in's settlement is found by
 * transactionDetail.settlementOf (same shop, paid within fromDate..toDate).
 */
import type { MerchantRow, SettlementRow, ShopRow } from './types';
import type { FileStore } from './files';
import type { ShopDayBuckets } from './aggregates';
import { sumDays } from './aggregates';
import { convertAmount, currencyInfo, currencySymbol } from './reference';
import { DAY, HISTORY_DAYS, HOUR, iso, round2, startOfUtcWeek } from './util';

export const MDR_RATE = 0.035;
export const ROLLING_RESERVE_RATE = 0.05;
/** Rolling reserve is released after this many weeks. */
export const RESERVE_RELEASE_WEEKS = 13;
export const TAX_RATE = 0.16;

export interface SettlementInput {
  merchants: readonly MerchantRow[];
  shops: readonly ShopRow[];
  buckets: ShopDayBuckets;
  now: number;
}

export function buildSettlements(files: FileStore, input: SettlementInput): SettlementRow[] {
  const { merchants, shops, buckets, now } = input;
  const rows: SettlementRow[] = [];
  const thisWeek = startOfUtcWeek(now);
  const weeks = Math.floor(HISTORY_DAYS / 7);
  const reserveByShopWeek = new Map<string, number>();
  const settlementOf = new Map<string, SettlementRow>();

  for (let k = weeks; k >= 1; k -= 1) {
    const fromMs = thisWeek - k * 7 * DAY;
    const toMs = fromMs + 7 * DAY;
    for (const shop of shops) {
      if (shop.isMasterMerchantShop) continue;
      const sums = sumDays(buckets.get(shop.shopId), fromMs, toMs);
      if (sums.payinCount === 0 && sums.payoutCount === 0) continue;
      const merchant = merchants.find((m) => m.merchantId === shop.merchantId) as MerchantRow;
      const cur = shop.currencyCode;
      const usd = (amount: number) => convertAmount(amount, 'USD', cur);

      const grossAmount = round2(sums.payinVolume);
      const transactionsFee = round2(grossAmount * MDR_RATE);
      const netTurnover = round2(grossAmount - transactionsFee);
      const refunds = round2(sums.payoutVolume);
      const totalPayoutFee = shop.noWireFee ? 0 : round2(refunds * 0.01 + sums.payoutCount * usd(0.5));
      const reserve = round2(netTurnover * ROLLING_RESERVE_RATE);
      reserveByShopWeek.set(`${shop.shopId}|${k}`, reserve);
      const released = reserveByShopWeek.get(`${shop.shopId}|${k + RESERVE_RELEASE_WEEKS}`) ?? 0;
      const netRollingReserve = round2(reserve - released);
      const claimsCurrentPeriod = round2(sums.claimsLost);
      const claims = round2(sums.refundsPaid);
      const otherFees = round2((shop.noClaimFee ? 0 : sums.claimsOpenedCount * usd(15)) + sums.refundFees);
      const taxes = round2(transactionsFee * TAX_RATE);
      const payoutAmount = round2(
        netTurnover - refunds - totalPayoutFee - netRollingReserve - claimsCurrentPeriod - claims - otherFees - taxes,
      );
      const createdMs = Math.min(now, toMs + 2 * HOUR);
      const publishedMs = Math.min(now, createdMs + 6 * HOUR);
      const isPaid = k >= 2;
      const settlementId = rows.length + 1;
      const paymentRate = isPaid ? round2((1 / currencyInfo(cur).usdRate) * 1e6) / 1e6 : null;
      const file = files.csv(
        `settlement-${settlementId}.csv`,
        [
          [
            'settlementId',
            'shop',
            'currency',
            'fromDate',
            'toDate',
            'turnover',
            'mdr',
            'netTurnover',
            'payouts',
            'payoutFee',
            'rollingReserve',
            'claims',
            'refunds',
            'otherFees',
            'taxes',
            'settlementAmount',
          ],
          [
            settlementId,
            shop.shopName,
            cur,
            iso(fromMs),
            iso(toMs - 1),
            grossAmount,
            transactionsFee,
            netTurnover,
            refunds,
            totalPayoutFee,
            netRollingReserve,
            claimsCurrentPeriod,
            claims,
            otherFees,
            taxes,
            payoutAmount,
          ],
        ],
        shop.merchantId,
        createdMs,
      );
      const row: SettlementRow = {
        settlementId,
        merchantId: shop.merchantId,
        merchantName: merchant.merchantName,
        shopId: shop.shopId,
        shopName: shop.shopName,
        currencyCode: cur,
        symbol: currencySymbol(cur),
        currencySymbol: currencySymbol(cur),
        netTurnover,
        transactionsFee,
        refunds,
        totalPayoutFee,
        netRollingReserve,
        claimsCurrentPeriod,
        claims,
        otherFees,
        taxes,
        payoutAmount,
        grossAmount,
        fees: round2(transactionsFee + totalPayoutFee + otherFees),
        withdrawals: 0,
        availableBalance: payoutAmount,
        status: isPaid ? 'PAID' : 'PUBLISHED',
        fromDate: iso(fromMs),
        toDate: iso(toMs - 1),
        createdDate: iso(createdMs),
        publishedDate: iso(publishedMs),
        isPaid,
        fileKey: file.fileKey,
        paymentCurrency: isPaid ? 'USD' : null,
        currencyExchangeRate: paymentRate,
        internalRate: paymentRate === null ? null : round2(paymentRate * 0.995 * 1e6) / 1e6,
        paymentSymbol: isPaid ? currencySymbol('USD') : null,
        equivalentAmount: paymentRate === null ? null : round2(payoutAmount * paymentRate),
        transactionCount: sums.payinCount,
      };
      rows.push(row);
      settlementOf.set(`${shop.shopId}|${fromMs}`, row);
    }
  }

  return rows;
}
