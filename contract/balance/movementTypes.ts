/** Spec 01 §9: the movement types of the ledger (labels under resources.balance.movement_types). */
export const MOVEMENT_TYPES = [
  'PAY_IN',
  'CLAIM',
  'REFUND',
  'CHARGEBACK',
  'PAY_OUT',
  'TOP_UP',
  'ADJUSTMENT',
  'RR_RELEASED',
  'RR_ACCUMULATED',
  'PAY_OUT_INTL',
  'WITHDRAWAL',
  'TAX',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** The rolling reserve's movements: what the by-currency view's reserve tab lists. */
export const RESERVE_TYPES: readonly MovementType[] = ['RR_ACCUMULATED', 'RR_RELEASED'];
