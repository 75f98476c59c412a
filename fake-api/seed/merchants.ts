/**
 * The fixed merchant hierarchy (brief, "Shared data facts"): 1 super-merchant with sub-merchants
 * 2 and 3, and plain merchants 4 and 5 — plus 2-4 shops each.
 */
import type { MerchantKind, MerchantRow, ShopRow, ShopStatus } from './types';
import type { Rng } from './random';
import type { FileStore } from './files';
import { currencySymbol } from './reference';
import { DAY, HISTORY_DAYS, iso, slug } from './util';

interface MerchantSpec {
  merchantId: number;
  merchantName: string;
  kind: MerchantKind;
  superMerchantId: number | null;
  countryCode: string;
  currencyCode: string;
}

export const MERCHANT_SPECS: readonly MerchantSpec[] = [
  { merchantId: 1, merchantName: 'Andes Holdings', kind: 'SUPERMERCHANT', superMerchantId: null, countryCode: 'CO', currencyCode: 'USD' },
  { merchantId: 2, merchantName: 'Andes Retail Colombia', kind: 'SUBMERCHANT', superMerchantId: 1, countryCode: 'CO', currencyCode: 'USD' },
  { merchantId: 3, merchantName: 'Andes Digital Perú', kind: 'SUBMERCHANT', superMerchantId: 1, countryCode: 'PE', currencyCode: 'USD' },
  { merchantId: 4, merchantName: 'Pampa Commerce', kind: 'MERCHANT', superMerchantId: null, countryCode: 'AR', currencyCode: 'USD' },
  { merchantId: 5, merchantName: 'Savanna Markets', kind: 'MERCHANT', superMerchantId: null, countryCode: 'KE', currencyCode: 'USD' },
];

interface ShopSpec {
  merchantId: number;
  shopName: string;
  currencyCode: string;
  status: ShopStatus;
  isMasterMerchantShop?: boolean;
  /** Relative share of the merchant's pay-ins. */
  weight: number;
  primaryColor: string;
}

const SHOP_SPECS: readonly ShopSpec[] = [
  {
    merchantId: 1,
    shopName: 'Andes Holdings Master',
    currencyCode: 'USD',
    status: 'ENABLED',
    isMasterMerchantShop: true,
    weight: 1,
    primaryColor: '#1d3557',
  },
  { merchantId: 1, shopName: 'Andes Marketplace', currencyCode: 'USD', status: 'ENABLED', weight: 6, primaryColor: '#264653' },
  { merchantId: 1, shopName: 'Andes Legacy Checkout', currencyCode: 'USD', status: 'DISABLED', weight: 1, primaryColor: '#6c757d' },
  { merchantId: 2, shopName: 'Andes Retail Bogotá', currencyCode: 'USD', status: 'ENABLED', weight: 5, primaryColor: '#e76f51' },
  { merchantId: 2, shopName: 'Andes Retail Medellín', currencyCode: 'COP', status: 'ENABLED', weight: 3, primaryColor: '#f4a261' },
  { merchantId: 3, shopName: 'Andes Digital Lima', currencyCode: 'USD', status: 'ENABLED', weight: 4, primaryColor: '#2a9d8f' },
  { merchantId: 3, shopName: 'Andes Streaming', currencyCode: 'USD', status: 'ENABLED', weight: 3, primaryColor: '#8338ec' },
  { merchantId: 4, shopName: 'Pampa Store', currencyCode: 'USD', status: 'ENABLED', weight: 6, primaryColor: '#0077b6' },
  { merchantId: 4, shopName: 'Pampa Games', currencyCode: 'USD', status: 'ENABLED', weight: 4, primaryColor: '#7b2cbf' },
  { merchantId: 4, shopName: 'Pampa Travel Brasil', currencyCode: 'BRL', status: 'ENABLED', weight: 2, primaryColor: '#2b9348' },
  { merchantId: 4, shopName: 'Pampa Old Site', currencyCode: 'USD', status: 'DISABLED', weight: 1, primaryColor: '#6c757d' },
  { merchantId: 5, shopName: 'Savanna Online', currencyCode: 'USD', status: 'ENABLED', weight: 5, primaryColor: '#bc6c25' },
  { merchantId: 5, shopName: 'Savanna Mobile', currencyCode: 'KES', status: 'ENABLED', weight: 3, primaryColor: '#606c38' },
];

