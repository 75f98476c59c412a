/**
 * When the scope's money moves (issue #33 part 5, contract/balance/moneyTiming.ts), read off the
 * ledger the balance figures come from: the settlements still to come (the settled kinds of
 * movement no settlement holds yet, by shop and week), the withdrawals on their way to the bank,
 * and the rolling reserve by the day each held amount comes back.
 */
import type { FundsInTransit, MoneyTimingReply, NextSettlement, ReserveRelease } from '../../contract/balance/moneyTiming';
import type { Db } from '../seed/types';
import { DAY, HOUR, iso, startOfUtcDay, startOfUtcWeek } from '../seed/util';
import { WITHDRAWAL_PAYMENT_DAYS } from '../seed/withdrawals';
import { inScope } from './figures';
import { RESERVE_RELEASE_DAYS } from './movements';
import type { SettledMovement } from './service';

/** A settlement is published this long after its week ends (seed/settlements.ts: created +2 h, published +6 h). */
const PUBLISHED_AFTER_WEEK = 8 * HOUR;
/** Withdrawals whose money is on its way (spec 03 §4 "in transit"). */
const IN_TRANSIT = new Set(['APPROVED', 'RETURNED_PAYMENT']);

export interface TimingScope {
  merchantIds: ReadonlySet<number>;
  currencyCode: string;
  shopId?: number;
}

const cents = (x: number) => Math.round(x * 100);

function nextSettlements(movements: readonly SettledMovement[], test: (m: SettledMovement) => boolean): NextSettlement[] {
  const weeks = new Map<string, NextSettlement & { cents: number }>();
  for (const m of movements) {
    if (m.account !== 'MAIN' || m.type !== 'PAY_IN' || m.settlementId !== null || !test(m)) continue;
    const from = startOfUtcWeek(Date.parse(m.date));
    const key = `${m.shopId}|${from}`;
    let week = weeks.get(key);
    if (!week) {
      const to = from + 7 * DAY;
      week = {
        shopId: m.shopId,
        shopName: m.shopName,
        fromDate: iso(from),
        toDate: iso(to - 1),
        expectedDate: iso(to + PUBLISHED_AFTER_WEEK),
        expectedAmount: 0,
        payInCount: 0,
        cents: 0,
      };
      weeks.set(key, week);
    }
    week.cents += cents(m.netAmount);
    week.payInCount += 1;
  }
  return [...weeks.values()]
    .map(({ cents: total, ...week }) => ({ ...week, expectedAmount: total / 100 }))
    .sort((a, b) => a.expectedDate.localeCompare(b.expectedDate) || a.shopName.localeCompare(b.shopName));
}

/** Each day's reserve comes back RESERVE_RELEASE_DAYS after it: what is held now, by release day. */
function reserveReleases(movements: readonly SettledMovement[], test: (m: SettledMovement) => boolean): ReserveRelease[] {
  const held = new Map<string, { day: number; cents: number }>();
  for (const m of movements) {
    if (m.account !== 'RESERVE' || !test(m)) continue;
    // A day's hold and its release share the held day's label.
    const label = String(m.descriptionParams?.date ?? m.date.slice(0, 10));
    const key = `${m.shopId}|${label}`;
    const line = held.get(key) ?? { day: Date.parse(`${label}T00:00:00.000Z`), cents: 0 };
    if (Number.isNaN(line.day)) line.day = startOfUtcDay(Date.parse(m.date));
    line.cents += cents(m.netAmount);
    held.set(key, line);
  }
  const byRelease = new Map<number, number>();
  for (const { day, cents: amount } of held.values()) {
    if (amount === 0) continue;
    const release = day + RESERVE_RELEASE_DAYS * DAY;
    byRelease.set(release, (byRelease.get(release) ?? 0) + amount);
  }
  return [...byRelease].sort(([a], [b]) => a - b).map(([release, amount]) => ({ releaseDate: iso(release), amount: amount / 100 }));
}

function fundsInTransit(db: Db, scope: TimingScope, now: number): FundsInTransit[] {
  return db.withdrawals
    .filter((w) => scope.merchantIds.has(w.merchantId) && w.withdrawalCurrencyCode === scope.currencyCode && IN_TRANSIT.has(w.status))
    .map((w) => {
      // Approved: on its way since then; returned: sent again since the bank sent it back.
      const since = Date.parse(w.editedDate ?? w.createdDate);
      const availableOn = Math.max(startOfUtcDay(now) + DAY, startOfUtcDay(since) + WITHDRAWAL_PAYMENT_DAYS * DAY);
      return { withdrawalId: w.withdrawalId, status: w.status, netAmount: w.netAmount, availableOn: iso(availableOn) };
    })
    .sort((a, b) => a.availableOn.localeCompare(b.availableOn) || a.withdrawalId - b.withdrawalId);
}

export function moneyTiming(db: Db, movements: readonly SettledMovement[], scope: TimingScope, now = Date.now()): MoneyTimingReply {
  const test = inScope({ merchantIds: new Set(scope.merchantIds), currencyCode: scope.currencyCode, shopId: scope.shopId });
  const releases = reserveReleases(movements, test);
  return {
    currencyCode: scope.currencyCode,
    nextSettlements: nextSettlements(movements, test),
    inTransit: fundsInTransit(db, scope, now),
    reserveReleases: releases,
    reserveBalance: releases.reduce((sum, r) => sum + cents(r.amount), 0) / 100,
  };
}
