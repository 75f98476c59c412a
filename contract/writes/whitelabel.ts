/**
 * White-label writes (spec 03 §3, §4, §7): the one save of a merchant's and a shop's branding,
 * and the previews of the pay page or the landing page with the settings being edited.
 */
import { z } from 'zod';
import { FONT_FAMILIES } from '../integrations/fontFamilies';
import { LIMITS, rule } from '../schema/blocks';
import { FILE_KEY_PATTERN } from '../uploadRules';
import { write, type Write } from './write';

const colour = () => z.string().refine((value) => /^#[0-9a-fA-F]{6}$/.test(value), rule('colour'));
/** A logo's or background's key, in the save and the preview alike: a plain name the API gave out (no `../`, no slash). */
const fileKey = () =>
  z
    .string()
    .max(LIMITS.key)
    .refine((value) => FILE_KEY_PATTERN.test(value), rule('file_key'))
    .nullable();
/** Text first: a missing font is required, not "one of" the list. */
const fontFamily = () => z.string().pipe(z.enum(FONT_FAMILIES as [string, ...string[]]));

export const MerchantBrandSettings = z.object({
  whitelabelEnabled: z.boolean(),
  primaryColor: colour(),
  accentColor: colour(),
  backgroundColor: colour(),
  logoFileId: z.number().int().nonnegative(),
  logoFileKey: fileKey(),
  fontFamily: fontFamily(),
  enableSecuredByLogo: z.boolean(),
});
export const ShopBrandSettings = MerchantBrandSettings.extend({
  shopId: z.number().int().positive(),
  overrideWhitelabelConfiguration: z.boolean(),
  // Spec 03 §4: an image or one colour; the colour may be empty while an image is chosen.
  backgroundColor: z.union([colour(), z.literal('')]),
  backgroundFileId: z.number().int().nonnegative(),
  backgroundFileKey: fileKey(),
  isTextButtonBlack: z.boolean(),
});

/** POST /merchants/:id/whitelabel: the merchant's settings, the shop's, or both. */
export const WhitelabelSaveBody = z
  .object({ merchant: MerchantBrandSettings.optional(), shop: ShopBrandSettings.optional() })
  .refine((body) => body.merchant || body.shop, rule('merchant_or_shop'));
export type WhitelabelSaveInput = z.input<typeof WhitelabelSaveBody>;

/** A preview's settings: what the form holds, not all of it yet valid to save. */
export const BrandPreviewBody = z.object({
  primaryColor: colour(),
  accentColor: colour().optional(),
  backgroundColor: z.union([colour(), z.literal('')]).optional(),
  logoFileId: z.number().int().nonnegative().optional(),
  logoFileKey: fileKey().optional(),
  backgroundFileKey: fileKey().optional(),
  fontFamily: fontFamily(),
  isTextButtonBlack: z.boolean().optional(),
  enableSecuredByLogo: z.boolean().optional(),
});
export type BrandPreviewInput = z.input<typeof BrandPreviewBody>;

export const whitelabelWrites: readonly Write[] = [
  write('POST', '/merchants/:id/whitelabel', WhitelabelSaveBody),
  write('POST', '/shops/:id/paywall-preview', BrandPreviewBody),
  write('POST', '/shops/:id/landing-preview', BrandPreviewBody),
];
