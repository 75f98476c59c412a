/** Submerchants of the super-merchant (merchant 1): merchants 2 and 3. */
import type { MerchantRow, SubmerchantRow } from './types';
import { countryInfo, INDUSTRY_TYPES } from './reference';

const DETAILS: Readonly<Record<number, { industryTypeId: number; registryNumber: string | null; website: string; licenseNumber: string }>> =
  {
    2: {
      industryTypeId: 7,
      registryNumber: '901.234.567-8',
      website: 'https://www.andes-retail-colombia.example',
      licenseNumber: 'LIC-CO-2231',
    },
    3: { industryTypeId: 8, registryNumber: null, website: 'https://www.andes-digital-peru.example', licenseNumber: 'LIC-PE-0917' },
  };

export function buildSubmerchants(merchants: readonly MerchantRow[]): SubmerchantRow[] {
  return merchants
    .filter((m) => m.hierarchyTypeCode === 'SUBMERCHANT' && m.superMerchantId !== null)
    .map((m) => {
      const detail = DETAILS[m.merchantId] ?? { industryTypeId: 1, registryNumber: null, website: '', licenseNumber: '' };
      const industry = INDUSTRY_TYPES.find((i) => i.industryTypeId === detail.industryTypeId) ?? INDUSTRY_TYPES[0];
      return {
        merchantId: m.merchantId,
        superMerchantId: m.superMerchantId as number,
        companyName: m.merchantName,
        submerchants: [],
        constitutionDate: m.createdDate,
        registryNumber: detail.registryNumber,
        statusTypeCode: 'ACTIVE',
        defaultCurrencyCode: m.defaultCurrency.currencyCode,
        companyInformation: {
          website: detail.website,
          industryTypeId: industry.industryTypeId,
          industryTypeDesc: industry.description,
          licenseNumber: detail.licenseNumber,
          entityInformation: {
            companyName: m.merchantName,
            businessRegistrationNumber: detail.registryNumber ?? '',
            registrationDate: m.createdDate,
            email: m.contactEmail,
            countryId: countryInfo(m.countryCode).countryId,
          },
        },
      };
    });
}
