/** Spec 03 §3 "Submerchant": a list item and its detail. */
export interface Submerchant {
  id: number;
  merchantId: number;
  superMerchantId: number;
  companyName: string;
  constitutionDate: string;
  registryNumber: string | null;
  statusTypeCode: string;
  companyInformation: {
    website: string;
    industryTypeId: number;
    industryTypeDesc: string;
    licenseNumber?: string;
    entityInformation: { companyName: string; businessRegistrationNumber: string; registrationDate: string; email: string };
  };
}

/** GET /submerchants/current: one entry per parent merchant, its submerchants in it. */
export interface SubmerchantParent {
  merchantId: number;
  companyName: string;
  submerchants: Omit<Submerchant, 'id'>[];
}

/** GET /submerchants/config: the form's lists. */
export interface SubmerchantConfig {
  countries: { countryId: number; countryCode: string; countryName: string }[];
  currencies: { currencyCode: string; description: string }[];
  industryTypes: { industryTypeId: number; description: string }[];
  nationalLicenseTypes: { registrationDropdownItemID: number; translationCode: string }[];
}
