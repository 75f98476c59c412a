/**
 * Test helpers for the shops components: react-admin with the real message catalogue (tests read
 * what users read), permissions from a role, an inspectable QueryClient and an in-memory data
 * provider that answers like the fake API.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { TestResource } from '../../src/framework/testing/TestResource';
import { shopsResource } from './index';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authProviderFor, LocationProbe } from '../../src/framework/testing/testAuth';
import type { Role } from '../../src/access/types';
import { frameworkMessages } from '../../src/framework/messages';
import { specMessages } from '../../src/i18n/messages';
import type { BackOfficeDataProvider, ShopCredentialsReply } from '../../src/providers/types';
import { shopMessages } from './messages';
import type { ShopRecord } from './types';

const catalog = { ...englishMessages, ...specMessages.en, ...frameworkMessages.en, ...shopMessages.en };
export const testI18nProvider = polyglotI18nProvider(() => catalog, 'en', { allowMissing: true });

export const shop = (overrides: Partial<ShopRecord> = {}): ShopRecord => ({
  id: 2,
  shopId: 2,
  shopLegacyId: 'S20014',
  merchantId: 1,
  merchantName: 'Andes Holdings',
  shopName: 'Andes Marketplace',
  webUrl: 'https://www.andes-marketplace.example',
  contactEmail: 'payments@andes-marketplace.example',
  contactPhone: '+1 555 598 1358',
  shopStatusTypeCode: 'ENABLED',
  currencyCode: 'USD',
  defaultCurrency: { currencyCode: 'USD', symbol: 'US$' },
  noClaimFee: true,
  noRefundFee: false,
  noWireFee: false,
  ignoreFeesPayoutBalance: false,
  whitelabelEnabled: true,
  overrideWhitelabelConfiguration: false,
  isTextButtonBlack: true,
  primaryColor: '#264653',
  accentColor: '#118ab2',
  backgroundColor: '#ffffff',
  hasCredentials: true,
  credentialsDate: '2026-04-04T00:15:36.575Z',
  shopCredentialsViewCount: 2,
  createdDate: '2026-04-03T00:15:36.575Z',
  ...overrides,
});

export const SECRET = 'sk_425f561a0da53463bf3ed524bb4b3c15';

/** In-memory provider over `rows`; shopCredentials counts views against `max` like the fake API. */
export function shopDataProvider(rows: ShopRecord[], max = 5) {
  const credentials = vi.fn(async (shopId: string | number): Promise<ShopCredentialsReply> => {
    const row = rows.find((r) => String(r.shopId) === String(shopId));
    if (!row) throw Object.assign(new Error('ENTITY_NOT_FOUND'), { name: 'HttpError', status: 404 });
    const used = row.shopCredentialsViewCount ?? 0;
    if (used >= max) throw Object.assign(new Error('CREDENTIALS_VIEW_LIMIT'), { name: 'HttpError', status: 400 });
    row.shopCredentialsViewCount = used + 1;
    return {
      shopId: row.shopId,
      shopLegacyId: row.shopLegacyId,
      shopName: row.shopName,
      username: 'api_andes_marketplace',
      apiKey: 'pk_7b7788cb0199b5054adcfb34',
      secretKey: SECRET,
      dateTime: '2026-04-04T00:15:36.575Z',
      hasCredentials: true,
      viewCount: used + 1,
    };
  });
  const config = vi.fn(async (name: string) => {
    if (name === 'max-shop-credentials-view-count') return { id: 'MAX_SHOP_CREDENTIALS_VIEW_COUNT', value: max };
    if (name === 'core-api')
      return { apiPaymentUrl: 'https://sandbox-api.example.test/v1/payments', apiDocumentationUrl: 'https://docs.example.test/api' };
    throw new Error(`unknown config ${name}`);
  });
  const provider = {
    getList: vi.fn(async () => ({ data: rows, total: rows.length })),
    // A 404 is an empty result (spec 01 §8): the provider then fails with "item doesn't exist".
    getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => {
      const row = rows.find((r) => String(r.id) === String(id));
      if (!row) throw Object.assign(new Error('ra.notification.item_doesnt_exist'), { name: 'HttpError', status: 404 });
      return { data: { ...row } };
    }),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    shopCredentials: credentials,
    config,
  };
  return provider as typeof provider & BackOfficeDataProvider;
}

export function TestAdmin({
  children,
  dataProvider,
  role,
  queryClient = new QueryClient(),
  url = '/shops',
  path = '/shops',
}: {
  children: ReactNode;
  dataProvider: BackOfficeDataProvider;
  role: Role;
  queryClient?: QueryClient;
  url?: string;
  path?: string;
}) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProviderFor(role, { openViews: true })}
        i18nProvider={testI18nProvider}
        queryClient={queryClient}
      >
        <TestResource definition={shopsResource}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
          <Notification />
          <LocationProbe />
        </TestResource>
      </AdminContext>
    </MemoryRouter>
  );
}

export { currentLocation, roleWith } from '../../src/framework/testing/testAuth';
