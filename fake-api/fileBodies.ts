/**
 * Where file bodies live: one file per fileKey in a folder beside the data file
 * (fake-api/data/db.json -> fake-api/data/db.files/), so uploads never swell the JSON that is
 * rewritten on every change, and survive a restart with it. Without a data file, in memory.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { FILE_KEY_PATTERN } from '../contract/uploadRules';
import type { FileRow } from './seed/types';

export { FILE_KEY_PATTERN };

export interface FileBodies {
  /** Synchronous, so a file's row is never seen (nor persisted) before its body exists. */
  write(fileKey: string, bytes: Buffer): void;
  read(fileKey: string): Promise<Buffer | undefined>;
}

/** The body folder of a data file: its name without the extension, plus `.files`. */
export function bodiesDirOf(dataFile: string): string {
  return join(dirname(dataFile), `${basename(dataFile, extname(dataFile))}.files`);
}

function checkedKey(fileKey: string): string {
  if (!FILE_KEY_PATTERN.test(fileKey)) throw new Error(`not a file key: ${JSON.stringify(fileKey)}`);
  return fileKey;
}

export function diskBodies(dir: string): FileBodies {
  let made = false;
  return {
    write(fileKey, bytes) {
      if (!made) mkdirSync(dir, { recursive: true });
      made = true;
      writeFileSync(join(dir, checkedKey(fileKey)), bytes);
    },
    async read(fileKey) {
      try {
        return await readFile(join(dir, checkedKey(fileKey)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export function memoryBodies(): FileBodies {
  const bodies = new Map<string, Buffer>();
  return {
    write: (fileKey, bytes) => void bodies.set(fileKey, bytes),
    read: async (fileKey) => bodies.get(fileKey),
  };
}

/** A freshly seeded data file's bodies: the folder is emptied first, so no stale body outlives a reseed. */
export async function replaceBodies(dir: string, bodies: ReadonlyMap<string, Buffer>): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const entries = [...bodies];
  // A few hundred small files; batches keep the open files well under the process's limit.
  for (let i = 0; i < entries.length; i += 64) {
    await Promise.all(entries.slice(i, i + 64).map(([key, bytes]) => writeFile(join(dir, checkedKey(key)), bytes)));
  }
}

/** How a data file written before bodies moved out stored them, inside each row. */
type RowWithBody = FileRow & { encoding?: 'base64' | 'utf8'; content?: string };

/** Moves bodies still inside rows (an older data file) to the body store; answers how many moved. */
export function moveBodiesOut(files: FileRow[], bodies: FileBodies): number {
  let moved = 0;
  for (const row of files as RowWithBody[]) {
    if (typeof row.content !== 'string') continue;
    const bytes = Buffer.from(row.content, row.encoding === 'base64' ? 'base64' : 'utf8');
    bodies.write(row.fileKey, bytes);
    row.size = bytes.length;
    delete row.content;
    delete row.encoding;
    moved += 1;
  }
  return moved;
}
