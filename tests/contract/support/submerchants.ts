/** The submerchant create payload of spec 03 §3, for the contract tests. */
export const SUBMERCHANT_ENTITY = {
  companyName: 'Andes Foods Chile',
  businessRegistrationNumber: '76123456K',
  registrationDate: '15/03/2021',
  countryId: 3,
};

/** A Chilean submerchant of the super-merchant with a moral director and one moral shareholder holding it all. */
export const SUBMERCHANT_BODY = {
  defaultCurrencyCode: 'CLP',
  street: 'Avenida Apoquindo',
  streetNumber: '3000',
  city: 'Santiago',
  state: 'Region Metropolitana',
  postalCode: '7550000',
  countryId: 3,
  merchantHierarchyTypeCode: 'SUBMERCHANT',
  superMerchantId: 1,
  companyInformation: {
    licenseNumber: 'LIC-CL-0042',
    website: 'https://www.andes-foods.example',
    industryTypeId: 7,
    entityInformation: SUBMERCHANT_ENTITY,
  },
  directorsInformation: [{ personType: 'MORAL', entityInformation: SUBMERCHANT_ENTITY }],
  beneficialOwnersInformation: [{ personType: 'MORAL', entityInformation: SUBMERCHANT_ENTITY, percentageOfControl: 100 }],
  merchantBusinessCountryIds: [3],
  settlementDestinyType: 'BANK_ACCOUNT',
};
