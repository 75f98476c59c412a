/** White-label (branding) settings per merchant and per shop. */
import type { MerchantRow, MerchantWhitelabelRow, ShopRow, ShopWhitelabelRow } from './types';
import type { Rng } from './random';
import type { FileStore } from './files';
import { FONT_FAMILIES } from './reference';
import { initials } from './merchants';

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
