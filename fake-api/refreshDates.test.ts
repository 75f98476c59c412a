import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { datesFrozen, daysBehind, refreshDates, shiftDateText, shiftDatesIn, type RefreshedMeta } from './refreshDates';
import { ensureSeeded, readDb, writeDbAtomic } from './seed/cli';
import { generateSeed } from './seed/generate';
import type { Db } from './seed/types';
import { startFakeApi } from './server';

const DAY = 86_400_000;
const SEEDED_AT = '2026-11-10T12:00:00.000Z';
const TODAY = new Date('2026-11-22T00:39:00.000Z');

/** A db with just the collections a test needs; refreshDates walks whatever keys are there. */
function dbOf(collections: Record<string, unknown>, seededAt = SEEDED_AT): Db {
  return { ...collections, meta: { seed: 1, scale: 1, seededAt } } as unknown as Db;
}

function metaOf(db: Db): RefreshedMeta {
  return db.meta as RefreshedMeta;
}

describe('daysBehind', () => {
  it('counts whole UTC days between the seed day and today, whatever the times of day', () => {
    expect(daysBehind(SEEDED_AT, TODAY)).toBe(12);
    expect(daysBehind('2026-11-21T23:59:59.999Z', new Date('2026-11-22T00:00:00.000Z'))).toBe(1);
  });
  it('is 0 on the same day, for a seed in the future and for a missing or bad seededAt', () => {
    expect(daysBehind('2026-11-22T23:00:00.000Z', new Date('2026-11-22T00:01:00.000Z'))).toBe(0);
    expect(daysBehind('2026-11-25T10:00:00.000Z', TODAY)).toBe(0);
    expect(daysBehind(undefined, TODAY)).toBe(0);
    expect(daysBehind('not a date', TODAY)).toBe(0);
  });
});

describe('shiftDateText', () => {
  it('moves date-times by whole days keeping the time of day and the shape', () => {
    expect(shiftDateText('2026-11-10T08:15:30.123Z', 12)).toBe('2026-11-22T08:15:30.123Z');
    expect(shiftDateText('2026-10-31T23:59:59.999Z', 12)).toBe('2026-11-12T23:59:59.999Z');
    expect(shiftDateText('2026-12-25T10:00:00Z', 10)).toBe('2027-01-04T10:00:00Z');
  });
  it('moves date-only values and keeps them date-only', () => {
    expect(shiftDateText('2026-02-27', 2)).toBe('2026-03-01');
  });
  it('answers null for anything that is not a whole ISO UTC date', () => {
    for (const text of [
      'Payouts 2026-11-10 #3',
      'payouts-2026-11-10-17.csv',
      '2026-11-10T12:00:00+02:00',
      '2026-13-45T10:00:00.000Z',
      '2026-02-30T10:00:00.000Z',
      '2026-11-10T25:00:00.000Z',
      '2026-11-10 12:00:00',
      'merchant@demo.test',
      '0c5b3c52-1d0a-4a7e-9a6f-1b2c3d4e5f60',
      '',
    ]) {
      expect(shiftDateText(text, 5)).toBeNull();
    }
  });
});

