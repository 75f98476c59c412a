/**
 * Money movements per shop, bucketed by UTC day, in the shop's currency. Settlements and daily
 * balances are both built from these buckets, so they agree with the transactions, payouts,
 * claims, refunds, top-ups and adjustments they summarise.
 */
import type { AdjustmentMovementRow, ClaimRow, PayoutRow, ShopRow, TopUpRow, TransactionRefundRow, TransactionRow } from './types';
import { convertAmount } from './reference';
import { dayKey } from './util';

export interface DayBucket {
  payinVolume: number;
  payinCount: number;
  payoutVolume: number;
  payoutCount: number;
  claimsOpened: number;
  claimsOpenedCount: number;
  claimsLost: number;
  claimsWon: number;
  refundsPaid: number;
  refundFees: number;
  topUps: number;
  /** Manual adjustments (top-ups excluded), signed. */
  adjustments: number;
}

export type ShopDayBuckets = Map<number, Map<string, DayBucket>>;

function emptyBucket(): DayBucket {
  return {
    payinVolume: 0,
    payinCount: 0,
    payoutVolume: 0,
    payoutCount: 0,
    claimsOpened: 0,
    claimsOpenedCount: 0,
    claimsLost: 0,
    claimsWon: 0,
    refundsPaid: 0,
    refundFees: 0,
    topUps: 0,
    adjustments: 0,
  };
}

export interface AggregateInput {
  shops: readonly ShopRow[];
  transactions: readonly TransactionRow[];
  payouts: readonly PayoutRow[];
  claims: readonly ClaimRow[];
  transactionRefunds: readonly TransactionRefundRow[];
  topUps: readonly TopUpRow[];
  adjustmentMovements: readonly AdjustmentMovementRow[];
}

export function aggregateByShopDay(input: AggregateInput): ShopDayBuckets {
  const currencyOf = new Map(input.shops.map((s) => [s.shopId, s.currencyCode]));
  const buckets: ShopDayBuckets = new Map(input.shops.map((s) => [s.shopId, new Map<string, DayBucket>()]));
  const bucket = (shopId: number, iso: string): DayBucket => {
    const days = buckets.get(shopId) as Map<string, DayBucket>;
    const key = dayKey(Date.parse(iso));
    let found = days.get(key);
    if (!found) {
      found = emptyBucket();
      days.set(key, found);
    }
    return found;
  };
  const toShop = (shopId: number, amount: number, currency: string) => convertAmount(amount, currency, currencyOf.get(shopId) as string);

  for (const tx of input.transactions) {
    if (tx.status !== 'APPROVED' || tx.testMode || tx.paidDate === null) continue;
    const b = bucket(tx.shopId, tx.paidDate);
    b.payinVolume += toShop(tx.shopId, tx.amount, tx.currency);
    b.payinCount += 1;
  }
  for (const p of input.payouts) {
    if (p.statusTypeCode !== 'FINISHED' || p.isTestMode || p.paidDate === null) continue;
    const b = bucket(p.shopId, p.paidDate);
    b.payoutVolume += p.settlementAmount;
    b.payoutCount += 1;
  }
  for (const c of input.claims) {
    if (c.claimStatusCode === 'DELETED') continue;
    const opened = bucket(c.shopId, c.claimDate);
    opened.claimsOpened += toShop(c.shopId, c.amount, c.currency);
    opened.claimsOpenedCount += 1;
    if (c.processedDate !== null && c.claimStatusCode === 'AGAINST_MERCHANT') {
      bucket(c.shopId, c.processedDate).claimsLost += toShop(c.shopId, c.amount, c.currency);
    }
    if (c.processedDate !== null && c.claimStatusCode === 'IN_FAVOR_MERCHANT') {
      bucket(c.shopId, c.processedDate).claimsWon += toShop(c.shopId, c.amount, c.currency);
    }
  }
  for (const r of input.transactionRefunds) {
    if (r.status !== 'PAID') continue;
    const b = bucket(r.shopId, r.createdDate);
    b.refundsPaid += toShop(r.shopId, r.amount, r.currencyCode);
    b.refundFees += toShop(r.shopId, r.refundFee, r.currencyCode);
  }
  for (const t of input.topUps) {
    bucket(t.shopId, t.date).topUps += t.exchangeAmount;
  }
  for (const a of input.adjustmentMovements) {
    if (a.adjustmentTypeCode === 'ADJUSTMENT') bucket(a.shopId, a.date).adjustments += a.exchangeAmount;
  }
  return buckets;
}

/** Sums the buckets of one shop over [fromMs, toMs) (day granularity). */
export function sumDays(days: Map<string, DayBucket> | undefined, fromMs: number, toMs: number): DayBucket {
  const total = emptyBucket();
  if (!days) return total;
  for (let ms = fromMs; ms < toMs; ms += 86_400_000) {
    const b = days.get(dayKey(ms));
    if (!b) continue;
    for (const key of Object.keys(total) as (keyof DayBucket)[]) total[key] += b[key];
  }
  return total;
}
