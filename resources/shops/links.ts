/**
 * A URL safe to put in an href: http(s) only. Shop fields are typed by merchants, and a
 * `javascript:` address in a link would run in the back-office's origin.
 */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A hex colour (#rgb or #rrggbb) that can be painted as a swatch; anything else is shown as text only. */
export const isHexColor = (value: unknown): value is string => typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
