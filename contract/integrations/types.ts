/** Spec 03 §3 "White-label settings": a merchant's. */
export interface MerchantBrand {
  merchantId: number;
  merchantName: string;
  whitelabelEnabled: boolean;
  primaryColor: string;
  accentColor: string;
  backgroundColor: string;
  logoFileId: number;
  logoFileKey: string | null;
  fontFamily: string;
  enableSecuredByLogo: boolean;
}

/** A shop's: its merchant's fields plus the override, the background image and the button text colour. */
export interface ShopBrand extends Omit<MerchantBrand, 'merchantName'> {
  shopId: number;
  shopName: string;
  overrideWhitelabelConfiguration: boolean;
  backgroundFileId: number;
  backgroundFileKey: string | null;
  isTextButtonBlack: boolean;
}

/** GET /config/whitelabel-config. */
export interface WhitelabelConfig {
  fontFamilies: string[];
  merchantWhitelabels: MerchantBrand[];
  shopWhitelabels: ShopBrand[];
}
