/**
 * The white-label branding a pay page wears (issue #19): a shop's own settings when it overrides
 * its merchant's, else the merchant's when enabled, else the shop's when enabled, else none.
 * Images go inline (data: URIs): the payer has no session to fetch a merchant's file with.
 */
import type { ApiContext } from '../context';
import { fileBytes } from '../files';
import type { MerchantWhitelabelRow, ShopWhitelabelRow } from '../seed/types';
import { DEFAULT_STYLE } from '../seed/whitelabel';
import { fontFaces } from './webFonts';

/** What a page is branded with: settings of a shop or a merchant, saved or being previewed. */
export type BrandSettings = Pick<
  ShopWhitelabelRow,
  'primaryColor' | 'accentColor' | 'backgroundColor' | 'logoFileKey' | 'fontFamily' | 'enableSecuredByLogo'
> &
  Partial<Pick<ShopWhitelabelRow, 'backgroundFileKey' | 'isTextButtonBlack'>>;

export interface Branding {
  primaryColor: string;
  accentColor: string;
  backgroundColor: string;
  fontFamily: string;
  /** The @font-face rules that load `fontFamily` from the API ('' for the device's own fonts). */
  fontFaces: string;
  buttonText: string;
  logo: string | null;
  backgroundImage: string | null;
  securedBy: boolean;
}

/** The settings a shop's pages use, or null for the product's own look. */
export function settingsOfShop(ctx: ApiContext, shopId: number): BrandSettings | null {
  const db = ctx.store.db;
  const shop = db.shopWhitelabels.find((w) => w.shopId === shopId);
  const merchant: MerchantWhitelabelRow | undefined = shop && db.merchantWhitelabels.find((w) => w.merchantId === shop.merchantId);
  if (shop?.whitelabelEnabled && shop.overrideWhitelabelConfiguration) return shop;
  if (merchant?.whitelabelEnabled) return merchant;
  return shop?.whitelabelEnabled ? shop : null;
}

async function inline(ctx: ApiContext, fileKey: string | null | undefined): Promise<string | null> {
  if (!fileKey) return null;
  const row = ctx.store.db.files.find((f) => f.fileKey === fileKey);
  const bytes = row && (await fileBytes(ctx, row));
  return row && bytes ? `data:${row.contentType};base64,${bytes.toString('base64')}` : null;
}

/** The page's look from the settings (null: the defaults). */
export async function brandingOf(ctx: ApiContext, settings: BrandSettings | null): Promise<Branding> {
  return {
    primaryColor: settings?.primaryColor || DEFAULT_STYLE.primaryColor,
    accentColor: settings?.accentColor || DEFAULT_STYLE.accentColor,
    backgroundColor: settings?.backgroundColor || DEFAULT_STYLE.backgroundColor,
    fontFamily: settings?.fontFamily || 'system-ui',
    fontFaces: settings?.fontFamily ? await fontFaces(settings.fontFamily) : '',
    buttonText: settings?.isTextButtonBlack ? '#000000' : '#FFFFFF',
    logo: await inline(ctx, settings?.logoFileKey),
    backgroundImage: await inline(ctx, settings?.backgroundFileKey),
    securedBy: settings ? settings.enableSecuredByLogo : true,
  };
}
