/**
 * The public origin of the app (issue #31): where the links the API hands out (a payment link's
 * pay URL, a white-label preview) point. It comes from configuration, never from a request's
 * Host or X-Forwarded-Host: those are the caller's to write, and a pay URL is what customers
 * receive, so a forged header would send them to a host of the attacker's choosing.
 */

/** What `npm start` serves (scripts/start.ts); `npm run serve` passes its own (4173). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:5173';

/** An http(s) origin as `scheme://host[:port]`, or why not (a path, a query, another scheme). */
export function parsePublicOrigin(raw: string, name = 'PUBLIC_APP_ORIGIN'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) origin such as https://backoffice.example.com, got "${raw}"`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare)
    throw new Error(`${name} must be an http(s) origin without a path, such as https://backoffice.example.com, got "${raw}"`);
  return url.origin;
}

/** PUBLIC_APP_ORIGIN, else the demo's own origin. */
export function publicOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.PUBLIC_APP_ORIGIN;
  return raw ? parsePublicOrigin(raw) : DEFAULT_PUBLIC_ORIGIN;
}
