/**
 * Drafts of forms left half-way (a payout, a refund request): what was typed is kept in the
 * tab's sessionStorage until it is saved, so a reload or a trip to another screen loses nothing.
 * Every draft key starts with DRAFT_PREFIX, so the end of a session can drop them all.
 */
export const DRAFT_PREFIX = 'draft:';

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export function readDraft<T extends object>(key: string): Partial<T> | undefined {
  try {
    const text = storage()?.getItem(DRAFT_PREFIX + key);
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: object): void {
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(values));
  } catch {
    // A full or disabled storage only loses the draft, never the form.
  }
}

const generations = new Map<string, number>();

/** Bumped by clearDraft: a write scheduled before a draft was cleared (a form just saved) is dropped. */
export const draftGeneration = (key: string) => generations.get(key) ?? 0;

export function clearDraft(key: string): void {
  generations.set(key, draftGeneration(key) + 1);
  storage()?.removeItem(DRAFT_PREFIX + key);
}

/** Drops every draft: a session that ends takes what its user typed with it. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(DRAFT_PREFIX)) store.removeItem(key);
}
