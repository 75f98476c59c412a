/**
 * Paywalls: payment links and payment emails. Pay-ins whose origin is PAYMENT_LINK or
 * PAYMENT_EMAIL come from a paywall (used: transactionID set); more paywalls are still unused,
 * a fair share created today (the paywall lists default to today).
 */
import type { PaywallRow, ScheduledPaymentEmail, ShopPaymentType, ShopRow, TransactionRow } from './types';
import type { Rng } from './random';
import { convertAmount, COUNTRIES, currencyForCountry } from './reference';
import { makePerson, type Person } from './people';
import { customerPlace } from './transactionDetail';
import { payPath } from '../paywalls/payPath';
import { DAY, HISTORY_DAYS, HOUR, iso, MINUTE, roundMoney, startOfUtcDay } from './util';

export const MAX_USED_PAYWALLS = 3000;

interface PaywallDraft {
  shop: ShopRow;
  type: ShopPaymentType;
  createdMs: number;
  country: string;
  currency: string;
  amount: number;
  description: string;
  trackingId: string;
  testMode: boolean;
  person: Person;
  tx: TransactionRow | null;
}

export function buildPaywalls(
  rng: Rng,
  transactions: readonly TransactionRow[],
  shops: readonly ShopRow[],
  now: number,
  unusedCount: number,
): PaywallRow[] {
  const rows: PaywallRow[] = [];
  const shopById = new Map(shops.map((s) => [s.shopId, s]));
  let scheduledSeq = 1;

  const push = (d: PaywallDraft) => {
    const paywallId = rng.uuid();
    const expirationDays = rng.weighted([
      [2, 60],
      [1, 10],
      [7, 15],
      [30, 15],
    ] as const);
    const expirationTime = expirationDays * 1440;
    const isEmail = d.type === 'email';
    // A used email paywall was sent before its payment: at creation, or unscheduled (sent at once).
    const scheduled = isEmail && rng.bool(0.6);
    const scheduledMs = !scheduled ? null : d.tx ? d.createdMs : d.createdMs + rng.int(0, 48) * HOUR;
    const emails: ScheduledPaymentEmail[] = [];
    if (isEmail) {
      const status = d.tx
        ? 'SENT'
        : scheduledMs !== null && scheduledMs > now
          ? 'PENDING'
          : rng.weighted([
              ['SENT', 85],
              ['ERROR', 15],
            ] as const);
      emails.push({ scheduledPaymentEmailId: scheduledSeq++, scheduledDate: iso(scheduledMs ?? d.createdMs), status });
    }
    const subscriptionEnabled = isEmail && rng.bool(0.1);
    const domain = new URL(d.shop.webUrl).host;
    rows.push({
      paywallId,
      merchantId: d.shop.merchantId,
      shopId: d.shop.shopId,
      shopName: d.shop.shopName,
      shopPaymentType: d.type,
      shopUrl: d.shop.webUrl,
      amount: d.amount,
      currency: d.currency,
      description: d.description,
      trackingId: d.trackingId,
      testMode: d.testMode,
      notificationUrl: d.shop.defaultNotificationUrl,
      returnUrl: `https://${domain}/checkout/success`,
      cancelUrl: `https://${domain}/checkout/cancel`,
      expirationTime,
      language: d.country === 'BR' ? 'PT' : ['KE', 'NG', 'GH', 'ZA', 'TZ', 'UG', 'EG'].includes(d.country) ? 'EN' : 'ES',
      createdDate: iso(d.createdMs),
      payUrl: payPath(paywallId),
      transactionID: d.tx?.transactionId ?? null,
      paidDate: d.tx?.paidDate ?? null,
      expiredDate: iso(d.createdMs + expirationTime * MINUTE),
      cancelledDate: null,
      scheduledSendDate: scheduledMs === null ? null : iso(scheduledMs),
      scheduledPaymentEmails: emails,
      paywallTransactions: d.tx ? [d.tx.transactionId] : [],
      subscriptionEnabled,
      subscriptionInterval: subscriptionEnabled ? 'MONTHLY' : null,
      subscriptionDateStart: subscriptionEnabled ? iso(d.createdMs) : null,
      subscriptionDateEnd: subscriptionEnabled ? iso(d.createdMs + 365 * DAY) : null,
      customer: {
        firstName: d.person.firstName,
        lastName: d.person.lastName,
        personalId: d.person.personalId,
        email: d.person.email,
        country: d.country,
        city: d.person.city,
        zip: d.person.postalCode,
        address: d.person.address,
        phone: d.person.phone,
        deviceId: rng.hex(16),
        ip: d.person.ip,
      },
      countryCode: d.country,
      personalId: d.person.personalId,
      email: d.person.email,
    });
  };

  let used = 0;
  for (const tx of transactions) {
    if (used >= MAX_USED_PAYWALLS) break;
    if (tx.origin === 'API_PAYMENT') continue;
    const shop = shopById.get(tx.shopId) as ShopRow;
    const txMs = Date.parse(tx.createdDate);
    // A paywall paid today was created today too, so today's paywall list shows it.
    const earliest = startOfUtcDay(txMs) === startOfUtcDay(now) ? startOfUtcDay(now) : 0;
    const createdMs = Math.max(earliest, txMs - rng.int(2, 2880) * MINUTE);
    push({
      shop,
      type: tx.origin === 'PAYMENT_LINK' ? 'link' : 'email',
      createdMs,
      country: tx.country,
      currency: tx.currency,
      amount: tx.amount,
      description: tx.description,
      trackingId: tx.trackingId,
      testMode: tx.testMode,
      person: {
        firstName: tx.customerFirstName,
        lastName: tx.customerLastName,
        email: tx.email,
        personalId: tx.personalId,
        phone: tx.phone,
        address: tx.address,
        ...customerPlace(tx),
        ip: tx.ip,
      },
      tx,
    });
    used += 1;
  }

  const paywallShops = shops.filter((s) => s.shopStatusTypeCode === 'ENABLED' && !s.isMasterMerchantShop);
  const todayStart = startOfUtcDay(now);
  for (let i = 0; i < unusedCount; i += 1) {
    const shop = rng.pick(paywallShops);
    const country = rng.pick(COUNTRIES).countryCode;
    const currency = currencyForCountry(country);
    const createdMs = rng.bool(0.25)
      ? todayStart + Math.floor(rng.next() * Math.max(1, now - todayStart))
      : now - Math.floor(rng.next() * HISTORY_DAYS * DAY);
    push({
      shop,
      type: rng.bool(0.55) ? 'link' : 'email',
      createdMs,
      country,
      currency,
      amount: roundMoney(convertAmount(rng.logUniform(5, 500), 'USD', currency), currency),
      description: rng.pick(['Invoice payment', 'Booking deposit', 'Subscription renewal', 'Order balance', 'Course enrolment']),
      trackingId: `PW-${String(i + 1).padStart(6, '0')}`,
      testMode: rng.bool(0.05),
      person: makePerson(country, rng),
      tx: null,
    });
  }
  return rows;
}
