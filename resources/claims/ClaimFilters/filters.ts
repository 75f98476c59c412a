import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { toWireDate, type FilterChoice, type FilterSpec, type FilterValues, apiNow, daysBack } from '../../../src/framework';
import { filterStatusCodes } from '../../../contract/claims/claimStatus';
import type { ClaimOptions } from '../types';
import { translatedCodeName } from '../../../src/i18n/useReferenceNames';

/**
 * The Claims filters (spec 02 §2) keyed by the names the API reads, so the URL, the cookies
 * (claims_*) and the query hold the same thing. The range is `dateFrom`/`dateTo` and applies to
 * the date the `dateType` names.
 */
export const CLAIM_WIRE_KEYS = {
  range: 'date',
  from: 'dateFrom',
  to: 'dateTo',
  dateType: 'dateType',
  paymentMethod: 'paymentMethodId',
  shop: 'shopId',
  status: 'status',
  reason: 'reason',
  email: 'email',
  channel: 'channel',
  transactionId: 'transactionId',
} as const;

/** Date types of spec 01 §3 ("Report date filters: claims"), sent as they are named there. */
export const CLAIM_DATE_TYPES = ['ClaimDate', 'TransactionDate', 'ProcessedDate'] as const;
export type ClaimDateType = (typeof CLAIM_DATE_TYPES)[number];

/** Spec 02 §9: one week back to today, whole days in the user's local time. */
export const defaultClaimRange = (now: Date = apiNow()): { from: Date; to: Date } => daysBack(7, now);

/** The first view, and what Clear goes back to: the last week by claim date. */
export function defaultClaimFilter(now: Date = apiNow()): FilterValues {
  const { from, to } = defaultClaimRange(now);
  return { [CLAIM_WIRE_KEYS.from]: toWireDate(from), [CLAIM_WIRE_KEYS.to]: toWireDate(to), [CLAIM_WIRE_KEYS.dateType]: 'ClaimDate' };
}

type Translate = (key: string, options?: { _: string }) => string;
type KeyOf = (key: string) => string;

const byName = (a: FilterChoice, b: FilterChoice) => a.name.localeCompare(b.name);

/** Option lists of the select filters; statuses are translated, falling back to the configured name. */
export function claimChoices({ config, shops, paymentMethods }: ClaimOptions, translate: Translate, key: KeyOf) {
  const statusName = (code: string) =>
    translate(key(`statuses.${code}`), { _: config.claimStatusTypes.find((s) => s.code === code)?.name ?? code });
  return {
    dateType: CLAIM_DATE_TYPES.map((type): FilterChoice => ({ id: type, name: translate(key(`dateTypes.${type}`), { _: type }) })),
    status: filterStatusCodes(config.claimStatusTypes).map((code): FilterChoice => ({ id: code, name: statusName(code) })),
    reason: config.claimReasonTypes.map((r): FilterChoice => ({
      id: r.code,
      name: translatedCodeName(translate, 'claim_reasons', r.code, r.description),
    })),
    channel: config.paymentChannelTypes.map((c): FilterChoice => ({
      id: c.code,
      name: translatedCodeName(translate, 'channels', c.code, c.description),
    })),
    shop: shops.map((s): FilterChoice => ({ id: String(s.id), name: s.name })).sort(byName),
    paymentMethod: paymentMethods.map((p): FilterChoice => ({ id: String(p.id), name: p.name })).sort(byName),
  };
}

export type ClaimChoices = ReturnType<typeof claimChoices>;

/** The filters of spec 02 §2 in the spec's order; the range and the date type are required. */
export function claimFilterSpecs(choices: ClaimChoices, key: KeyOf): FilterSpec[] {
  const label = (name: string) => key(`filters.${name}`);
  const k = CLAIM_WIRE_KEYS;
  return [
    { kind: 'dateRange', source: k.range, label: label('dateRange'), required: true },
    { kind: 'select', source: k.dateType, label: label('dateType'), choices: choices.dateType, required: true, fitChoices: true },
    { kind: 'select', source: k.paymentMethod, label: label('paymentMethod'), choices: choices.paymentMethod },
    { kind: 'select', source: k.shop, label: label('shop'), choices: choices.shop },
    { kind: 'select', source: k.status, label: label('status'), choices: choices.status, multiple: true, alwaysOn: true },
    { kind: 'select', source: k.reason, label: label('reason'), choices: choices.reason },
    { kind: 'text', source: k.email, label: label('email') },
    { kind: 'select', source: k.channel, label: label('channel'), choices: choices.channel },
  ];
}

export const claimKey: KeyOf = (key) => `resources.claims.${key}`;

/** The filter specs with the loaded options, memoised for the list. */
export function useClaimFilters(options: ClaimOptions): FilterSpec[] {
  const translate = useTranslate();
  return useMemo(() => claimFilterSpecs(claimChoices(options, translate, claimKey), claimKey), [options, translate]);
}
