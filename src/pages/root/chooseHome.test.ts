import { describe, expect, it } from 'vitest';
import { canAccess } from '../../../contract/access/canAccess';
import type { Role } from '../../../contract/access/types';
import { balanceFallback, chooseBalanceRoute, chooseHome, type AccessAnswer } from './chooseHome';

const roleOf = (...entries: [string, ...string[]][]): Role => ({
  code: 'T',
  resources: entries.map(([code, ...patents]) => ({ code, patents: patents.map((p) => ({ code: p })) })),
});
/** The answers the auth provider would give for that role. */
const roleWith = (...entries: [string, ...string[]][]): AccessAnswer => {
  const role = roleOf(...entries);
  return (code, action) => canAccess(role, code, action);
};

const transactionsOnly = [
  { name: 'transactions', access: 'TRANSACTION' },
  { name: 'transactions-v2', access: 'TRANSACTION_V2' },
];

describe('chooseBalanceRoute (spec 01 §2.3)', () => {
  it('prefers the ledger with NEW_DASHBOARD and BALANCE_LEDGER view', () => {
    expect(chooseBalanceRoute(roleWith(['NEW_DASHBOARD', 'VIEW'], ['BALANCE_LEDGER', 'VIEW']))).toBe('balance-ledger');
  });
  it('falls back to the balance screen with NEW_DASHBOARD only', () => {
    expect(chooseBalanceRoute(roleWith(['NEW_DASHBOARD', 'VIEW'], ['BALANCE_LEDGER', 'MENU']))).toBe('balance');
  });
  it('uses the global balance without NEW_DASHBOARD when GLOBAL_BALANCE menu (03 §6: or view) is allowed', () => {
    expect(chooseBalanceRoute(roleWith(['GLOBAL_BALANCE', 'MENU']))).toBe('balance-legacy');
    expect(chooseBalanceRoute(roleWith(['GLOBAL_BALANCE', 'VIEW']))).toBe('balance-legacy');
    expect(chooseBalanceRoute(roleWith(['GLOBAL_BALANCE']))).toBeNull();
    expect(chooseBalanceRoute(roleWith())).toBeNull();
  });
});

describe('balanceFallback (a balance route the role may not open)', () => {
  it('sends a role without NEW_DASHBOARD to the global balance, a MENU-only one included', () => {
    expect(balanceFallback(roleWith(['GLOBAL_BALANCE', 'MENU']))).toBe('balance-legacy');
    expect(balanceFallback(roleWith(['GLOBAL_BALANCE', 'MENU', 'VIEW'], ['BALANCE_LEDGER', 'VIEW']))).toBe('balance-legacy');
  });
  it('sends a role with NEW_DASHBOARD but no ledger to the balance screen', () => {
    expect(balanceFallback(roleWith(['NEW_DASHBOARD', 'VIEW']))).toBe('balance');
  });
  it('falls back to the ledger, and to nothing (the logout) for a role that may see no balance', () => {
    expect(balanceFallback(roleWith(['BALANCE_LEDGER', 'VIEW']))).toBe('balance-ledger');
    expect(balanceFallback(roleWith(['TRANSACTION', 'VIEW'], ['BALANCE_LEDGER', 'MENU']))).toBeNull();
  });
});

describe('chooseHome', () => {
  it('goes to the first resource the role may view while no balance screen exists', () => {
    const role = roleWith(['NEW_DASHBOARD', 'VIEW'], ['TRANSACTION_V2', 'VIEW'], ['TRANSACTION', 'MENU']);
    expect(chooseHome(role, transactionsOnly)).toBe('/transactions-v2');
  });
  it('goes to the chosen balance screen once it is declared', () => {
    const role = roleWith(['NEW_DASHBOARD', 'VIEW'], ['TRANSACTION', 'VIEW']);
    expect(chooseHome(role, [...transactionsOnly, { name: 'balance', access: 'NEW_DASHBOARD' }])).toBe('/balance');
  });
  it('answers null when the role may view nothing', () => {
    expect(chooseHome(roleWith(['TRANSACTION', 'MENU']), transactionsOnly)).toBeNull();
  });
});