describe('refreshDates', () => {
  it('moves every top-level date of every collection forward by N days', () => {
    const db = dbOf({
      transactions: [
        {
          transactionId: 'a',
          createdDate: '2026-11-10T08:15:30.123Z',
          paidDate: '2026-11-10T08:20:00.000Z',
          expiredDate: null,
          amount: 10,
        },
        {
          transactionId: 'b',
          createdDate: '2026-07-15T00:00:00.000Z',
          paidDate: null,
          expiredDate: '2026-07-16T00:00:00.000Z',
          amount: 20,
        },
      ],
      bankStatements: [{ id: 1, dateFrom: '2026-11-09T00:00:00.000Z', fileUrl: null }],
    });
    const result = refreshDates(db, TODAY);
    expect(result).toEqual({ days: 12, shifted: 5 });
    expect(db.transactions).toEqual([
      { transactionId: 'a', createdDate: '2026-11-22T08:15:30.123Z', paidDate: '2026-11-22T08:20:00.000Z', expiredDate: null, amount: 10 },
      { transactionId: 'b', createdDate: '2026-07-27T00:00:00.000Z', paidDate: null, expiredDate: '2026-07-28T00:00:00.000Z', amount: 20 },
    ]);
    expect(db.bankStatements[0]?.dateFrom).toBe('2026-11-21T00:00:00.000Z');
  });

  it('moves dates inside nested objects and arrays', () => {
    const db = dbOf({
      transactions: [
        {
          transactionId: 'a',
          createdDate: '2026-11-10T01:00:00.000Z',
          pendingStatusUpdate: { status: 'APPROVED', requestedDate: '2026-11-10T02:00:00.000Z' },
        },
      ],
      withdrawals: [
        {
          withdrawalId: 1,
          settlements: [{ settlementId: 4, fromDate: '2026-11-01T00:00:00.000Z', toDate: '2026-11-07T23:59:59.999Z' }],
          transactions: [{ id: 9, createdDate: '2026-11-08T10:00:00.000Z', relatedTransaction: null }],
          withdrawalAdjustments: [{ withdrawalAdjustmentId: 2, description: 'Fee', amount: -1 }],
        },
      ],
      disclaimers: [
        { email: 'super@demo.test', acceptedDate: '2026-10-11T12:00:00.000Z' },
        { email: 'merchant@demo.test', acceptedDate: null },
      ],
      reportTasks: [{ reportTaskId: 3, date: '2026-11-09T16:45:00.000Z', isFinished: true }],
      submerchants: [{ merchantId: 2, companyInformation: { entityInformation: { registrationDate: '2025-01-01T00:00:00.000Z' } } }],
      paywalls: [
        {
          paywallId: 'p',
          scheduledPaymentEmails: [{ scheduledDate: '2026-11-12T09:00:00.000Z' }],
          paywallTransactions: ['2026-11-10T00:00:00.000Z'],
        },
      ],
    });
    refreshDates(db, TODAY);
    const tx = db.transactions[0] as unknown as { pendingStatusUpdate: { requestedDate: string } };
    expect(tx.pendingStatusUpdate.requestedDate).toBe('2026-11-22T02:00:00.000Z');
    const w = db.withdrawals[0];
    expect(w?.settlements[0]).toMatchObject({ fromDate: '2026-11-13T00:00:00.000Z', toDate: '2026-11-19T23:59:59.999Z' });
    expect(w?.transactions[0]?.createdDate).toBe('2026-11-20T10:00:00.000Z');
    expect(w?.withdrawalAdjustments[0]).toEqual({ withdrawalAdjustmentId: 2, description: 'Fee', amount: -1 });
    expect(db.disclaimers).toEqual([
      { email: 'super@demo.test', acceptedDate: '2026-10-23T12:00:00.000Z' },
      { email: 'merchant@demo.test', acceptedDate: null },
    ]);
    expect(db.reportTasks[0]?.date).toBe('2026-11-21T16:45:00.000Z');
    expect(db.submerchants[0]?.companyInformation.entityInformation.registrationDate).toBe('2025-01-13T00:00:00.000Z');
    expect(db.paywalls[0]?.scheduledPaymentEmails[0]?.scheduledDate).toBe('2026-11-24T09:00:00.000Z');
    expect(db.paywalls[0]?.paywallTransactions).toEqual(['2026-11-22T00:00:00.000Z']);
  });

  it('leaves strings that are not whole ISO dates untouched', () => {
    const row = {
      payoutBatchId: 1,
      description: 'Payouts 2026-11-10 #1',
      originalFilename: 'payouts-2026-11-10-1.csv',
      email: 'merchant@demo.test',
      offsetDate: '2026-11-10T12:00:00+02:00',
      notADay: '2026-13-45T10:00:00.000Z',
      content: 'date,amount\n2026-11-10T08:00:00.000Z,10\n',
      trackingId: '2026-11-10',
    };
    const db = dbOf({ payoutBatches: [{ ...row }] });
    const result = refreshDates(db, TODAY);
    // The bare day is a whole date-only value, so it moves; nothing else does.
    expect(result.shifted).toBe(1);
    expect(db.payoutBatches[0]).toEqual({ ...row, trackingId: '2026-11-22' });
  });

  it('changes nothing when the seed day is today', () => {
    const collections = { transactions: [{ transactionId: 'a', createdDate: '2026-11-22T00:10:00.000Z' }] };
    const db = dbOf(structuredClone(collections), '2026-11-22T00:20:00.000Z');
    expect(refreshDates(db, new Date('2026-11-22T23:59:00.000Z'))).toEqual({ days: 0, shifted: 0 });
    expect(db).toEqual(dbOf(collections, '2026-11-22T00:20:00.000Z'));
    expect(metaOf(db).firstSeededAt).toBeUndefined();
  });

  it('moves meta.seededAt by the same days and keeps the first seed time across refreshes', () => {
    const db = dbOf({ transactions: [{ transactionId: 'a', createdDate: '2026-11-10T12:00:00.000Z' }] });
    refreshDates(db, TODAY);
    expect(metaOf(db)).toEqual({ seed: 1, scale: 1, seededAt: '2026-11-22T12:00:00.000Z', firstSeededAt: SEEDED_AT });
    const later = new Date(TODAY.getTime() + 3 * DAY);
    expect(refreshDates(db, later).days).toBe(3);
    expect(metaOf(db)).toEqual({ seed: 1, scale: 1, seededAt: '2026-11-25T12:00:00.000Z', firstSeededAt: SEEDED_AT });
    expect(db.transactions[0]?.createdDate).toBe('2026-11-25T12:00:00.000Z');
  });

  it('brings a generated seed to today: rows today again, order and times of day kept, every date moved', () => {
    const seededNow = new Date(SEEDED_AT);
    const db = generateSeed({ transactions: 400, now: seededNow });
    const before = structuredClone(db);
    const onDay = (d: Db, day: string) => d.transactions.filter((t) => t.createdDate.startsWith(day)).length;
    expect(onDay(db, '2026-11-22')).toBe(0);
    const seededDayCount = onDay(db, '2026-11-10');
    expect(seededDayCount).toBeGreaterThan(0);

    const { days, shifted } = refreshDates(db, TODAY);
    expect(days).toBe(12);
    expect(onDay(db, '2026-11-22')).toBe(seededDayCount);

    // Every changed string is a date moved by exactly 12 days; count matches what was reported.
    // An object the seed shares between rows counts (and moves) once.
    let changed = 0;
    const seen = new WeakSet<object>();
    const compare = (a: unknown, b: unknown): void => {
      if (a !== null && typeof a === 'object') {
        if (seen.has(a)) return;
        seen.add(a);
      }
      if (typeof a === 'string') {
        if (a !== b) {
          changed += 1;
          expect(Date.parse(b as string) - Date.parse(a)).toBe(12 * DAY);
        }
      } else if (a !== null && typeof a === 'object') {
        for (const key of Object.keys(a)) compare((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
      }
    };
    const { meta: _metaBefore, ...restBefore } = before;
    const { meta: _metaAfter, ...restAfter } = db;
    compare(restBefore, restAfter);
    expect(changed).toBe(shifted);
    expect(shifted).toBeGreaterThan(before.transactions.length);

    // Times of day and the order of events are kept (weekdays move by 12 mod 7 = 5 days).
    const order = (d: Db) =>
      d.transactions
        .map((t, i) => [t.createdDate, i] as const)
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([, i]) => i);
    expect(order(db)).toEqual(order(before));
    for (let i = 0; i < db.transactions.length; i += 1) {
      const [was, now] = [before.transactions[i], db.transactions[i]];
      expect(now?.createdDate.slice(10)).toBe(was?.createdDate.slice(10));
    }
  });

  it('is a single fast pass: 100,000 rows well under 2 s', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      transactionId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      trackingId: `TRK-${i}`,
      description: 'Order',
      email: 'buyer@example.test',
      createdDate: new Date(Date.parse(SEEDED_AT) - (i % 120) * DAY).toISOString(),
      paidDate: i % 2 ? new Date(Date.parse(SEEDED_AT) - (i % 120) * DAY + 60_000).toISOString() : null,
      operativeDate: new Date(Date.parse(SEEDED_AT) - (i % 120) * DAY).toISOString(),
      expiredDate: null,
      pendingStatusUpdate: i % 50 ? null : { status: 'APPROVED', requestedDate: SEEDED_AT },
    }));
    const db = dbOf({ transactions: rows });
    const started = performance.now();
    const { shifted } = refreshDates(db, TODAY);
    const elapsed = performance.now() - started;
    expect(shifted).toBe(100_000 * 2 + 50_000 + 2_000);
    expect(elapsed).toBeLessThan(1500);
  });
});

