/**
 * Texts the API writes itself (issue #31, item 9) travel as English plus `<field>Code` and
 * `<field>Params`; these are the codes the fake API writes and the screens translate
 * (src/i18n/serverTexts.ts), with the English each code stands for.
 */
/** English of every code, `{name}` standing for a parameter. */
export const SERVER_TEXTS = {
  TAX_ON_FEES: 'Tax on fees of {date}',
  RESERVE_HELD: 'Rolling reserve of {date}',
  RESERVE_RELEASED: 'Rolling reserve of {date} released',
  PAYOUT_TO: 'Payout to {name}',
  CLAIM: '{claimReason} ({transaction})',
  CLAIM_WON: 'Won: {claimReason} ({transaction})',
  REFUND_PAYMENT: 'Refund payment {id}',
  REFUND_REQUEST: 'Refund request {id}',
  WITHDRAWAL: 'Withdrawal {id} (settlement {settlement})',
  BANK_WITHDRAWAL: 'Bank withdrawal {id}: {text}',
  WITHDRAWAL_OF_SETTLEMENT: 'Withdrawal of settlement {settlement}',
  PAYOUT_BATCH: 'Payouts {date} #{id}',
  PAYOUT_CREATED: 'Payout {reference}',
  PAYOUT_CREATED_IN_APP: 'Payout created in the back-office',
  PAYOUT_IMPORT: 'Import {file}',
} as const;

export type ServerTextCode = keyof typeof SERVER_TEXTS;
export type ServerTextParams = Record<string, string>;
