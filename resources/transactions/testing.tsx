/**
 * Test data for the Transactions components: rows and an in-memory data provider that answers
 * the business calls like the fake API does. Tests render under the framework's AdminTestContext.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { BackOfficeDataProvider, PushPayinParams } from '../../src/providers/types';
import { canTransition } from './transitions';
import type { TransactionRow } from './types';

// Vitest runs without globals here, so Testing Library does not unmount between tests by itself.
afterEach(cleanup);

/** An in-memory BackOfficeDataProvider over `rows`; calls are recorded in `calls`. */
export function fakeDataProvider(rows: TransactionRow[]) {
  const calls: { method: string; args: unknown[] }[] = [];
  const record = (method: string, ...args: unknown[]) => calls.push({ method, args });
  const provider = {
    getList: async (_resource: string, params: { filter: Record<string, unknown> }) => {
      record('getList', params.filter);
      return { data: rows, total: rows.length };
    },
    getOne: async (_resource: string, { id }: { id: unknown }) => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new Error('ENTITY_NOT_FOUND');
      return { data: row };
    },
    getMany: async () => ({ data: rows }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: async () => ({ data: { id: 1 } }),
    update: async () => ({ data: { id: 1 } }),
    updateMany: async () => ({ data: [] }),
    delete: async () => ({ data: { id: 1 } }),
    deleteMany: async () => ({ data: [] }),
    export: async () => ({ kind: 'report' as const }),
    download: async () => undefined,
    upload: async () => ({ fileId: 1, fileKey: 'k' }),
    config: async () => ({}),
    options: async () => [],
    requestRefund: async (transactionId: string) => {
      record('requestRefund', transactionId);
      return { status: true, refundId: 99 };
    },
    pushPayinStatus: async (params: PushPayinParams) => {
      record('pushPayinStatus', params);
      const row = rows.find((r) => r.transactionId === params.transactionId);
      if (!row) throw new Error('ENTITY_NOT_FOUND');
      if (row.pendingStatusUpdate) throw new Error('ENTITY_EXIST');
      if (!canTransition(row.status, params.status)) throw new Error(`Transition from ${row.status} to ${params.status} is not allowed`);
      row.pendingStatusUpdate = { status: params.status, requestedDate: new Date().toISOString() };
    },
    getDisclaimer: async () => ({ acceptedDate: null }),
    acceptDisclaimer: async () => ({ acceptedDate: null }),
  };
  return { provider: provider as unknown as BackOfficeDataProvider, calls };
}

export const pendingRow = (overrides: Partial<TransactionRow> = {}): TransactionRow => ({
  id: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
  transactionId: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
  status: 'PENDING',
  amount: 125.5,
  currency: 'BRL',
  createdDate: '2026-11-21T10:00:00.000Z',
  notificationUrl: 'https://shop.example.com/notify',
  pendingStatusUpdate: null,
  ...overrides,
});

export { authProviderFor, roleWith } from '../../src/framework/testing/testAuth';
