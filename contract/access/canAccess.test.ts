import { describe, expect, it } from 'vitest';
import { canAccess, canAccessAny } from './canAccess';
import type { Role } from './types';

const role: Role = {
  code: 'TEST',
  resources: [
    { code: 'TRANSACTION', patents: [{ code: 'VIEW' }, { code: 'MENU' }] },
    { code: 'PAYIN_STATUS_CHANGE', patents: [] },
  ],
};

describe('canAccess', () => {
  it('needs the resource', () => {
    expect(canAccess(role, 'CLAIM', 'VIEW')).toBe(false);
    expect(canAccess(undefined, 'TRANSACTION', 'VIEW')).toBe(false);
  });
  it('needs the named action', () => {
    expect(canAccess(role, 'TRANSACTION', 'VIEW')).toBe(true);
    expect(canAccess(role, 'TRANSACTION', 'EXPORT')).toBe(false);
  });
  it('passes on the resource alone when no action is named', () => {
    expect(canAccess(role, 'PAYIN_STATUS_CHANGE')).toBe(true);
    expect(canAccess(role, 'payin_status_change')).toBe(true);
  });
  it('any of several resources', () => {
    expect(canAccessAny(role, ['CLAIM', 'TRANSACTION'], 'MENU')).toBe(true);
    expect(canAccessAny(role, ['CLAIM', 'SHOP'], 'MENU')).toBe(false);
  });
});
