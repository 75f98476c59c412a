import type { UploadedFile } from '../../src/framework/forms/UploadInput';
import type { MerchantBrand, ShopBrand } from '../../contract/integrations/types';
import { WhitelabelSaveBody, type WhitelabelSaveInput } from '../../contract/writes/whitelabel';
import { schemaRules } from '../../src/framework/rules';

/** Spec 03 §5: primary #001BA9, background white, accent white in the merchant view. */
export const DEFAULT_COLOURS = { primaryColor: '#001BA9', accentColor: '#FFFFFF', backgroundColor: '#FFFFFF' } as const;

export interface BrandValues {
  whitelabelEnabled: boolean;
  primaryColor: string;
  accentColor: string;
  backgroundColor: string;
  logo: UploadedFile | null;
  fontFamily: string;
  enableSecuredByLogo: boolean;
}

export interface ShopBrandValues extends BrandValues {
  overrideWhitelabelConfiguration: boolean;
  isTextButtonBlack: boolean;
  /** Spec 03 §4: the background is an image or one colour. */
  backgroundMode: 'COLOR' | 'IMAGE';
  background: UploadedFile | null;
}

const file = (fileId: number, fileKey: string | null, name: string): UploadedFile | null => (fileKey ? { fileId, fileKey, name } : null);

/** A merchant's saved settings as the form holds them; the first font when none (spec 03 §2). */
export function merchantValues(row: MerchantBrand | undefined, fonts: readonly string[]): BrandValues {
  return {
    whitelabelEnabled: row?.whitelabelEnabled ?? false,
    primaryColor: row?.primaryColor || DEFAULT_COLOURS.primaryColor,
    accentColor: row?.accentColor || DEFAULT_COLOURS.accentColor,
    backgroundColor: row?.backgroundColor || DEFAULT_COLOURS.backgroundColor,
    logo: row ? file(row.logoFileId, row.logoFileKey, 'logo') : null,
    fontFamily: row?.fontFamily || fonts[0] || '',
    enableSecuredByLogo: row?.enableSecuredByLogo ?? true,
  };
}

export function shopValues(row: ShopBrand | undefined, fonts: readonly string[]): ShopBrandValues {
  const image = Boolean(row?.backgroundFileKey);
  return {
    ...merchantValues(row && { ...row, merchantName: '' }, fonts),
    backgroundColor: row?.backgroundColor || DEFAULT_COLOURS.backgroundColor,
    overrideWhitelabelConfiguration: row?.overrideWhitelabelConfiguration ?? false,
    isTextButtonBlack: row?.isTextButtonBlack ?? false,
    backgroundMode: image ? 'IMAGE' : 'COLOR',
    background: row ? file(row.backgroundFileId, row.backgroundFileKey, 'background') : null,
  };
}

/** The merchant part of the save (spec 03 §3). */
export const merchantBody = (v: BrandValues) => ({
  whitelabelEnabled: v.whitelabelEnabled,
  primaryColor: v.primaryColor,
  accentColor: v.accentColor,
  backgroundColor: v.backgroundColor,
  logoFileId: v.logo?.fileId ?? 0,
  logoFileKey: v.logo?.fileKey ?? null,
  fontFamily: v.fontFamily,
  enableSecuredByLogo: v.enableSecuredByLogo,
});

/** The landing preview's body (spec 03 §7: primaryColor, logoFileId, logoFileKey, fontFamily, isTextButtonBlack). */
export const landingBody = (v: ShopBrandValues) => ({
  primaryColor: v.primaryColor,
  logoFileId: v.logo?.fileId ?? 0,
  logoFileKey: v.logo?.fileKey ?? undefined,
  fontFamily: v.fontFamily,
  isTextButtonBlack: v.isTextButtonBlack,
});

/** The shop part: its id and override; the background an image or a colour, the other cleared (spec 03 §4). */
export function shopBody(v: ShopBrandValues, shopId: number) {
  const image = v.backgroundMode === 'IMAGE' && v.background;
  return {
    ...merchantBody(v),
    shopId,
    overrideWhitelabelConfiguration: v.overrideWhitelabelConfiguration,
    isTextButtonBlack: v.isTextButtonBlack,
    backgroundColor: image ? '' : v.backgroundColor,
    backgroundFileId: image ? v.background!.fileId : 0,
    backgroundFileKey: image ? v.background!.fileKey : null,
  };
}

/** The form's values: a merchant's part and a shop's. */
export interface WhitelabelValues {
  merchant: BrandValues;
  shop: ShopBrandValues;
}

/** Which parts the caller saves: those it sees, a shop's only once one is chosen. */
export interface SaveParts {
  merchant: boolean;
  shopId: number | undefined;
}

/**
 * POST /merchants/{id}/whitelabel's body (spec 03 §7): the parts the caller sees, in one save. A
 * part the form does not hold yet is sent empty, so the contract names its required fields.
 */
export const saveBody = (values: Partial<WhitelabelValues>, parts: SaveParts): WhitelabelSaveInput => ({
  ...(parts.merchant ? { merchant: merchantBody(values.merchant ?? ({} as BrandValues)) } : {}),
  ...(parts.shopId !== undefined ? { shop: shopBody(values.shop ?? ({} as ShopBrandValues), parts.shopId) } : {}),
});

/** The contract's rules of the save (WhitelabelSaveBody), under the form's fields (`shop.primaryColor`). */
export const whitelabelRules = (parts: SaveParts) =>
  schemaRules(WhitelabelSaveBody, (values) => saveBody(values as Partial<WhitelabelValues>, parts));
