/** Spec 01 §2.2/§8: logout shows one of three goodbyes at random. */
export const GOODBYES = ['messages.goodbye_1', 'messages.goodbye_2', 'messages.goodbye_3'] as const;

export const randomGoodbye = (random: () => number = Math.random): string =>
  GOODBYES[Math.min(GOODBYES.length - 1, Math.floor(random() * GOODBYES.length))];
