/**
 * The fake API's database in memory, written back to the data file after changes. Writes are
 * debounced (a burst of changes costs one write) and atomic (temp file + rename, in
 * seed/cli.ts), so a crash never leaves half a file and a restart keeps every write.
 */
import type { Db } from './seed/types';
import { writeDbAtomic } from './seed/store';

export type CollectionKey = Exclude<keyof Db, 'meta'>;

export class Store {
  private versions = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    readonly db: Db,
    private readonly file: string | undefined,
    private readonly debounceMs = 200,
  ) {}

  /** Bumped on every change: sorted copies and other caches compare against it. */
  version(name: CollectionKey): number {
    return this.versions.get(name) ?? 0;
  }

  /** Call after changing a collection in place. */
  changed(name: CollectionKey): void {
    this.versions.set(name, this.version(name) + 1);
    if (!this.file) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.debounceMs);
  }

  /** Writes pending changes now (close() and tests call this). */
  async flush(): Promise<void> {
    if (!this.timer || !this.file) return this.writing;
    clearTimeout(this.timer);
    this.timer = undefined;
    const file = this.file;
    this.writing = this.writing.then(async () => {
      try {
        await writeDbAtomic(file, this.db);
      } catch (err) {
        console.error(`fake-api: could not write ${file}:`, err);
      }
    });
    return this.writing;
  }
}
