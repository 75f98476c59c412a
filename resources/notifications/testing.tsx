/**
 * Test data for the Notifications components: rows and an in-memory data provider answering the
 * notification calls as the fake API does. Tests render under the framework's AdminTestContext.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { HttpError } from '../../src/providers/httpError';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { NotificationPayloadReply, ResendNotificationRequest } from '../../contract/wire';
import type { NotificationRow, PayloadPart } from './types';

// Vitest runs without globals here, so Testing Library does not unmount between tests by itself.
afterEach(cleanup);

export const notificationRow = (overrides: Partial<NotificationRow> = {}): NotificationRow => ({
  id: 7,
  transactionNotificationLogID: 7,
  date: '2026-11-21T10:15:30.000Z',
  transactionID: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
  transactionStatusTypeCode: 'APPROVED',
  trackingId: 'TRK-0001',
  networkOperationStatus: 200,
  networkOperationStatusName: 'OK',
  networkOperationRequestUri: 'https://shop.example.com/notify',
  networkOperationRequestBody: '{"transactionId":"3f2b8c1e","status":"APPROVED","amount":10.5}',
  networkOperationResponseBody: '{"received":true}',
  ...overrides,
});

export interface FakeNotificationsOptions {
  /** Answers of notificationPayload; a function may throw or never settle. */
  payload?: (logId: string | number, part: PayloadPart) => Promise<NotificationPayloadReply>;
  /** Answer of resendNotification; default: it works. */
  resend?: (params: ResendNotificationRequest) => Promise<void>;
}

/** An in-memory BackOfficeDataProvider over `rows`; calls are recorded in `calls`. */
export function fakeNotificationsProvider(rows: NotificationRow[], options: FakeNotificationsOptions = {}) {
  const calls: { method: string; args: unknown[] }[] = [];
  const record = (method: string, ...args: unknown[]) => calls.push({ method, args });
  const provider = {
    getList: async (_resource: string, params: { filter: Record<string, unknown> }) => {
      record('getList', params.filter);
      return { data: rows, total: rows.length };
    },
    getOne: async (_resource: string, { id }: { id: unknown }) => {
      const row = rows.find((r) => String(r.id) === String(id));
      return { data: row ?? { id } };
    },
    getMany: async () => ({ data: rows }),
    getManyReference: async () => ({ data: [], total: 0 }),
    notificationPayload: async (logId: string | number, part: PayloadPart) => {
      record('notificationPayload', logId, part);
      if (options.payload) return options.payload(logId, part);
      const row = rows.find((r) => String(r.id) === String(logId));
      if (!row) throw new HttpError('ENTITY_NOT_FOUND', 404);
      const body = part === 'request' ? row.networkOperationRequestBody : row.networkOperationResponseBody;
      return { transactionNotificationLogID: row.transactionNotificationLogID, uri: row.networkOperationRequestUri, body };
    },
    resendNotification: async (params: ResendNotificationRequest) => {
      record('resendNotification', params);
      if (options.resend) await options.resend(params);
    },
  };
  return { provider: provider as unknown as BackOfficeDataProvider, calls };
}

export { roleWith } from '../../src/framework/testing/testAuth';
