/**
 * Test helpers for the Claims components: the framework's test context with the screen's own
 * messages added, so tests read what users read, and claim rows shaped like the fake API's.
 */
import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Notification } from 'react-admin';
import { TestResource } from '../../src/framework/testing/TestResource';
import { claimsResource } from './index';
import { MemoryRouter } from 'react-router-dom';
import { frameworkMessages } from '../../src/framework/messages';
import { fakeAuthProvider } from '../../src/framework/testing/adminTestContext';
import { specMessages } from '../../src/i18n/messages';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { claimMessages } from './messages';
import type { ClaimRow } from './types';

const catalog = { ...englishMessages, ...specMessages.en, ...frameworkMessages.en, ...claimMessages.en };
const i18nProvider = polyglotI18nProvider(() => catalog, 'en', { allowMissing: true });

export function ClaimTestAdmin({
  children,
  dataProvider,
  grants = [],
  url = '/claims',
}: {
  children: ReactNode;
  dataProvider: BackOfficeDataProvider;
  grants?: string[];
  url?: string;
}) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider} authProvider={fakeAuthProvider(grants)} i18nProvider={i18nProvider}>
        <TestResource definition={claimsResource}>{children}</TestResource>
        {/* Toasts stay until read: a slow render on a busy machine must not outlast them. */}
        <Notification autoHideDuration={60_000} />
      </AdminContext>
    </MemoryRouter>
  );
}

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
