import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterChoice, FilterSpec } from '../../src/framework';
import { DATE_TYPES, ORIGINS, WIRE_KEYS } from './filterRules';
import { TRANSACTION_STATUSES } from './transitions';
import { useTransactionConfig, type TransactionConfig } from './useTransactionConfig';
import { useTransactionKey } from './useTransactionKey';

type Translate = (key: string) => string;

/** Option lists of spec 02 §3 "Transaction config"; statuses fall back to the fixed list of §4. */
export function transactionChoices(config: TransactionConfig, translate: Translate, key: (k: string) => string) {
  const statusCodes = config.transactionStatusTypes.length
    ? config.transactionStatusTypes.map((s) => s.transactionStatusTypeCode)
    : [...TRANSACTION_STATUSES];
  const label = (path: string, fallback: string) => {
    const text = translate(key(path));
    return text === key(path) ? fallback : text;
  };
  return {
    status: statusCodes.map((code): FilterChoice => ({
      id: code,
      name: label(`statuses.${code}`, config.transactionStatusTypes.find((s) => s.transactionStatusTypeCode === code)?.status ?? code),
    })),
    dateType: DATE_TYPES.map((type): FilterChoice => ({ id: type, name: translate(key(`dateTypes.${type}`)) })),
    origin: ORIGINS.map((origin): FilterChoice => ({ id: origin, name: translate(key(`origins.${origin}`)) })),
    shop: config.shops.map((s): FilterChoice => ({ id: String(s.shopId), name: s.shopName })),
    country: config.countries.map((c): FilterChoice => ({ id: c.countryCode, name: c.countryName })),
    channel: config.channelTypes.map((c): FilterChoice => ({ id: c.code, name: c.description })),
    paymentMethod: config.paymentMethods.map((m): FilterChoice => ({ id: String(m.paymentMethodId), name: m.name })),
    currency: config.currencies.map((c): FilterChoice => ({ id: c.currencyCode, name: `${c.currencyCode} - ${c.description}` })),
  };
}

/** The Transactions filters of spec 02 §2, keyed by the wire names the fake API reads. */
export function transactionFilterSpecs(choices: ReturnType<typeof transactionChoices>, key: (k: string) => string): FilterSpec[] {
  const label = (name: string) => key(`filters.${name}`);
  return [
    { kind: 'dateRange', source: 'createdDate', label: label('dateRange'), withTime: true, required: true },
    { kind: 'select', source: WIRE_KEYS.dateType, label: label('dateType'), choices: choices.dateType, required: true, fitChoices: true },
    { kind: 'select', source: WIRE_KEYS.status, label: label('status'), choices: choices.status, multiple: true, required: true },
    { kind: 'select', source: WIRE_KEYS.shop, label: label('shop'), choices: choices.shop },
    { kind: 'select', source: WIRE_KEYS.country, label: label('country'), choices: choices.country },
    { kind: 'select', source: WIRE_KEYS.channel, label: label('channel'), choices: choices.channel },
    { kind: 'select', source: WIRE_KEYS.paymentMethod, label: label('paymentMethod'), choices: choices.paymentMethod },
    { kind: 'select', source: WIRE_KEYS.currency, label: label('currency'), choices: choices.currency },
    { kind: 'text', source: WIRE_KEYS.email, label: label('email') },
    { kind: 'text', source: WIRE_KEYS.personalId, label: label('personalId') },
    { kind: 'select', source: WIRE_KEYS.origin, label: label('origin'), choices: choices.origin },
    { kind: 'boolean', source: WIRE_KEYS.showTests, label: label('showTests'), alwaysOn: true },
  ];
}

/** Filter specs with options from GET /config/transactions, memoised for the list. */
export function useTransactionFilters(): FilterSpec[] {
  const translate = useTranslate();
  const key = useTransactionKey();
  const { config } = useTransactionConfig();
  const prefix = key('');
  return useMemo(() => {
    const keyOf = (k: string) => `${prefix}${k}`;
    return transactionFilterSpecs(transactionChoices(config, translate, keyOf), keyOf);
  }, [prefix, translate, config]);
}
