import { describe, expect, it } from 'vitest';
import { allowedTransitions, canTransition, TRANSACTION_STATUSES } from './transitions';

describe('sandbox transaction transitions (spec 02 §4)', () => {
  it.each(['APPROVED', 'CANCELLED', 'FAILED'])('%s is final', (status) => {
    expect(allowedTransitions(status)).toEqual([]);
    for (const to of TRANSACTION_STATUSES) expect(canTransition(status, to)).toBe(false);
  });

  it.each(['EXPIRED', 'MISSING_INFO', 'ONHOLD', 'PENDING', 'REJECTED'])('%s may go to any other status', (status) => {
    const allowed = allowedTransitions(status);
    expect(allowed).toHaveLength(7);
    expect(allowed).not.toContain(status);
    expect(allowed).toEqual(TRANSACTION_STATUSES.filter((s) => s !== status));
  });

  it('PENDING may be approved but not stay pending', () => {
    expect(canTransition('PENDING', 'APPROVED')).toBe(true);
    expect(canTransition('PENDING', 'PENDING')).toBe(false);
  });

  it('reads statuses case-insensitively and refuses unknown ones', () => {
    expect(canTransition('pending', 'approved')).toBe(true);
    expect(allowedTransitions('REVERSED')).toEqual([]);
    expect(allowedTransitions(undefined)).toEqual([]);
  });
});
