/** The most of a caller's value an error message repeats (issue #31: a 400 echoed a 6 MB input back). */
export const QUOTE_MAX = 40;

/** A value the caller sent, as an error message may repeat it: its first QUOTE_MAX characters, then '…'. */
export function quoted(value: unknown): string {
  const text = String(value);
  return text.length <= QUOTE_MAX ? text : `${text.slice(0, QUOTE_MAX)}…`;
}
