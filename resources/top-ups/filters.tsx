import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DependentSelectInput, type DependentChoice, type FilterChoice, type FilterSpec, type SearchConfig } from '../../src/framework';
import type { MovementConfig } from './types';
import { useMovementConfig } from './useMovementConfig';

/** The keys the API reads (spec 03 §8): createdDateFrom/To, merchantId, shopId, currencyCode, type. */
export const MOVEMENT_FILTER_KEYS = {
  range: 'createdDate',
  merchant: 'merchantId',
  shop: 'shopId',
  currency: 'currencyCode',
  type: 'type',
} as const;

export const MOVEMENT_SEARCH: SearchConfig = { source: 'query' };

const byName = (a: FilterChoice, b: FilterChoice) => a.name.localeCompare(b.name);

/** The config as select choices: merchants and shops by name, shops tagged with their merchant. */
export function movementChoices(config: MovementConfig, typeName: (code: string, fallback: string) => string = (_c, f) => f) {
  return {
    merchant: config.merchants.map((m): FilterChoice => ({ id: String(m.merchantId), name: m.merchantName })).sort(byName),
    shop: config.shops
      .map((s): DependentChoice => ({ id: String(s.shopId), name: s.shopName, parentId: String(s.merchantId) }))
      .sort(byName),
    currency: config.currencies
      .map((c): FilterChoice => ({ id: c.currencyCode, name: `${c.currencyCode} - ${c.description}` }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    type: config.types.map((t): FilterChoice => ({ id: t.code, name: typeName(t.code, t.description) })),
  };
}

/**
 * Spec 03 §2 Top-ups: created date range, merchant, shop (limited to the chosen merchant) and
 * currency, all optional and always shown; the adjustment-movements screen adds the type.
 * `resource` names the screen whose `filters.*` messages label them.
 */
export function movementFilterSpecs(choices: ReturnType<typeof movementChoices>, resource: string, withType: boolean): FilterSpec[] {
  const label = (name: string) => `resources.${resource}.filters.${name}`;
  const k = MOVEMENT_FILTER_KEYS;
  const specs: FilterSpec[] = [
    { kind: 'dateRange', source: k.range, label: label('createdDate'), alwaysOn: true },
    { kind: 'select', source: k.merchant, label: label('merchant'), choices: choices.merchant, alwaysOn: true },
    {
      kind: 'input',
      source: k.shop,
      label: label('shop'),
      alwaysOn: true,
      input: <DependentSelectInput source={k.shop} label={label('shop')} parentSource={k.merchant} choices={choices.shop} />,
    },
    { kind: 'select', source: k.currency, label: label('currency'), choices: choices.currency, alwaysOn: true },
  ];
  if (withType) specs.push({ kind: 'select', source: k.type, label: label('type'), choices: choices.type, alwaysOn: true });
  return specs;
}

/** The screen's filter specs with the loaded config, memoised for the list. */
export function useMovementFilters(resource: string, withType = false): FilterSpec[] {
  const config = useMovementConfig();
  const translate = useTranslate();
  return useMemo(() => {
    const typeName = (code: string, fallback: string) => translate(`resources.${resource}.types.${code}`, { _: fallback });
    return movementFilterSpecs(movementChoices(config, typeName), resource, withType);
  }, [config, resource, withType, translate]);
}
