import { describe, expect, it } from 'vitest';
import { WRITES, findWrite } from '../contract/writes';
import { generateSeed } from './seed/generate';
import { createFakeApi } from './server';

/** An express layer: a route (its methods and handlers) or a router holding more layers. */
interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: { bodySchema?: unknown } }[] };
  handle: { stack?: Layer[] };
}

interface Route {
  method: string;
  path: string;
  /** The schemas the route's handlers check their body with (`withBody`). */
  schemas: unknown[];
}

function writeRoutes(stack: Layer[], out: Route[] = []): Route[] {
  for (const layer of stack) {
    if (layer.route) {
      const schemas = layer.route.stack.map((s) => s.handle.bodySchema).filter(Boolean);
      for (const method of Object.keys(layer.route.methods)) {
        if (method !== 'get') out.push({ method: method.toUpperCase(), path: layer.route.path, schemas });
      }
    } else if (layer.handle.stack) writeRoutes(layer.handle.stack, out);
  }
  return out;
}

const app = createFakeApi({ db: generateSeed({ transactions: 50, now: new Date('2026-11-27T12:00:00Z') }) });
const routes = writeRoutes((app as unknown as { _router: { stack: Layer[] } })._router.stack);
const named = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('every write of the API has its body in the contract (contract/writes)', () => {
  it('finds the write routes', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.map((r) => [named(r), r] as const))('%s is declared, and checks its body with the declared schema', (_name, route) => {
    const declared = WRITES.filter((w) => w.method === route.method && w.path === route.path);
    expect(declared, 'declared once in contract/writes').toHaveLength(1);
    const { body } = declared[0];
    if (typeof body === 'string') expect(route.schemas, `${body}: no JSON schema`).toEqual([]);
    else expect(route.schemas, 'withBody(the contract schema)').toEqual([body]);
  });

  it('declares no write the API does not route', () => {
    const routed = new Set(routes.map(named));
    expect(WRITES.map(named).filter((w) => !routed.has(w))).toEqual([]);
  });

  it('finds the declared write of a concrete call, as the HTTP client does', () => {
    for (const w of WRITES) {
      const concrete = w.path.replace(/:\w+(\([^)]*\))?/g, '12');
      expect(findWrite(w.method, concrete), named(w)).toBe(w);
    }
  });
});
