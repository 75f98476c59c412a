import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSeeded, parseCliArgs, readDb, writeDbAtomic } from './cli';
import { bodiesDirOf } from '../fileBodies';
import { generateSeed } from './generate';

const NOW = new Date('2026-11-21T15:30:00.000Z');
let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'seed-store-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('writeDbAtomic', () => {
  it('creates the folder, writes the JSON and leaves no temporary file', async () => {
    const file = join(folder, 'nested', 'db.json');
    const db = generateSeed({ transactions: 50, now: NOW });
    await writeDbAtomic(file, db);
    expect(await readdir(join(folder, 'nested'))).toEqual(['db.json']);
    expect(await readDb(file)).toEqual(db);
  });
});

describe('ensureSeeded', () => {
  it('writes a new database when the file is missing', async () => {
    const file = join(folder, 'db.json');
    const result = await ensureSeeded(file, { transactions: 40, seed: 5, now: NOW });
    expect(result.created).toBe(true);
    expect(result.db?.transactions).toHaveLength(40);
    expect((await readDb(file)).meta).toEqual({ seed: 5, scale: 40, seededAt: NOW.toISOString() });
  });

  it('keeps an existing file unless reset is asked', async () => {
    const file = join(folder, 'db.json');
    await writeFile(file, '{"keep":true}');
    const kept = await ensureSeeded(file, { transactions: 40, now: NOW });
    expect(kept).toEqual({ file, created: false, db: null });
    expect(await readFile(file, 'utf8')).toBe('{"keep":true}');

    const reset = await ensureSeeded(file, { transactions: 40, now: NOW, reset: true });
    expect(reset.created).toBe(true);
    expect((await readDb(file)).transactions).toHaveLength(40);
  });

  it('writes file bodies beside the data file, not in it, and a reset leaves no stale body', async () => {
    const file = join(folder, 'db.json');
    const { db } = await ensureSeeded(file, { transactions: 40, now: NOW });
    const bodies = bodiesDirOf(file);
    expect(bodies).toBe(join(folder, 'db.files'));
    const logo = db?.files.find((f) => f.contentType === 'image/svg+xml');
    expect(logo?.size).toBeGreaterThan(0);
    expect(await readFile(join(bodies, logo?.fileKey ?? ''), 'utf8')).toMatch(/^<svg /);
    expect((await readDb(file)).files.every((f) => !('content' in f))).toBe(true);
    expect((await readdir(bodies)).sort()).toEqual(db?.files.map((f) => f.fileKey).sort());

    await writeFile(join(bodies, 'stale-upload'), 'left from before');
    await ensureSeeded(file, { transactions: 40, now: NOW, reset: true });
    expect(existsSync(join(bodies, 'stale-upload'))).toBe(false);
    expect(existsSync(join(bodies, logo?.fileKey ?? ''))).toBe(true);
  });
});

describe('parseCliArgs', () => {
  it('reads every option', () => {
    expect(parseCliArgs(['--reset', '--scale', '100000', '--seed', '7', '--out', 'x/db.json', '--now', '2026-01-02T00:00:00Z'])).toEqual({
      reset: true,
      transactions: 100000,
      seed: 7,
      out: 'x/db.json',
      now: new Date('2026-01-02T00:00:00Z'),
    });
  });

  it('defaults to 5000 transactions, seed 42 and the FAKE_API_DATA_FILE path', () => {
    const previous = process.env.FAKE_API_DATA_FILE;
    process.env.FAKE_API_DATA_FILE = '/tmp/elsewhere.json';
    try {
      expect(parseCliArgs([])).toEqual({ reset: false, transactions: 5000, seed: 42, out: '/tmp/elsewhere.json', now: undefined });
    } finally {
      if (previous === undefined) delete process.env.FAKE_API_DATA_FILE;
      else process.env.FAKE_API_DATA_FILE = previous;
    }
  });

  it('rejects bad values and unknown options', () => {
    expect(() => parseCliArgs(['--scale', 'many'])).toThrow('--scale must be a non-negative integer');
    expect(() => parseCliArgs(['--seed'])).toThrow('--seed needs a value');
    expect(() => parseCliArgs(['--fast'])).toThrow('Unknown option --fast');
  });
});
