import type { RaRecord } from 'react-admin';
import type { RefundRequest } from '../../contract/refunds/types';

/** A refund request as a react-admin record (the wire shape is contract/refunds/types.ts). */
export interface RefundRow extends RefundRequest, RaRecord {}
