/**
 * Pay-in transactions: spread over the last HISTORY_DAYS days with a fair share today, every
 * status, every country (currency = the country's), payment methods of that country.
 */
import type { MerchantRow, PaymentMethodRow, PaymentOrigin, ShopRow, TransactionRow, TransactionStatus } from './types';
import type { Rng } from './random';
import { COUNTRIES, convertAmount, countryInfo } from './reference';
import { MERCHANT_WEIGHTS, shopWeight } from './merchants';
import { flat } from './flat';
import { makePerson } from './people';
import { DAY, HISTORY_DAYS, HOUR, iso, MINUTE, roundMoney, startOfUtcDay } from './util';

/** Share of transactions created today (between 00:00 UTC and the seed time). */
export const TODAY_SHARE = 0.08;

const STATUS_WEIGHTS: readonly (readonly [TransactionStatus, number])[] = [
  ['APPROVED', 56],
  ['PENDING', 11],
  ['EXPIRED', 10],
  ['CANCELLED', 6],
  ['FAILED', 6],
  ['REJECTED', 5],
  ['ONHOLD', 3],
  ['MISSING_INFO', 3],
];

/** Very recent payments are more often still pending. */
const RECENT_STATUS_WEIGHTS: readonly (readonly [TransactionStatus, number])[] = [
  ['APPROVED', 45],
  ['PENDING', 30],
  ['CANCELLED', 5],
  ['FAILED', 6],
  ['REJECTED', 5],
  ['ONHOLD', 4],
  ['MISSING_INFO', 4],
  ['EXPIRED', 1],
];

const ORIGINS: readonly (readonly [PaymentOrigin, number])[] = [
  ['API_PAYMENT', 80],
  ['PAYMENT_LINK', 12],
  ['PAYMENT_EMAIL', 8],
];

const PRODUCTS = [
  'Order checkout',
  'Monthly subscription',
  'Annual plan',
  'Game credits pack',
  'Flight booking',
  'Hotel reservation',
  'Online course',
  'Gift card',
  'Marketplace purchase',
  'Wallet top-up',
  'Premium membership',
  'Event tickets',
];

interface WeightedShops {
  shops: ShopRow[];
  cumulative: number[];
}

function weightedShops(shops: readonly ShopRow[], merchantId: number, onlyEnabled: boolean): WeightedShops {
  const list = shops.filter((s) => s.merchantId === merchantId && (!onlyEnabled || s.shopStatusTypeCode === 'ENABLED'));
  let total = 0;
  const cumulative = list.map((s) => (total += shopWeight(s)));
  return { shops: list, cumulative };
}

function pickShop(rng: Rng, pool: WeightedShops): ShopRow {
  const roll = rng.next() * pool.cumulative[pool.cumulative.length - 1];
  const index = pool.cumulative.findIndex((c) => roll < c);
  return pool.shops[index < 0 ? pool.shops.length - 1 : index];
}

export interface TransactionInput {
  count: number;
  now: number;
  merchants: readonly MerchantRow[];
  shops: readonly ShopRow[];
  paymentMethods: readonly PaymentMethodRow[];
}

