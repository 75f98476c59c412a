import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_VERSION_PATH, type GridReply } from '../contract/wire';
import { findAccount } from './auth';
import { generateSeed } from './seed/generate';
import { createFakeApi, type FakeApiApp } from './server';

const DAY = 86_400_000;
/** Five minutes before midnight UTC: the case a test run or an overnight demo meets. */
const SEEDED = new Date('2026-11-30T23:55:00.000Z');

function ddmmyyyy(at: Date): string {
  const [y, m, d] = at.toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

describe('a running fake API follows the UTC day', () => {
  let server: Server | undefined;
  let now: Date;
  beforeEach(() => {
    now = SEEDED;
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  async function serve(seededAt: Date, followToday = true): Promise<{ app: FakeApiApp; onDay: (day: Date) => Promise<number> }> {
    const app = createFakeApi({ db: generateSeed({ transactions: 300, now: seededAt }), followToday, clock: () => now });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_VERSION_PATH}`;
    const { token } = app.fakeApi.context.auth.issueToken(findAccount('super@demo.test')!);
    const onDay = async (day: Date): Promise<number> => {
      const d = ddmmyyyy(day);
      const reply = await fetch(`${url}/transactions/v2?createdDateFrom=${d} 00:00:00.000&createdDateTo=${d} 23:59:59.999&pageSize=1`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(reply.status).toBe(200);
      return ((await reply.json()) as GridReply).count;
    };
    return { app, onDay };
  }

  it('moves every date forward on the first request of a new day, caches included', async () => {
    const { app, onDay } = await serve(SEEDED);
    const today = await onDay(SEEDED);
    const yesterday = await onDay(new Date(SEEDED.getTime() - DAY));
    expect(today).toBeGreaterThan(0);
    expect(yesterday).toBeGreaterThan(0);

    now = new Date('2026-12-01T00:05:00.000Z');
    // The seed's last day is now the new "today", and the day before it is "yesterday": the
    // sorted copies and column caches built for the first answers were rebuilt.
    expect(await onDay(now)).toBe(today);
    expect(await onDay(SEEDED)).toBe(yesterday);
    expect(app.fakeApi.context.store.db.meta.seededAt).toBe('2026-12-01T23:55:00.000Z');

    // Later requests of the same day move nothing again.
    now = new Date('2026-12-01T18:00:00.000Z');
    expect(await onDay(now)).toBe(today);
    expect(app.fakeApi.context.store.db.meta.seededAt).toBe('2026-12-01T23:55:00.000Z');
  });

  it('reads the seed day only on the first request of another UTC day', async () => {
    const { app, onDay } = await serve(SEEDED);
    await onDay(SEEDED);
    const { meta } = app.fakeApi.context.store.db;
    // A seed day the middleware would move from, were it read again on the same UTC day.
    meta.seededAt = new Date(SEEDED.getTime() - DAY).toISOString();
    now = new Date('2026-11-30T23:59:00.000Z');
    await onDay(now);
    expect(meta.seededAt).toBe(new Date(SEEDED.getTime() - DAY).toISOString());
    now = new Date('2026-12-01T00:05:00.000Z');
    await onDay(now);
    expect(meta.seededAt).toBe(new Date(SEEDED.getTime() + DAY).toISOString());
  });

  it('leaves a db seeded at an earlier fixed time as it is (tests asserting on dates)', async () => {
    const earlier = new Date(SEEDED.getTime() - 3 * DAY);
    const { app, onDay } = await serve(earlier);
    const count = await onDay(earlier);
    expect(count).toBeGreaterThan(0);
    now = new Date('2026-12-01T00:05:00.000Z');
    expect(await onDay(earlier)).toBe(count);
    expect(app.fakeApi.context.store.db.meta.seededAt).toBe(earlier.toISOString());
  });

  it('keeps the dates when following is off (FAKE_API_FREEZE_DATES)', async () => {
    const { app, onDay } = await serve(SEEDED, false);
    const count = await onDay(SEEDED);
    now = new Date('2026-12-01T00:05:00.000Z');
    expect(await onDay(SEEDED)).toBe(count);
    expect(app.fakeApi.context.store.db.meta.seededAt).toBe(SEEDED.toISOString());
  });
});
