import { MAX_AMOUNT_TEXT, isAboveMaxAmount } from '../../contract/amountCeiling';

// The ceiling itself is the contract's (contract/amountCeiling.ts), shared with the fake API; here is how a form says it.

/** The screens' words: an i18n key (src/i18n/messages.ts) and its argument, as react-admin validators answer. */
export const MAX_AMOUNT_ERROR = { message: 'messages.amount_max', args: { max: MAX_AMOUNT_TEXT } } as const;

/**
 * A react-admin validator for an amount input (a NumberInput's number or a TextInput's text, a
 * decimal comma read as the point): the ceiling's message under the field.
 */
export function maxAmount(value: unknown): typeof MAX_AMOUNT_ERROR | undefined {
  const amount =
    typeof value === 'number'
      ? value
      : Number(
          String(value ?? '')
            .trim()
            .replace(',', '.'),
        );
  return isAboveMaxAmount(amount) ? MAX_AMOUNT_ERROR : undefined;
}