export function buildTransactions(rng: Rng, input: TransactionInput): TransactionRow[] {
  const { count, now, merchants, shops, paymentMethods } = input;
  const todayStart = startOfUtcDay(now);
  const merchantEntries = merchants.map((m) => [m, MERCHANT_WEIGHTS[m.merchantId] ?? 0.1] as const);
  const allShops = new Map(merchants.map((m) => [m.merchantId, weightedShops(shops, m.merchantId, false)]));
  const enabledShops = new Map(merchants.map((m) => [m.merchantId, weightedShops(shops, m.merchantId, true)]));
  const methodsByCountry = new Map(COUNTRIES.map((c) => [c.countryCode, paymentMethods.filter((p) => p.countryCode === c.countryCode)]));
  const activeByCountry = new Map(
    COUNTRIES.map((c) => [c.countryCode, paymentMethods.filter((p) => p.countryCode === c.countryCode && p.active)]),
  );
  const countryCodes = COUNTRIES.map((c) => c.countryCode);

  const rows: TransactionRow[] = new Array<TransactionRow>(count);
  for (let i = 0; i < count; i += 1) {
    const merchant = rng.weighted(merchantEntries);
    const isToday = rng.next() < TODAY_SHARE;
    const createdMs = isToday
      ? todayStart + Math.floor(rng.next() * Math.max(1, now - todayStart))
      : todayStart - rng.int(1, HISTORY_DAYS - 1) * DAY + Math.floor(rng.next() * DAY);
    // Disabled shops stopped trading a month ago.
    const recent = now - createdMs < 30 * DAY;
    const shop = pickShop(rng, (recent ? enabledShops : allShops).get(merchant.merchantId) as WeightedShops);

    const country =
      shop.currencyCode === 'BRL' && rng.bool(0.7)
        ? 'BR'
        : shop.currencyCode === 'KES' && rng.bool(0.7)
          ? 'KE'
          : rng.bool(0.3)
            ? merchant.countryCode
            : rng.pick(countryCodes);
    const currency = countryInfo(country).currencyCode;
    const methods = (recent ? activeByCountry : methodsByCountry).get(country) as PaymentMethodRow[];
    const method = rng.pick(methods);

    const localAmount = convertAmount(rng.logUniform(3, 600), 'USD', currency);
    const amount = roundMoney(Math.min(method.maxAmount, Math.max(method.minAmount, localAmount)), currency);

    const ageMs = now - createdMs;
    const status = rng.weighted(ageMs < 2 * HOUR ? RECENT_STATUS_WEIGHTS : STATUS_WEIGHTS);
    const dates = statusDates(rng, status, createdMs, now, method.paymentChannelTypeCode === 'CASH');

    const person = makePerson(country, rng);
    const isCard = method.paymentChannelTypeCode === 'CREDITCARD' || method.paymentChannelTypeCode === 'CREDITCARD_CASH';

    const createdDate = iso(createdMs);
    const expiredDate = dates.expiredMs === null ? null : iso(dates.expiredMs);
    const paidDate = dates.paidMs === null ? null : iso(dates.paidMs);
    // The operative date is often one of the others: then the same string, not a copy (memory at 1M rows).
    const { operativeMs } = dates;
    const operativeDate =
      operativeMs === createdMs
        ? createdDate
        : ((operativeMs === dates.paidMs ? paidDate : operativeMs === dates.expiredMs ? expiredDate : null) ?? iso(operativeMs));
    rows[i] = {
      transactionId: rng.uuid(),
      trackingId: flat(`ORD-${String(i + 1).padStart(7, '0')}`),
      description: rng.pick(PRODUCTS),
      amount,
      currency,
      status,
      testMode: rng.bool(0.04),
      createdDate,
      expiredDate,
      paidDate,
      operativeDate,
      partnerId: method.partnerId,
      paymentMethodId: method.paymentMethodId,
      paymentMethodName: method.name,
      paymentMethodFileKey: method.paymentMethodFileKey,
      pspTransactionId: status === 'PENDING' || status === 'MISSING_INFO' ? null : flat(`PSP${rng.digits(12)}`),
      paymentMethodLegacyId: method.paymentMethodLegacyId,
      tagName: method.name,
      customerFirstName: person.firstName,
      customerLastName: person.lastName,
      email: person.email,
      personalId: person.personalId,
      address: person.address,
      country,
      phone: person.phone,
      ip: person.ip,
      cardNumber: isCard ? flat(`${rng.pick(['4111', '5500', '4035', '5204'])}********${rng.digits(4)}`) : null,
      shopId: shop.shopId,
      shopName: shop.shopName,
      notificationUrl: shop.defaultNotificationUrl,
      pendingStatusUpdate: null,
      merchantId: merchant.merchantId,
      origin: rng.weighted(ORIGINS),
      channelType: method.paymentChannelTypeCode,
      enableRefund: status === 'APPROVED',
    };
  }
  return rows;
}

interface StatusDates {
  paidMs: number | null;
  expiredMs: number | null;
  operativeMs: number;
}

/** Dates that fit the status; nothing later than the seed time. */
function statusDates(rng: Rng, status: TransactionStatus, createdMs: number, now: number, isCash: boolean): StatusDates {
  const room = Math.max(0, now - createdMs);
  const after = (maxDelay: number) => createdMs + Math.floor(rng.next() * Math.min(maxDelay, room));
  switch (status) {
    case 'APPROVED': {
      const paidMs = after(isCash ? 20 * HOUR : 10 * MINUTE);
      return { paidMs, expiredMs: null, operativeMs: paidMs };
    }
    case 'EXPIRED': {
      const expiredMs = createdMs + Math.min(room, (isCash ? 48 : 2) * HOUR);
      return { paidMs: null, expiredMs, operativeMs: expiredMs };
    }
    case 'PENDING':
      return { paidMs: null, expiredMs: null, operativeMs: createdMs };
    default:
      return { paidMs: null, expiredMs: null, operativeMs: after(2 * HOUR) };
  }
}
