import { describe, expect, it } from 'vitest';
import { payoutChangeBlock, payoutTargets } from './statusChangeRules';

describe('the sandbox payout status change (spec 02 §2)', () => {
  it('offers ERROR or PENDING from PENDING, ERROR, FINISHED or PROCESSED from PROCESSED, nothing from a final status', () => {
    expect(payoutTargets('PENDING')).toEqual(['ERROR', 'PENDING']);
    expect(payoutTargets('PROCESSED')).toEqual(['ERROR', 'FINISHED', 'PROCESSED']);
    expect(payoutTargets('ERROR')).toEqual([]);
    expect(payoutTargets('FINISHED')).toEqual([]);
  });

  it('opens for any open status with PAYOUT CHANGE_STATUS, for PENDING only without it, never for ERROR or FINISHED', () => {
    expect(payoutChangeBlock({ statusTypeCode: 'PROCESSED' }, true)).toBeNull();
    expect(payoutChangeBlock({ statusTypeCode: 'PROCESSED' }, false)).toBe('needs_change_status');
    expect(payoutChangeBlock({ statusTypeCode: 'PENDING' }, false)).toBeNull();
    expect(payoutChangeBlock({ statusTypeCode: 'ERROR' }, true)).toBe('final');
    expect(payoutChangeBlock({ statusTypeCode: 'FINISHED' }, true)).toBe('final');
  });

  it('waits while a change is pending', () => {
    expect(payoutChangeBlock({ statusTypeCode: 'PENDING', pendingStatusUpdate: { statusTypeCode: 'ERROR' } }, true)).toBe('pending');
  });
});
