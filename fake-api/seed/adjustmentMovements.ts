/**
 * Adjustment movements: the top-ups plus the manual adjustments back-office staff book on a shop
 * (fee corrections, credits, bank charges), in the shop currency. The daily balances add up the
 * same adjustments, so a day's `adjustments` column is the sum of this screen's rows.
 */
import type { AdjustmentMovementRow, MerchantRow, ShopRow, TopUpRow } from './types';
import type { Rng } from './random';
import { ADJUSTMENT_TYPES, currencyInfo } from './reference';
import { DAY, HISTORY_DAYS, HOUR, iso, round2 } from './util';

const CREDITS = ['Commercial credit', 'Fee correction in your favour', 'Chargeback fee reversal', 'Settlement rounding'];
const DEBITS = ['Bank charge recovery', 'Fee correction', 'Wire returned by the bank', 'Settlement rounding'];

const typeName = (code: string) => ADJUSTMENT_TYPES.find((t) => t.code === code)?.description ?? code;

function manualAdjustments(rng: Rng, merchants: readonly MerchantRow[], shops: readonly ShopRow[], now: number) {
  const rows: Omit<AdjustmentMovementRow, 'adjustmentMovementId'>[] = [];
  for (const merchant of merchants) {
    const merchantShops = shops.filter((s) => s.merchantId === merchant.merchantId && !s.isMasterMerchantShop);
    if (merchantShops.length === 0) continue;
    for (let daysAgo = HISTORY_DAYS - rng.int(1, 15); daysAgo >= 0; daysAgo -= rng.int(12, 30)) {
      const shop = rng.pick(merchantShops);
      const currency = shop.currencyCode;
      const usdRate = currencyInfo(currency).usdRate;
      const credit = rng.bool(0.6);
      const usd = round2(rng.float(15, 450)) * (credit ? 1 : -1);
      const amount = round2(usd * usdRate);
      rows.push({
        topUpId: null,
        merchantId: merchant.merchantId,
        shopId: shop.shopId,
        date: iso(Math.min(now, now - daysAgo * DAY - rng.int(0, 20) * HOUR)),
        description: rng.pick(credit ? CREDITS : DEBITS),
        merchantName: merchant.merchantName,
        shopName: shop.shopName,
        amount,
        currency,
        currencyCode: currency,
        amountExchange: usd,
        currencyExchange: 'USD',
        rateExchange: round2((1 / usdRate) * 10000) / 10000,
        adjustmentTypeCode: 'ADJUSTMENT',
        adjustmentTypeDescription: typeName('ADJUSTMENT'),
        currencySecondExchange: currency,
        exchangeRate: 1,
        prExchangeRate: 1,
        exchangeAmount: amount,
      });
    }
  }
  return rows;
}

/** Top-ups and manual adjustments in one list, oldest first, numbered in that order. */
export function buildAdjustmentMovements(
  rng: Rng,
  merchants: readonly MerchantRow[],
  shops: readonly ShopRow[],
  topUps: readonly TopUpRow[],
  now: number,
): AdjustmentMovementRow[] {
  const fromTopUps = topUps.map(({ topUpId, ...rest }) => ({ ...rest, topUpId }));
  return [...fromTopUps, ...manualAdjustments(rng, merchants, shops, now)]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((row, i) => ({ adjustmentMovementId: i + 1, ...row }));
}
