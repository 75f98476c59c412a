import { describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/access/types';
import type { ViewLoader } from '../../framework/defineResource';
import { decideViewRoute, viewForPath } from './routeAccess';

const role = (resources: Record<string, string[]>): Role =>
  ({
    code: 'TEST',
    resources: Object.entries(resources).map(([code, patents]) => ({ code, patents: patents.map((p) => ({ code: p })) })),
  }) as Role;

const viewer = role({ TRANSACTION: ['VIEW', 'MENU'], TRANSACTION_V2: ['VIEW', 'MENU'] });
const adder = role({ TRANSACTION: ['VIEW', 'MENU', 'ADD'] });

describe('decideViewRoute (spec 01 §2.2)', () => {
  it('sends a role without ADD on /new to /logout, with or without a create view', () => {
    expect(decideViewRoute(viewer, 'TRANSACTION', 'create', true)).toBe('denied');
    expect(decideViewRoute(viewer, 'TRANSACTION', 'create', false)).toBe('denied');
    expect(decideViewRoute(null, 'TRANSACTION', 'create', true)).toBe('denied');
  });
  it('shows not-found, not the list, to a role with ADD where no create view is declared', () => {
    expect(decideViewRoute(adder, 'TRANSACTION', 'create', false)).toBe('not-found');
    expect(decideViewRoute(adder, 'TRANSACTION', 'create', true)).toBe('render');
  });
  it('needs VIEW for the list and the detail', () => {
    expect(decideViewRoute(viewer, 'TRANSACTION', 'list', true)).toBe('render');
    expect(decideViewRoute(viewer, 'TRANSACTION', 'show', true)).toBe('render');
    expect(decideViewRoute(viewer, 'PAYOUT', 'list', true)).toBe('denied');
  });
});

describe('viewForPath (the chunk the boot fetches ahead)', () => {
  const ListView = () => null;
  const CreateView = () => null;
  const list: ViewLoader = () => Promise.resolve(ListView);
  const create: ViewLoader = () => Promise.resolve(CreateView);
  /** The view a loader brings (the route's loader wraps the declaration's, to bring its messages along). */
  const viewOf = async (loader: ViewLoader | null) => (loader ? loader() : null);
  const definitions = [
    { name: 'transactions', access: 'TRANSACTION' as const, list, create },
    { name: 'transactions-v2', access: 'TRANSACTION_V2' as const, list },
  ];
  it('picks the list of an exact resource path the role may view', async () => {
    expect(await viewOf(viewForPath(definitions, '/transactions', viewer))).toBe(ListView);
    expect(await viewOf(viewForPath(definitions, '/transactions-v2/', viewer))).toBe(ListView);
  });
  it('picks the create view of /new only with ADD', async () => {
    expect(await viewOf(viewForPath(definitions, '/transactions/new', adder))).toBe(CreateView);
    expect(viewForPath(definitions, '/transactions/new', viewer)).toBeNull();
  });
  it('fetches nothing for unknown, deeper or forbidden paths, or without a role', () => {
    expect(viewForPath(definitions, '/', viewer)).toBeNull();
    expect(viewForPath(definitions, '/login', viewer)).toBeNull();
    expect(viewForPath(definitions, '/transactions/a/b/c', viewer)).toBeNull();
    expect(viewForPath(definitions, '/transactions-v2', adder)).toBeNull();
    expect(viewForPath(definitions, '/transactions', null)).toBeNull();
  });
});
