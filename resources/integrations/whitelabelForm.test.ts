import { FONT_FAMILIES } from '../../contract/integrations/fontFamilies';
import { WEB_FONT_FAMILIES, loadWebFont } from './webFonts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOURS, merchantBody, merchantValues, shopBody, shopValues } from './whitelabelForm';
import type { ShopBrand } from '../../contract/integrations/types';

const FONTS = ['Roboto', 'Lato'];
const SHOP: ShopBrand = {
  shopId: 8,
  merchantId: 4,
  shopName: 'Pampa Store',
  whitelabelEnabled: true,
  overrideWhitelabelConfiguration: false,
  primaryColor: '#7A1FA2',
  accentColor: '#FFC107',
  backgroundColor: '',
  logoFileId: 12,
  logoFileKey: 'logo-key',
  backgroundFileId: 13,
  backgroundFileKey: 'bg-key',
  isTextButtonBlack: true,
  fontFamily: 'Lato',
  enableSecuredByLogo: false,
};

describe('the white-label form (spec 03 §4, §5)', () => {
  it('starts a merchant without settings on the spec’s colours and the first font', () => {
    expect(merchantValues(undefined, FONTS)).toMatchObject({
      ...DEFAULT_COLOURS,
      fontFamily: 'Roboto',
      logo: null,
      whitelabelEnabled: false,
    });
    expect(DEFAULT_COLOURS).toEqual({ primaryColor: '#001BA9', accentColor: '#FFFFFF', backgroundColor: '#FFFFFF' });
  });

  it('reads a shop with a background image as the image mode, its files as uploads', () => {
    const values = shopValues(SHOP, FONTS);
    expect(values).toMatchObject({ backgroundMode: 'IMAGE', logo: { fileId: 12, fileKey: 'logo-key' }, background: { fileId: 13 } });
  });

  it('saves one background and clears the other', () => {
    const image = shopBody(shopValues(SHOP, FONTS), 8);
    expect(image).toMatchObject({ shopId: 8, backgroundColor: '', backgroundFileId: 13, backgroundFileKey: 'bg-key', logoFileId: 12 });
    const colour = shopBody({ ...shopValues(SHOP, FONTS), backgroundMode: 'COLOR', backgroundColor: '#EEEEEE' }, 8);
    expect(colour).toMatchObject({ backgroundColor: '#EEEEEE', backgroundFileId: 0, backgroundFileKey: null });
  });

  it('sends no logo as id 0 and key null', () => {
    expect(merchantBody({ ...merchantValues(undefined, FONTS), logo: null })).toMatchObject({ logoFileId: 0, logoFileKey: null });
  });
});

describe('web fonts', () => {
  it('ships a font for every family the API offers, and loads one only by its name', async () => {
    expect(WEB_FONT_FAMILIES).toEqual([...FONT_FAMILIES]);
    expect(await loadWebFont('Comic Sans')).toBe(false);
    expect(await loadWebFont('Lato')).toBe(true);
  });
});
