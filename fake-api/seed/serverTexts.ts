/**
 * Texts the API writes itself (issue #31, item 9): a ledger movement's description, a payout
 * batch's name, a withdrawal step. The spec's wire shapes keep the English text; beside it a row
 * carries `<field>Code` and `<field>Params` so a screen says it in its own language
 * (contract/serverTexts.ts lists the codes; src/i18n/serverTexts.ts says them). A parameter that is a day is sent as
 * 'yyyy-MM-dd', for the screen to write in its own date format.
 */
import { SERVER_TEXTS, type ServerTextCode, type ServerTextParams } from '../../contract/serverTexts';
import { CLAIM_REASON_TYPES, PAYOUT_ERROR_REASONS } from './reference';
import { TRANSACTION_MESSAGES } from './transactionDetail';

/** Why every row of a seeded batch whose file was refused failed. */
export const PAYOUT_FILE_REJECTED = 'File rejected: column accountNumber is missing';
/** The payment reason of a seeded refund's beneficiary. */
export const REFUND_PAYMENT_REASON = 'Refund of a customer payment';

/**
 * Fixed English phrases the seed writes as a row's text (a top-up's or an adjustment's
 * description, a transaction's status message, a refund payment's reason): no parameters, so the
 * screens translate them as known server words (src/i18n/serverTexts.ts `server.words`).
 */
export const SERVER_WORDS = {
  topUps: ['Payout balance top-up', 'Wire received for payouts', 'Prefunding for payouts'],
  adjustmentCredits: ['Commercial credit', 'Fee correction in your favour', 'Chargeback fee reversal', 'Settlement rounding'],
  adjustmentDebits: ['Bank charge recovery', 'Fee correction', 'Wire returned by the bank', 'Settlement rounding'],
  refundReasons: [
    'Customer requested a refund',
    'Charged twice for the same order',
    'Product out of stock',
    'Service not delivered',
    'Order cancelled by the merchant',
  ],
  transactionMessages: Object.values(TRANSACTION_MESSAGES),
  withdrawalSteps: ['Withdrawal rejected', 'Payment returned by the bank', 'Withdrawal restored for reprocessing'],
  withdrawalAdjustments: ['Bank fee refund', 'FX difference', 'Manual correction'],
  payoutErrors: [...PAYOUT_ERROR_REASONS, PAYOUT_FILE_REJECTED],
  refundPaymentReasons: [REFUND_PAYMENT_REASON],
} as const;

/** The English a parameter stands for in the text: a claim reason's code reads as its name. */
function englishParam(name: string, value: string): string {
  if (name === 'claimReason') return CLAIM_REASON_TYPES.find((r) => r.code === value)?.description ?? value;
  return value;
}

/** The English text of a code with its parameters. */
export function englishServerText(code: ServerTextCode, params: ServerTextParams = {}): string {
  return SERVER_TEXTS[code].replace(/\{(\w+)\}/g, (_, name: string) => englishParam(name, params[name] ?? ''));
}

/**
 * A row's text as the wire carries it: `{ description, descriptionCode, descriptionParams }` for
 * field 'description'.
 */
export function serverTextFields<F extends string>(
  field: F,
  code: ServerTextCode,
  params: ServerTextParams = {},
): Record<F, string> & Record<`${F}Code`, ServerTextCode> & Record<`${F}Params`, ServerTextParams> {
  return { [field]: englishServerText(code, params), [`${field}Code`]: code, [`${field}Params`]: params } as Record<F, string> &
    Record<`${F}Code`, ServerTextCode> &
    Record<`${F}Params`, ServerTextParams>;
}
