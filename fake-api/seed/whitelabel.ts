/** White-label (branding) settings per merchant and per shop. */
import type { Db, MerchantRow, MerchantWhitelabelRow, ShopRow, ShopWhitelabelRow } from './types';
import type { Rng } from './random';
import type { FileStore } from './files';
import { FONT_FAMILIES } from '../../contract/integrations/fontFamilies';
import { initials } from './merchants';

/** Spec 03 §5: primary #001BA9, background white; the accent white too. */
export const DEFAULT_STYLE = { primaryColor: '#001BA9', accentColor: '#FFFFFF', backgroundColor: '#FFFFFF' } as const;

/**
 * A merchant's branding before anyone set it (spec 03 §2, §5): off, the default colours, the
 * first font. A merchant registered after the seed (a new submerchant) is brandable from its
 * first day with these, until its first save stores its own row.
 */
export function defaultMerchantWhitelabel(m: Pick<MerchantRow, 'merchantId' | 'merchantName'>): MerchantWhitelabelRow {
  return {
    merchantId: m.merchantId,
    merchantName: m.merchantName,
    whitelabelEnabled: false,
    ...DEFAULT_STYLE,
    logoFileId: 0,
    logoFileKey: null,
    fontFamily: FONT_FAMILIES[0] as string,
    enableSecuredByLogo: true,
  };
}

/** Every merchant of `merchantIds` with its branding: its saved row, else the defaults. */
export function merchantWhitelabelsOf(db: Pick<Db, 'merchants' | 'merchantWhitelabels'>, merchantIds: ReadonlySet<number>) {
  return db.merchants
    .filter((m) => merchantIds.has(m.merchantId))
    .map((m) => db.merchantWhitelabels.find((w) => w.merchantId === m.merchantId) ?? defaultMerchantWhitelabel(m));
}

export function buildMerchantWhitelabels(
  rng: Rng,
  merchants: readonly MerchantRow[],
  files: FileStore,
  createdMs: number,
): MerchantWhitelabelRow[] {
  return merchants.map((m, i) => {
    const enabled = m.merchantId !== 5;
    const primaryColor = ['#1d3557', '#e76f51', '#2a9d8f', '#0077b6', '#bc6c25'][i % 5];
    const logo = enabled
      ? files.svgBadge(`merchant-${m.merchantId}-logo.svg`, initials(m.merchantName), primaryColor, m.merchantId, createdMs)
      : null;
    return {
      merchantId: m.merchantId,
      merchantName: m.merchantName,
      whitelabelEnabled: enabled,
      primaryColor,
      accentColor: rng.pick(['#ffb703', '#fb8500', '#06d6a0']),
      backgroundColor: '#ffffff',
      logoFileId: logo?.fileId ?? 0,
      logoFileKey: logo?.fileKey ?? null,
      fontFamily: rng.pick(FONT_FAMILIES),
      enableSecuredByLogo: rng.bool(0.7),
    };
  });
}

export function buildShopWhitelabels(rng: Rng, shops: readonly ShopRow[], files: FileStore): ShopWhitelabelRow[] {
  return shops.map((s) => {
    const logo = s.logoFileKey ? files.rows.find((f) => f.fileKey === s.logoFileKey) : undefined;
    return {
      shopId: s.shopId,
      merchantId: s.merchantId,
      shopName: s.shopName,
      whitelabelEnabled: s.whitelabelEnabled,
      overrideWhitelabelConfiguration: s.overrideWhitelabelConfiguration,
      primaryColor: s.primaryColor,
      accentColor: s.accentColor,
      backgroundColor: s.backgroundColor,
      logoFileId: logo?.fileId ?? 0,
      logoFileKey: logo?.fileKey ?? null,
      backgroundFileId: 0,
      backgroundFileKey: s.backgroundFileKey,
      isTextButtonBlack: s.isTextButtonBlack,
      fontFamily: rng.pick(FONT_FAMILIES),
      enableSecuredByLogo: rng.bool(0.6),
    };
  });
}
