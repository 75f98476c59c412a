/** A key under `resources.refunds` (the refund screens' messages). */
export const refundKey = (key: string) => `resources.refunds.${key}`;

/** The Direct Wires flag of the address (spec 02 §2: `isDirectwire=true`). */
export const DIRECT_WIRE_PARAM = 'isDirectwire';
