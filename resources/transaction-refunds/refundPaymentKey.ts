/** A key under `resources.transaction-refunds` (both refund-payment screens read them). */
export const refundPaymentKey = (key: string) => `resources.transaction-refunds.${key}`;
