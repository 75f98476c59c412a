import { SHARE_MAX, SHARE_MIN } from '../../contract/writes/submerchants';
import { emptyAsMissing } from '../../src/framework';
import type { SubmerchantConfig } from './types';

export type PersonType = 'PHYSICAL' | 'MORAL';

/** A director or a shareholder as the form holds it: either kind's fields, the chosen one's used. */
export interface Party {
  personType: PersonType;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  nationalityId: number | '';
  nationalLicenseTypeId: number | '';
  nationalId: string;
  countryId: number | '';
  streetNumber: string;
  companyName: string;
  businessRegistrationNumber: string;
  registrationDate: string;
  entityCountryId: number | '';
  percentageOfControl?: number;
}

export interface SubmerchantValues extends Record<string, unknown> {
  defaultCurrencyCode: string;
  companyName: string;
  businessRegistrationNumber: string;
  registrationDate: string;
  website: string;
  industryTypeId: number | '';
  businessCountryId: number | '';
  licenseNumber: string;
  city: string;
  state: string;
  countryId: number | '';
  postalCode: string;
  street: string;
  streetNumber: string;
  director: Party;
  shareholder: Party;
  shareholders: Party[];
  settlementDestinyType: 'BANK_ACCOUNT' | 'CRYPTOCURRENCY';
}

export const emptyParty = (withShare = false): Party => ({
  personType: 'PHYSICAL',
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  nationalityId: '',
  nationalLicenseTypeId: '',
  nationalId: '',
  countryId: '',
  streetNumber: '',
  companyName: '',
  businessRegistrationNumber: '',
  registrationDate: '',
  entityCountryId: '',
  ...(withShare ? { percentageOfControl: 0 } : {}),
});

export const emptySubmerchant = (): SubmerchantValues => ({
  defaultCurrencyCode: '',
  companyName: '',
  businessRegistrationNumber: '',
  registrationDate: '',
  website: '',
  industryTypeId: '',
  businessCountryId: '',
  licenseNumber: '',
  city: '',
  state: '',
  countryId: '',
  postalCode: '',
  street: '',
  streetNumber: '',
  director: emptyParty(),
  shareholder: emptyParty(true),
  shareholders: [],
  settlementDestinyType: 'BANK_ACCOUNT',
});

/** Spec 03 §5: text inputs keep only letters and digits (spaces between words kept) while typing. */
export const lettersAndDigits = (value: unknown) => (typeof value === 'string' ? value.replace(/[^\p{L}\p{N} ]/gu, '') : value);

export { COMPANY_MAX, PERSON_MAX, SHARE_MAX, SHARE_MIN } from '../../contract/writes/submerchants';

/** A date the form keeps as a Date is one half-typed (DateFormInput keeps a whole one as text): not there yet. */
const filled = (value: unknown) => value !== undefined && value !== null && !(value instanceof Date) && String(value).trim() !== '';

const PARTY_FIELDS: Record<PersonType, (keyof Party)[]> = {
  PHYSICAL: [
    'firstName',
    'lastName',
    'gender',
    'dateOfBirth',
    'nationalityId',
    'nationalLicenseTypeId',
    'nationalId',
    'countryId',
    'streetNumber',
  ],
  MORAL: ['companyName', 'businessRegistrationNumber', 'registrationDate', 'entityCountryId'],
};

/** Every field of the party's kind is filled (a shareholder's percentage too, 25 to 100). */
export function partyComplete(party: Party | undefined, withShare = false): boolean {
  if (!party) return false;
  if (!PARTY_FIELDS[party.personType].every((field) => filled(party[field]))) return false;
  if (!withShare) return true;
  const share = Number(party.percentageOfControl);
  return Number.isFinite(share) && share >= SHARE_MIN && share <= SHARE_MAX;
}

/** What the added shareholders hold together, and what is left of 100 %. */
export function sharesHeld(added: readonly Party[]): { held: number; left: number } {
  const held = Math.round(added.reduce((total, party) => total + Number(party.percentageOfControl ?? 0), 0) * 100) / 100;
  return { held, left: Math.max(0, Math.round((SHARE_MAX - held) * 100) / 100) };
}

/** Add Shareholder: the draft is complete, holds 25 % or more, and fits in what is left of 100 %. */
export const canAddShareholder = (draft: Party | undefined, added: readonly Party[]) =>
  partyComplete(draft, true) && Number(draft?.percentageOfControl) <= sharesHeld(added).left;

