import { describe, expect, it } from 'vitest';
import { completeDb } from './server';
import { generateSeed } from './seed/generate';

describe('completeDb (a data file from an earlier version)', () => {
  it('adds the collections it lacks from its own seed and keeps what it has, writes included', () => {
    const now = new Date('2026-11-20T12:00:00.000Z');
    const db = generateSeed({ seed: 7, transactions: 60, now });
    const fresh = generateSeed({ seed: 7, transactions: 60, now });
    db.shops[0].shopName = 'Renamed by the user';
    const old = db as Partial<typeof db>;
    delete old.adjustmentMovements;
    delete old.impersonations;
    expect(completeDb(db).sort()).toEqual(['adjustmentMovements', 'impersonations']);
    expect(db.adjustmentMovements).toEqual(fresh.adjustmentMovements);
    expect(db.impersonations).toEqual([]);
    expect(db.shops[0].shopName).toBe('Renamed by the user');
    expect(completeDb(db)).toEqual([]);
  });
});
