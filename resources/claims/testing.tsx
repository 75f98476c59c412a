/**
 * Test data for the Claims components: claim rows shaped like the fake API's. Tests render
 * under the framework's AdminTestContext with `claimsResource`.
 */
import type { ClaimRow } from './types';

export const claimRow = (overrides: Partial<ClaimRow> = {}): ClaimRow => ({
  id: 1,
  claimId: 1,
  merchantId: 1,
  claimDate: '2026-11-20T10:30:00.000Z',
  shopId: 11,
  shopName: 'Andes Store',
  transactionId: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
  trackingId: 'TRK-1',
  amount: 1250.5,
  currency: 'USD',
  cardNumber: '411111******1111',
  transactionDate: '2026-11-10T08:00:00.000Z',
  claimStatusCode: 'OPEN',
  claimStatusName: 'Open',
  processedDate: null,
  customerName: 'Ana Pérez',
  transactionEmail: 'ana@example.com',
  claimReasonName: 'Fraudulent transaction',
  paymentMethodName: 'Visa',
  ...overrides,
});
