/** Reading and writing the fake API's data file (JSON of Db), atomically. */
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { bodiesDirOf, replaceBodies } from '../fileBodies';
import type { Db } from './types';
import { generateSeedWithBodies, type GenerateOptions } from './generate';

export const DEFAULT_DATA_FILE = 'fake-api/data/db.json';

/** process.env.FAKE_API_DATA_FILE, else fake-api/data/db.json (relative to the working folder). */
export function dataFilePath(): string {
  return process.env.FAKE_API_DATA_FILE ?? DEFAULT_DATA_FILE;
}

/**
 * Writes the JSON to a temporary file in the same folder, then renames it over the target: a
 * reader never sees half a file, and a crash leaves the previous file intact.
 */
export async function writeDbAtomic(file: string, db: Db): Promise<void> {
  const folder = dirname(file);
  await mkdir(folder, { recursive: true });
  const temp = join(folder, `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(temp, JSON.stringify(db), 'utf8');
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

export async function readDb(file: string): Promise<Db> {
  return JSON.parse(await readFile(file, 'utf8')) as Db;
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export interface EnsureSeededOptions extends GenerateOptions {
  /** Regenerate even when the file exists. */
  reset?: boolean;
}

export interface EnsureSeededResult {
  file: string;
  /** True when a new database was generated and written. */
  created: boolean;
  /** The generated database when `created`; null when the existing file was kept (use readDb). */
  db: Db | null;
}

/**
 * Generates and writes the database unless the file already exists (or `reset` is set). File
 * bodies go to the folder beside it (bodiesDirOf), emptied first: a reseed leaves no stale upload.
 */
export async function ensureSeeded(file: string = dataFilePath(), options: EnsureSeededOptions = {}): Promise<EnsureSeededResult> {
  const { reset = false, ...generateOptions } = options;
  if (!reset && (await fileExists(file))) return { file, created: false, db: null };
  const { db, bodies } = generateSeedWithBodies(generateOptions);
  await replaceBodies(bodiesDirOf(file), bodies);
  await writeDbAtomic(file, db);
  return { file, created: true, db };
}
