import type { RaRecord } from 'react-admin';
import type { RefundPayment } from '../../contract/transaction-refunds/types';

/** A refund payment as a grid row (the wire shape is contract/transaction-refunds/types.ts). */
export interface RefundPaymentRow extends RefundPayment, RaRecord {}