describe('shiftDatesIn', () => {
  it('does nothing for 0 days or non-objects', () => {
    const row = { createdDate: SEEDED_AT };
    expect(shiftDatesIn(row, 0)).toBe(0);
    expect(row.createdDate).toBe(SEEDED_AT);
    expect(shiftDatesIn(SEEDED_AT, 3)).toBe(0);
    expect(shiftDatesIn(null, 3)).toBe(0);
  });
});

describe('datesFrozen', () => {
  it('reads FAKE_API_FREEZE_DATES', () => {
    expect(datesFrozen({ FAKE_API_FREEZE_DATES: '1' })).toBe(true);
    expect(datesFrozen({ FAKE_API_FREEZE_DATES: 'true' })).toBe(true);
    expect(datesFrozen({ FAKE_API_FREEZE_DATES: '0' })).toBe(false);
    expect(datesFrozen({})).toBe(false);
  });
});

describe('startFakeApi with an older data file', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'refresh-dates-'));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await rm(folder, { recursive: true, force: true });
  });

  async function seedDaysAgo(days: number): Promise<{ file: string; seed: Db }> {
    const file = join(folder, 'db.json');
    const seed = generateSeed({ transactions: 200, now: new Date(Date.now() - days * DAY) });
    await writeDbAtomic(file, seed);
    return { file, seed };
  }

  it('moves the dates before the caches are built and writes them back', async () => {
    const { file, seed } = await seedDaysAgo(3);
    const running = await startFakeApi({ port: 0, dataFile: file });
    try {
      const db = running.app.fakeApi.context.store.db;
      const meta = metaOf(db);
      expect(meta.firstSeededAt).toBe(seed.meta.seededAt);
      expect(Date.parse(meta.seededAt) - Date.parse(seed.meta.seededAt)).toBe(3 * DAY);
      expect(Date.parse(db.transactions[0]?.createdDate ?? '') - Date.parse(seed.transactions[0]?.createdDate ?? '')).toBe(3 * DAY);
      // The warmed sort (newest first) holds the moved rows.
      const ordered = running.app.fakeApi.context.sorts.ordered(
        'transactions',
        running.app.fakeApi.context.store.version('transactions'),
        db.transactions as unknown as Record<string, unknown>[],
        'createdDate',
        'desc',
      );
      const newest = [...db.transactions].sort((a, b) => b.createdDate.localeCompare(a.createdDate))[0];
      expect(ordered.rows[0]?.createdDate).toBe(newest?.createdDate);
      const onDisk = await readDb(file);
      expect(metaOf(onDisk)).toEqual(meta);
      expect(onDisk.transactions[0]?.createdDate).toBe(db.transactions[0]?.createdDate);
    } finally {
      await running.close();
    }
  });

  it('keeps the dates with FAKE_API_FREEZE_DATES=1 or refreshDates: false', async () => {
    const { file, seed } = await seedDaysAgo(2);
    vi.stubEnv('FAKE_API_FREEZE_DATES', '1');
    const frozen = await startFakeApi({ port: 0, dataFile: file });
    await frozen.close();
    expect((await readDb(file)).meta).toEqual(seed.meta);
    vi.unstubAllEnvs();
    const optedOut = await startFakeApi({ port: 0, dataFile: file, refreshDates: false });
    try {
      expect(optedOut.app.fakeApi.context.store.db.meta).toEqual(seed.meta);
    } finally {
      await optedOut.close();
    }
  });

  it('applies a pending status update that the move put later today after the usual delay', async () => {
    const file = join(folder, 'db.json');
    const seed = generateSeed({ transactions: 100, now: new Date(Date.now() - 2 * DAY) });
    const tx = seed.transactions.find((t) => t.status === 'PENDING');
    if (!tx) throw new Error('the seed has no PENDING transaction');
    // Asked an hour after the seed time: two days on, that is an hour from now.
    tx.pendingStatusUpdate = { status: 'APPROVED', requestedDate: new Date(Date.now() - 2 * DAY + 3_600_000).toISOString() };
    await writeDbAtomic(file, seed);
    const running = await startFakeApi({ port: 0, dataFile: file, statusDelayMs: 100 });
    try {
      const moved = running.app.fakeApi.context.store.db.transactions.find((t) => t.transactionId === tx.transactionId);
      await vi.waitFor(() => expect(moved?.status).toBe('APPROVED'), { timeout: 3000, interval: 50 });
      expect(moved?.pendingStatusUpdate).toBeNull();
    } finally {
      await running.close();
    }
  });

  it('never moves a database it seeds itself, even with an earlier `now`', async () => {
    const file = join(folder, 'fresh.json');
    const now = new Date(Date.now() - 5 * DAY);
    const running = await startFakeApi({ port: 0, dataFile: file, seedOptions: { transactions: 50, now } });
    try {
      expect(running.app.fakeApi.context.store.db.meta.seededAt).toBe(now.toISOString());
      expect(metaOf(running.app.fakeApi.context.store.db).firstSeededAt).toBeUndefined();
    } finally {
      await running.close();
    }
    expect((await ensureSeeded(file)).created).toBe(false);
  });
});
