import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_ORIGIN, publicOriginFromEnv } from './publicOrigin';

describe('the public origin from PUBLIC_APP_ORIGIN', () => {
  it('defaults to the demo’s own origin, takes an http(s) origin and refuses anything else saying why', () => {
    expect(publicOriginFromEnv({})).toBe(DEFAULT_PUBLIC_ORIGIN);
    expect(publicOriginFromEnv({ PUBLIC_APP_ORIGIN: 'https://Backoffice.Example.com/' })).toBe('https://backoffice.example.com');
    expect(publicOriginFromEnv({ PUBLIC_APP_ORIGIN: 'http://localhost:4173' })).toBe('http://localhost:4173');
    for (const bad of ['backoffice.example.com', 'ftp://example.com', 'https://example.com/app', 'https://example.com?x=1'])
      expect(() => publicOriginFromEnv({ PUBLIC_APP_ORIGIN: bad }), bad).toThrow(/PUBLIC_APP_ORIGIN must be an http\(s\) origin/);
  });
});
