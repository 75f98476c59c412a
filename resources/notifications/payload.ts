/** How a notification body is shown: pretty JSON when it parses, else the raw text, always as text. */
export type FormattedPayload = { kind: 'json'; text: string } | { kind: 'text'; text: string } | { kind: 'empty'; text: '' };

/**
 * Bodies are whatever the shop's endpoint sent (JSON, an HTML error page, nothing). JSON is
 * re-indented for reading; anything else is returned untouched, to be rendered as text.
 */
export function formatPayload(body: string | null | undefined): FormattedPayload {
  const raw = body ?? '';
  if (!raw.trim()) return { kind: 'empty', text: '' };
  try {
    return { kind: 'json', text: JSON.stringify(JSON.parse(raw), null, 2) };
  } catch {
    return { kind: 'text', text: raw };
  }
}

/** A network status counts as delivered when the endpoint answered 2xx; 0 (no answer) is a failure. */
export const isDelivered = (status: number | null | undefined): boolean => typeof status === 'number' && status >= 200 && status < 300;