/** Share of all pay-ins per merchant (merchant 4 is the busiest: it is the demo merchant). */
export const MERCHANT_WEIGHTS: Readonly<Record<number, number>> = { 1: 0.15, 2: 0.15, 3: 0.1, 4: 0.4, 5: 0.2 };

export function shopWeight(shop: ShopRow): number {
  return SHOP_SPECS[shop.shopId - 1]?.weight ?? 1;
}

export function buildMerchants(now: number): MerchantRow[] {
  return MERCHANT_SPECS.map((m) => {
    const shopCurrencies = [...new Set(SHOP_SPECS.filter((s) => s.merchantId === m.merchantId).map((s) => s.currencyCode))];
    return {
      merchantId: m.merchantId,
      merchantLegacyId: `M${String(1000 + m.merchantId)}`,
      merchantName: m.merchantName,
      hierarchyTypeCode: m.kind,
      superMerchantId: m.superMerchantId,
      statusTypeCode: 'ACTIVE',
      countryCode: m.countryCode,
      contactEmail: `finance@${slug(m.merchantName)}.example`,
      createdDate: iso(now - (HISTORY_DAYS + 200 + m.merchantId * 30) * DAY),
      defaultCurrency: { currencyCode: m.currencyCode, symbol: currencySymbol(m.currencyCode) },
      defaultCurrencies: shopCurrencies.map((c) => ({ currencyCode: c, symbol: currencySymbol(c) })),
      useWithdrawals: true,
    };
  });
}

export function buildShops(merchants: readonly MerchantRow[], now: number, rng: Rng, files: FileStore): ShopRow[] {
  return SHOP_SPECS.map((spec, index) => {
    const shopId = index + 1;
    const merchant = merchants.find((m) => m.merchantId === spec.merchantId);
    if (!merchant) throw new Error(`shop ${shopId} has no merchant`);
    const domain = `${slug(spec.shopName)}.example`;
    const createdMs = now - (HISTORY_DAYS + 30 + rng.int(0, 90)) * DAY;
    const hasLogo = rng.bool(0.7);
    const logo = hasLogo
      ? files.svgBadge(`${slug(spec.shopName)}-logo.svg`, initials(spec.shopName), spec.primaryColor, spec.merchantId, createdMs)
      : null;
    const whitelabelEnabled = rng.bool(0.5);
    return {
      shopId,
      shopLegacyId: `S${String(20000 + shopId * 7)}`,
      merchantId: spec.merchantId,
      merchantName: merchant.merchantName,
      shopName: spec.shopName,
      webUrl: `https://www.${domain}`,
      contactEmail: `payments@${domain}`,
      contactPhone: `+1 555 ${rng.digits(3)} ${rng.digits(4)}`,
      apiKey: `pk_${rng.hex(24)}`,
      secretKey: `sk_${rng.hex(32)}`,
      username: `api_${slug(spec.shopName).replace(/-/g, '_')}`,
      hasCredentials: spec.status === 'ENABLED',
      credentialsDate: iso(createdMs + DAY),
      shopStatusTypeCode: spec.status,
      isMasterMerchantShop: spec.isMasterMerchantShop ?? false,
      currencyCode: spec.currencyCode,
      defaultCurrency: { currencyCode: spec.currencyCode, symbol: currencySymbol(spec.currencyCode) },
      defaultNotificationUrl: `https://api.${domain}/webhooks/payments`,
      noClaimFee: rng.bool(0.2),
      noRefundFee: rng.bool(0.2),
      noWireFee: rng.bool(0.1),
      logoFileKey: logo?.fileKey ?? null,
      whitelabelEnabled,
      overrideWhitelabelConfiguration: whitelabelEnabled && rng.bool(0.5),
      primaryColor: spec.primaryColor,
      accentColor: rng.pick(['#ffb703', '#fb8500', '#e63946', '#06d6a0', '#118ab2']),
      backgroundColor: rng.pick(['#ffffff', '#f8f9fa', '#f1faee']),
      backgroundFileKey: null,
      isTextButtonBlack: rng.bool(0.3),
      ignoreFeesPayoutBalance: spec.shopName === 'Pampa Games',
      shopCredentialsViewCount: rng.int(0, 2),
      createdDate: iso(createdMs),
    };
  });
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w))
    .slice(0, 3)
    .map((w) => w[0].toUpperCase())
    .join('');
}
