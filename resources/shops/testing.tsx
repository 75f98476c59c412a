/**
 * Test data for the shops components: shop rows and an in-memory data provider that answers like
 * the fake API. Tests render under the framework's AdminTestContext with `shopsResource`.
 */
import { vi } from 'vitest';
import type { BackOfficeDataProvider, ShopCredentialsReply } from '../../src/providers/types';
import type { ShopRecord } from './types';

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

export { currentLocation, roleWith } from '../../src/framework/testing/testAuth';
