/**
 * "The disclaimer becomes accepted once" (spec 01 §4.2): remembered for the browser session and
 * the user, so the server is asked once per session rather than on every page load.
 */
const KEY = 'bo.disclaimerAcceptedDate';

export interface DisclaimerMemory {
  get(user: string): string | null;
  set(user: string, acceptedDate: string): void;
}

export function createDisclaimerMemory(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
): DisclaimerMemory {
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(storage?.getItem(KEY) ?? '{}') as Record<string, string>;
    } catch {
      return {};
    }
  };
  return {
    get: (user) => read()[user] ?? null,
    set: (user, acceptedDate) => storage?.setItem(KEY, JSON.stringify({ ...read(), [user]: acceptedDate })),
  };
}
