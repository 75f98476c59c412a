/** Apart from the refund rules: the data provider reads it on the first load, the rules load with the wizard. */

/** Spec 01 §4.4: how the request step's one input is read. */
export type RefundRequestMode = 'EMPTY' | 'TRANSACTION_ID' | 'PASSPORT_ID';

const TRANSACTION_ID_SHAPE = /^[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}$/i;

/** Spec 02 §2: 8-4-4-4-12 with dashes (or '0') is a transaction id, other text a passport id. */
export function requestModeOf(input: string): RefundRequestMode {
  const text = input.trim();
  if (!text) return 'EMPTY';
  return text === '0' || TRANSACTION_ID_SHAPE.test(text) ? 'TRANSACTION_ID' : 'PASSPORT_ID';
}
