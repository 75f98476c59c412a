import { isEmptyFilterValue } from '../../src/framework/filterCookies';
import { parseWireDate, toWireDate, apiNow } from '../../src/framework/format';
import { defaultTransactionRange, widenRange } from './dateRules';
import { TRANSACTION_STATUSES } from './transitions';

/**
 * How the Transactions filters travel (brief "wire contract", spec 02 §2, §5): the filter state
 * of the list uses the wire keys themselves, so what the URL and the cookies hold is what the
 * data provider sends.
 */
export const WIRE_KEYS = {
  from: 'createdDateFrom',
  to: 'createdDateTo',
  dateType: 'dateType',
  status: 'status',
  shop: 'shopId',
  country: 'country',
  channel: 'channel',
  paymentMethod: 'paymentMethodId',
  currency: 'currency',
  email: 'email',
  personalId: 'personalId',
  origin: 'origin',
  transactionId: 'transactionId',
  idQuery: 'idQuery',
  showTests: 'showTests',
} as const;

export const DATE_TYPES = ['createdDate', 'paidDate', 'expiredDate', 'operativeDate'] as const;
export const ORIGINS = ['API_PAYMENT', 'PAYMENT_LINK', 'PAYMENT_EMAIL'] as const;

export type TransactionFilter = Record<string, unknown>;

/** Today's range, created date, every status: the first view is today's transactions. */
export function defaultTransactionFilter(now: Date = apiNow()): TransactionFilter {
  const { from, to } = defaultTransactionRange(now);
  return {
    [WIRE_KEYS.from]: toWireDate(from),
    [WIRE_KEYS.to]: toWireDate(to),
    [WIRE_KEYS.dateType]: 'createdDate',
    [WIRE_KEYS.status]: [...TRANSACTION_STATUSES],
  };
}

/** The applied range as wire text, after the 23:59 widening. */
export function rangeToWire(from: Date, to: Date): TransactionFilter {
  const widened = widenRange({ from, to });
  return { [WIRE_KEYS.from]: toWireDate(widened.from), [WIRE_KEYS.to]: toWireDate(widened.to) };
}

/**
 * The filter with its range widened when the end stops at 23:59 (spec 02 §2), the list's
 * normalizeFilters: it runs on Apply, so the query, URL and cookies hold the widened range. The
 * same object when nothing changes.
 */
export function widenFilterRange(filter: TransactionFilter): TransactionFilter {
  const from = parseWireDate(filter[WIRE_KEYS.from] as string | undefined);
  const to = parseWireDate(filter[WIRE_KEYS.to] as string | undefined);
  if (!from || !to) return filter;
  const wire = rangeToWire(from, to);
  const same = wire[WIRE_KEYS.from] === filter[WIRE_KEYS.from] && wire[WIRE_KEYS.to] === filter[WIRE_KEYS.to];
  return same ? filter : { ...filter, ...wire };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isFullTransactionId = (text: string) => UUID.test(text.trim());

/** The filter keys of the transaction-id search box. */
export const ID_SEARCH_KEYS = [WIRE_KEYS.transactionId, WIRE_KEYS.idQuery] as const;

/**
 * What the transaction-id search sends (spec 02 §2, §5): a full UUID searches the exact id, any
 * other text an id prefix or tracking id.
 */
export const idSearchFilter = (text: string): TransactionFilter => ({
  [isFullTransactionId(text) ? WIRE_KEYS.transactionId : WIRE_KEYS.idQuery]: text.trim(),
});

/**
 * Spec 02 §5: status and date type are required unless a transaction id is being searched.
 * True when the filter may be fetched.
 */
export const hasRequiredFilters = (filter: TransactionFilter): boolean =>
  !isEmptyFilterValue(filter[WIRE_KEYS.transactionId]) ||
  !isEmptyFilterValue(filter[WIRE_KEYS.idQuery]) ||
  (!isEmptyFilterValue(filter[WIRE_KEYS.status]) && !isEmptyFilterValue(filter[WIRE_KEYS.dateType]));

/**
 * Spec 02 §5: Clear keeps only the user's date range. The other filters go back to their
 * defaults rather than to nothing: an emptied status or date type (both required) left the
 * screen on 'Missing required filters' after a Clear.
 */
export function clearTransactionFilter(filter: TransactionFilter, defaults: TransactionFilter): TransactionFilter {
  const kept: TransactionFilter = { ...defaults };
  for (const key of [WIRE_KEYS.from, WIRE_KEYS.to]) if (!isEmptyFilterValue(filter[key])) kept[key] = filter[key];
  return kept;
}
