import type { RaRecord } from 'react-admin';

/** A notification-log row (spec 02 §3 "Notification log"); `id` is transactionNotificationLogID. */
export interface NotificationRow extends RaRecord {
  transactionNotificationLogID: number;
  date: string;
  transactionID: string;
  transactionStatusTypeCode: string;
  trackingId: string;
  /** HTTP status the shop's endpoint answered; 0 when it never answered (timeout). */
  networkOperationStatus: number;
  networkOperationStatusName: string;
  networkOperationRequestUri: string;
  networkOperationRequestBody: string;
  networkOperationResponseBody: string;
}

/** Which side of the webhook call a payload dialog shows. */
export type PayloadPart = 'request' | 'response';