const MAIN_FIELDS: (keyof SubmerchantValues)[] = [
  'defaultCurrencyCode',
  'companyName',
  'businessRegistrationNumber',
  'registrationDate',
  'website',
  'industryTypeId',
  'businessCountryId',
  'licenseNumber',
  'city',
  'state',
  'countryId',
  'postalCode',
  'street',
  'streetNumber',
  'settlementDestinyType',
];

/** Spec 03 §5: Save waits for every required field, the director's, and a shareholder. */
export const readyToSave = (values: SubmerchantValues) =>
  MAIN_FIELDS.every((field) => filled(values[field])) && partyComplete(values.director) && values.shareholders.length > 0;

/** A shareholder's tag (spec 03 §2): 'last, first - percent%' or 'company - percent%'. */
export const shareholderTag = (party: Party) =>
  `${party.personType === 'MORAL' ? party.companyName : `${party.lastName}, ${party.firstName}`} - ${party.percentageOfControl}%`;

/** A chosen id as a number; none chosen is a field not sent (the contract says "required"). */
const idOf = (value: number | '') => (value === '' ? undefined : Number(value));

function partyBody(party: Party) {
  const share = party.percentageOfControl === undefined ? {} : { percentageOfControl: Number(party.percentageOfControl) };
  if (party.personType === 'MORAL')
    return {
      personType: 'MORAL',
      entityInformation: {
        companyName: party.companyName,
        businessRegistrationNumber: party.businessRegistrationNumber,
        registrationDate: emptyAsMissing(party.registrationDate),
        countryId: idOf(party.entityCountryId),
      },
      ...share,
    };
  return {
    personType: 'PHYSICAL',
    firstName: party.firstName,
    lastName: party.lastName,
    gender: emptyAsMissing(party.gender),
    dateOfBirth: emptyAsMissing(party.dateOfBirth),
    nationalityId: idOf(party.nationalityId),
    nationalLicenseTypeId: idOf(party.nationalLicenseTypeId),
    nationalId: party.nationalId,
    countryId: idOf(party.countryId),
    streetNumber: party.streetNumber,
    ...share,
  };
}

/** The create payload of spec 03 §3 (contract/writes/submerchants.ts SubmerchantBody); what Save sends and the form's rules check. */
export function toBody(values: SubmerchantValues, superMerchantId: number, config?: SubmerchantConfig) {
  const industry = config?.industryTypes.find((i) => i.industryTypeId === Number(values.industryTypeId));
  return {
    referralId: 0,
    statusTypeCode: 'REGISTER_IN_PROCESS',
    defaultCurrencyCode: values.defaultCurrencyCode,
    street: values.street,
    streetNumber: values.streetNumber,
    city: values.city,
    state: values.state,
    postalCode: values.postalCode,
    countryId: idOf(values.countryId),
    merchantHierarchyTypeCode: 'SUBMERCHANT',
    superMerchantId,
    whitelabelEnabled: false,
    contacts: [],
    bankingInformation: {},
    companyInformation: {
      licenseNumber: values.licenseNumber,
      website: values.website,
      industryTypeId: idOf(values.industryTypeId),
      industryTypeDesc: industry?.description ?? '',
      sourceReferenceCode: '',
      entityInformation: {
        companyName: values.companyName,
        businessRegistrationNumber: values.businessRegistrationNumber,
        registrationDate: emptyAsMissing(values.registrationDate),
        countryId: idOf(values.businessCountryId),
      },
    },
    directorsInformation: [partyBody(values.director)],
    authorizedSignatoriesInformation: [],
    beneficialOwnersInformation: values.shareholders.map(partyBody),
    useWithdrawals: false,
    merchantBusinessCountryIds: [idOf(values.businessCountryId)],
    merchantWebsiteInformation: { websiteOne: { url: values.website } },
    settlementDestinyType: values.settlementDestinyType,
  };
}

/** A field a 400 names → the form's field it belongs to. */
const API_FIELDS: Record<string, keyof SubmerchantValues> = {
  'companyInformation.entityInformation.companyName': 'companyName',
  'companyInformation.entityInformation.businessRegistrationNumber': 'businessRegistrationNumber',
  'companyInformation.entityInformation.registrationDate': 'registrationDate',
  'companyInformation.entityInformation.countryId': 'businessCountryId',
  'companyInformation.website': 'website',
  'companyInformation.industryTypeId': 'industryTypeId',
  'companyInformation.licenseNumber': 'licenseNumber',
};
export const fieldOf = (apiField: string): keyof SubmerchantValues | undefined =>
  API_FIELDS[apiField] ?? (MAIN_FIELDS.includes(apiField as keyof SubmerchantValues) ? (apiField as keyof SubmerchantValues) : undefined);
