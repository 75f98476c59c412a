/**
 * The upper bound of every amount a user types (issue #31): payouts and their import rows,
 * refunds and direct wires, payment links and e-mails, Brazil bank withdrawals, a pay-in's refund.
 * The spec bounds a refund's amount by 16 characters with two decimals and a payout's by its
 * country's digits; it names no bound elsewhere, and neither stops a payout of 1e15. One ceiling
 * holds everywhere on top of those: 9,999,999,999.99, what 16 characters hold when the amount is
 * written with its thousands separators and two decimals. The forms and the fake API both read it
 * here (the forms' validator is src/framework/amountCeiling.ts), so the screen refuses exactly what the server refuses.
 */
export const MAX_AMOUNT = 9_999_999_999.99;

/** The ceiling as a user types it (no separators, two decimals): what the messages quote. */
export const MAX_AMOUNT_TEXT = MAX_AMOUNT.toFixed(2);

/** True when a number is above the ceiling (NaN is another rule's business). */
export const isAboveMaxAmount = (amount: number): boolean => amount > MAX_AMOUNT;

/** The API's words, after the field's name: "amount must be at most 9999999999.99". */
export const MAX_AMOUNT_PROBLEM = `must be at most ${MAX_AMOUNT_TEXT}`;
