/**
 * Top-ups: merchants fund their payout balance by wire, mostly in US dollars, else in the shop's
 * own currency. A top-up in another currency is converted to US dollars, then to the shop's
 * currency it lands in; one in the shop's own currency is credited as it is, at rate 1.
 */
import type { MerchantRow, ShopRow, TopUpRow } from './types';
import type { Rng } from './random';
import { currencyInfo } from './reference';
import { DAY, HISTORY_DAYS, HOUR, iso, round2 } from './util';
import { SERVER_WORDS } from './serverTexts';

export function buildTopUps(rng: Rng, merchants: readonly MerchantRow[], shops: readonly ShopRow[], now: number): TopUpRow[] {
  const rows: TopUpRow[] = [];
  for (const merchant of merchants) {
    const merchantShops = shops.filter(
      (s) => s.merchantId === merchant.merchantId && s.shopStatusTypeCode === 'ENABLED' && !s.isMasterMerchantShop,
    );
    for (let daysAgo = HISTORY_DAYS - rng.int(1, 10); daysAgo >= 0; daysAgo -= rng.int(10, 20)) {
      const shop = rng.pick(merchantShops);
      const dateMs = Math.min(now, now - daysAgo * DAY - rng.int(0, 20) * HOUR);
      const currency = rng.bool(0.75) ? 'USD' : shop.currencyCode;
      const amount = round2(rng.int(5, 40) * 100);
      const conversion = conversionOf(amount, currency, shop.currencyCode);
      rows.push({
        topUpId: rows.length + 1,
        merchantId: merchant.merchantId,
        shopId: shop.shopId,
        date: iso(dateMs),
        description: rng.pick(SERVER_WORDS.topUps),
        merchantName: merchant.merchantName,
        shopName: shop.shopName,
        amount,
        currency,
        currencyCode: currency,
        ...conversion,
        adjustmentTypeCode: 'TOP_UP',
        adjustmentTypeDescription: 'Top-up',
        currencySecondExchange: shop.currencyCode,
      });
    }
  }
  return rows;
}

type Conversion = Pick<
  TopUpRow,
  'amountExchange' | 'currencyExchange' | 'rateExchange' | 'exchangeRate' | 'prExchangeRate' | 'exchangeAmount'
>;

/** The two legs of a top-up: to US dollars, then to the shop's currency; none when it is paid in the shop's currency. */
export function conversionOf(amount: number, currency: string, shopCurrency: string): Conversion {
  if (currency === shopCurrency) {
    return {
      amountExchange: amount,
      currencyExchange: currency,
      rateExchange: 1,
      exchangeRate: 1,
      prExchangeRate: 1,
      exchangeAmount: amount,
    };
  }
  const rateExchange = round2((1 / currencyInfo(currency).usdRate) * 10000) / 10000; // USD per unit
  const amountExchange = round2(amount * rateExchange);
  const exchangeRate = currencyInfo(shopCurrency).usdRate; // shop currency per USD
  return {
    amountExchange,
    currencyExchange: 'USD',
    rateExchange,
    exchangeRate,
    prExchangeRate: round2(exchangeRate * 1.002 * 10000) / 10000,
    exchangeAmount: round2(amountExchange * exchangeRate),
  };
}
