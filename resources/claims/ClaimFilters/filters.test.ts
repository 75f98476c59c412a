import { describe, expect, it } from 'vitest';
import { missingRequiredFilters, parseWireDate } from '../../../src/framework';
import { EMPTY_CLAIM_CONFIG, type ClaimOptions } from '../types';
import { claimChoices, claimFilterSpecs, defaultClaimFilter, defaultClaimRange } from './filters';

const asIs = (key: string, options?: { _: string }) => options?._ ?? key;
const keyOf = (key: string) => key;

const options: ClaimOptions = {
  config: {
    ...EMPTY_CLAIM_CONFIG,
    claimReasonTypes: [{ code: 'FRAUD', description: 'Fraudulent transaction' }],
    claimStatusTypes: [
      { code: 'OPEN', name: 'Open' },
      { code: 'AGAINST_MERCHANT', name: 'Against merchant' },
      { code: 'REFUNDING', name: 'Refunding' },
      { code: 'REFUNDING_ERROR', name: 'Refunding error' },
      { code: 'DELETED', name: 'Deleted' },
    ],
    paymentChannelTypes: [{ code: 'CASH', description: 'Cash' }],
  },
  shops: [
    { id: 12, name: 'Zeta shop' },
    { id: 11, name: 'Alpha shop' },
  ],
  paymentMethods: [{ id: 3, name: 'Pix' }],
};

describe('claims default filter (spec 02 §9)', () => {
  it('covers one week back to the end of today, by claim date', () => {
    const now = new Date(2026, 10, 21, 15, 30);
    const filter = defaultClaimFilter(now);
    expect(filter).toEqual({ dateFrom: '14/11/2026 00:00:00.000', dateTo: '21/11/2026 23:59:59.999', dateType: 'ClaimDate' });
  });

  it('crosses month and year ends', () => {
    const { from, to } = defaultClaimRange(new Date(2027, 0, 3, 9));
    expect(from).toEqual(new Date(2026, 11, 27, 0, 0, 0, 0));
    expect(to).toEqual(new Date(2027, 0, 3, 23, 59, 59, 999));
    const filter = defaultClaimFilter(new Date(2027, 0, 3, 9));
    expect(parseWireDate(filter.dateFrom as string)).toEqual(from);
  });
});

describe('claims filter specs (spec 02 §2)', () => {
  const specs = claimFilterSpecs(claimChoices(options, asIs, keyOf), keyOf);
  const spec = (source: string) => specs.find((s) => s.source === source);

  it('lists the spec filters under the keys the API reads', () => {
    expect(specs.map((s) => s.source)).toEqual(['date', 'dateType', 'paymentMethodId', 'shopId', 'status', 'reason', 'email', 'channel']);
  });

  it('requires the date range and the date type, and nothing else', () => {
    expect(specs.filter((s) => s.required).map((s) => s.source)).toEqual(['date', 'dateType']);
    expect(missingRequiredFilters(specs, defaultClaimFilter())).toEqual([]);
    expect(missingRequiredFilters(specs, { dateFrom: '01/11/2026' }).map((s) => s.source)).toEqual(['date', 'dateType']);
  });

  it('offers the three date types', () => {
    const dateType = spec('dateType');
    expect(dateType?.kind === 'select' && dateType.choices.map((c) => c.id)).toEqual(['ClaimDate', 'TransactionDate', 'ProcessedDate']);
  });

  it('offers the statuses without deleted, refunding and refunding-error', () => {
    const status = spec('status');
    expect(status?.kind === 'select' && status.multiple).toBe(true);
    expect(status?.kind === 'select' && status.choices).toEqual([
      { id: 'OPEN', name: 'Open' },
      { id: 'AGAINST_MERCHANT', name: 'Against merchant' },
    ]);
  });

  it('fills the other selects from the config and option lists, shops by name', () => {
    const choices = claimChoices(options, asIs, keyOf);
    expect(choices.reason).toEqual([{ id: 'FRAUD', name: 'Fraudulent transaction' }]);
    expect(choices.channel).toEqual([{ id: 'CASH', name: 'Cash' }]);
    expect(choices.shop).toEqual([
      { id: '11', name: 'Alpha shop' },
      { id: '12', name: 'Zeta shop' },
    ]);
    expect(choices.paymentMethod).toEqual([{ id: '3', name: 'Pix' }]);
  });
});
