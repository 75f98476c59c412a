import { describe, expect, it } from 'vitest';
import {
  canAddShareholder,
  emptyParty,
  emptySubmerchant,
  fieldOf,
  lettersAndDigits,
  partyComplete,
  readyToSave,
  shareholderTag,
  sharesHeld,
  toBody,
  type Party,
} from './submerchantForm';

const person: Party = {
  ...emptyParty(true),
  firstName: 'Camila',
  lastName: 'Rojas',
  gender: 'F',
  dateOfBirth: '1984-07-02',
  nationalityId: 3,
  nationalLicenseTypeId: 1,
  nationalId: '123456785',
  countryId: 3,
  streetNumber: '1200',
  percentageOfControl: 60,
};
const company: Party = {
  ...emptyParty(true),
  personType: 'MORAL',
  companyName: 'Pacific Partners',
  businessRegistrationNumber: '99887766',
  registrationDate: '2010-01-01',
  entityCountryId: 3,
  percentageOfControl: 40,
};
const complete = {
  ...emptySubmerchant(),
  defaultCurrencyCode: 'CLP',
  companyName: 'Andes Foods Chile',
  businessRegistrationNumber: '76123456K',
  registrationDate: '2021-03-15',
  website: 'https://www.andes-foods.example',
  industryTypeId: 7,
  businessCountryId: 3,
  licenseNumber: 'LIC0042',
  city: 'Santiago',
  state: 'RM',
  countryId: 3,
  postalCode: '7550000',
  street: 'Apoquindo',
  streetNumber: '3000',
  director: { ...company, percentageOfControl: undefined },
  shareholders: [person, company],
};

describe('the submerchant form rules (spec 03 §2, §5)', () => {
  it('keeps letters and digits while typing, accents and spaces between words included', () => {
    expect(lettersAndDigits('Perú Foods S.A. #1!')).toBe('Perú Foods SA 1');
    expect(lettersAndDigits('76.123.456-K')).toBe('76123456K');
  });

  it('completes a party by its kind’s fields, and a shareholder by a percentage from 25 to 100', () => {
    expect(partyComplete(person)).toBe(true);
    expect(partyComplete({ ...person, nationalId: '' })).toBe(false);
    expect(partyComplete(company, true)).toBe(true);
    expect(partyComplete({ ...company, percentageOfControl: 24.99 }, true)).toBe(false);
    expect(partyComplete({ ...company, percentageOfControl: 100.01 }, true)).toBe(false);
    expect(partyComplete({ ...company, percentageOfControl: 25.5 }, true)).toBe(true);
    // A moral party needs none of a person's fields.
    expect(partyComplete({ ...company, firstName: '' })).toBe(true);
  });

  it('adds a shareholder only within what is left of 100 %', () => {
    const held = [
      { ...company, percentageOfControl: 40 },
      { ...person, percentageOfControl: 35.5 },
    ];
    expect(sharesHeld(held)).toEqual({ held: 75.5, left: 24.5 });
    expect(canAddShareholder({ ...company, percentageOfControl: 25 }, held)).toBe(false);
    expect(canAddShareholder({ ...company, percentageOfControl: 25 }, held.slice(0, 1))).toBe(true);
    expect(canAddShareholder({ ...company, percentageOfControl: 60.01 }, held.slice(0, 1))).toBe(false);
    expect(sharesHeld([])).toEqual({ held: 0, left: 100 });
  });

  it('is ready to save only with every field, the director’s and a shareholder', () => {
    expect(readyToSave(complete)).toBe(true);
    expect(readyToSave({ ...complete, shareholders: [] })).toBe(false);
    expect(readyToSave({ ...complete, street: ' ' })).toBe(false);
    expect(readyToSave({ ...complete, director: { ...person, gender: '' } })).toBe(false);
  });

  it('writes a shareholder’s tag as the spec does', () => {
    expect(shareholderTag(person)).toBe('Rojas, Camila - 60%');
    expect(shareholderTag(company)).toBe('Pacific Partners - 40%');
  });

  it('sends the create payload of spec 03 §3 under the parent, each party by its kind', () => {
    const body = toBody(complete, 1, {
      countries: [],
      currencies: [],
      industryTypes: [{ industryTypeId: 7, description: 'Retail' }],
      nationalLicenseTypes: [],
    });
    expect(body).toMatchObject({
      superMerchantId: 1,
      merchantHierarchyTypeCode: 'SUBMERCHANT',
      countryId: 3,
      merchantBusinessCountryIds: [3],
      settlementDestinyType: 'BANK_ACCOUNT',
      companyInformation: { industryTypeDesc: 'Retail', entityInformation: { companyName: 'Andes Foods Chile', countryId: 3 } },
      merchantWebsiteInformation: { websiteOne: { url: 'https://www.andes-foods.example' } },
    });
    expect(body.directorsInformation).toEqual([
      {
        personType: 'MORAL',
        entityInformation: {
          companyName: 'Pacific Partners',
          businessRegistrationNumber: '99887766',
          registrationDate: '2010-01-01',
          countryId: 3,
        },
      },
    ]);
    expect(body.beneficialOwnersInformation[0]).toMatchObject({
      personType: 'PHYSICAL',
      firstName: 'Camila',
      nationalityId: 3,
      percentageOfControl: 60,
    });
    expect(body.beneficialOwnersInformation[1]).toMatchObject({ personType: 'MORAL', percentageOfControl: 40 });
  });

  it('puts a refusal under the field it names', () => {
    expect(fieldOf('companyInformation.website')).toBe('website');
    expect(fieldOf('companyInformation.entityInformation.companyName')).toBe('companyName');
    expect(fieldOf('street')).toBe('street');
    expect(fieldOf('superMerchantId')).toBeUndefined();
  });
});
