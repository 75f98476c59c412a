/**
 * Adjustment movements: the top-ups plus the manual adjustments back-office staff book on a shop
 * (fee corrections, credits, bank charges), in the shop currency, and each shop's balance brought
 * forward the day before the history starts. The daily balances add up the same adjustments, so a
 * day's `adjustments` column is the sum of this screen's rows.
 */
import type { AdjustmentMovementRow, MerchantRow, ShopRow, TopUpRow } from './types';
import type { Rng } from './random';
import { ADJUSTMENT_TYPES, currencyInfo } from './reference';
import { SERVER_WORDS } from './serverTexts';
import { DAY, HISTORY_DAYS, HOUR, iso, round2, startOfUtcDay } from './util';

const CREDITS = SERVER_WORDS.adjustmentCredits;
const DEBITS = SERVER_WORDS.adjustmentDebits;

const typeName = (code: string) => ADJUSTMENT_TYPES.find((t) => t.code === code)?.description ?? code;

/** A manual adjustment of `usd` US dollars booked on a shop, in the shop's currency. */
function adjustmentRow(merchant: MerchantRow, shop: ShopRow, date: string, description: string, usd: number) {
  const currency = shop.currencyCode;
  const usdRate = currencyInfo(currency).usdRate;
  const amount = round2(usd * usdRate);
  return {
    topUpId: null,
    merchantId: merchant.merchantId,
    shopId: shop.shopId,
    date,
    description,
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
  };
}

function manualAdjustments(rng: Rng, merchants: readonly MerchantRow[], shops: readonly ShopRow[], now: number) {
  const rows: Omit<AdjustmentMovementRow, 'adjustmentMovementId'>[] = [];
  for (const merchant of merchants) {
    const merchantShops = shops.filter((s) => s.merchantId === merchant.merchantId && !s.isMasterMerchantShop);
    if (merchantShops.length === 0) continue;
    for (let daysAgo = HISTORY_DAYS - rng.int(1, 15); daysAgo >= 0; daysAgo -= rng.int(12, 30)) {
      const shop = rng.pick(merchantShops);
      const credit = rng.bool(0.6);
      const usd = round2(rng.float(15, 450)) * (credit ? 1 : -1);
      const date = iso(Math.min(now, now - daysAgo * DAY - rng.int(0, 20) * HOUR));
      rows.push(adjustmentRow(merchant, shop, date, rng.pick(credit ? CREDITS : DEBITS), usd));
    }
  }
  return rows;
}

export const BROUGHT_FORWARD = 'Opening balance brought forward';

/**
 * What each shop held when its history starts: booked at the end of the day before the first day
 * of the daily balances, so that day opens with it. US$2,000 to US$19,900 by shop, without a draw,
 * so the rest of the seed stays as it was.
 */
function broughtForward(merchants: readonly MerchantRow[], shops: readonly ShopRow[], now: number) {
  const date = iso(startOfUtcDay(now) - (HISTORY_DAYS - 1) * DAY - 1);
  return shops.map((shop) => {
    const merchant = merchants.find((m) => m.merchantId === shop.merchantId) as MerchantRow;
    return adjustmentRow(merchant, shop, date, BROUGHT_FORWARD, ((shop.shopId * 37) % 180) * 100 + 2000);
  });
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
  return [...broughtForward(merchants, shops, now), ...fromTopUps, ...manualAdjustments(rng, merchants, shops, now)]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((row, i) => ({ adjustmentMovementId: i + 1, ...row }));
}
