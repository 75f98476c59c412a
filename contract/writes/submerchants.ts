import { z } from 'zod';
import { email, oneLine, optional, rule } from '../schema/blocks';
import { day } from '../schema/day';
import { write, type Write } from './write';

/** Spec 03 §3 "Registration dropdowns": the kinds of national id a director or shareholder holds. */
export const NATIONAL_LICENSE_TYPES = [
  { registrationDropdownItemID: 1, translationCode: 'NATIONAL_ID' },
  { registrationDropdownItemID: 2, translationCode: 'PASSPORT' },
  { registrationDropdownItemID: 3, translationCode: 'DRIVER_LICENSE' },
  { registrationDropdownItemID: 4, translationCode: 'TAX_ID' },
] as const;

const LICENSE_TYPE_IDS: readonly number[] = NATIONAL_LICENSE_TYPES.map((t) => t.registrationDropdownItemID);

/** Spec 03 §5: person names and ids at most 50, company-level fields at most 255; one line each (they head e-mails about the registration). */
export const PERSON_MAX = 50;
export const COMPANY_MAX = 255;
/** Spec 03 §5: a shareholder holds 25 to 100 % of control; all of them together at most 100 %. */
export const SHARE_MIN = 25;
export const SHARE_MAX = 100;

const name = () => oneLine(PERSON_MAX);
const company = () => oneLine(COMPANY_MAX);
/** A contact (the spec leaves its shape open): whatever it holds, its names and address are one line. */
const Contact = z.looseObject({
  firstName: optional(name()),
  lastName: optional(name()),
  name: optional(company()),
  email: optional(email()),
});
/**
 * An id of the API's lists (countries, currencies, industries: GET /submerchants/config). Whether
 * it names an entry of them is the API's to say, after this schema (fake-api/routes/submerchants.ts).
 */
const id = () => z.number().int().positive();

const Entity = z.object({ companyName: company(), businessRegistrationNumber: company(), registrationDate: day(), countryId: id() });
const Physical = {
  personType: z.literal('PHYSICAL'),
  firstName: name(),
  lastName: name(),
  gender: z.enum(['F', 'M']),
  dateOfBirth: day(),
  nationalityId: id(),
  nationalLicenseTypeId: id().refine((v) => LICENSE_TYPE_IDS.includes(v), rule('one_of', { values: LICENSE_TYPE_IDS.join(', ') })),
  nationalId: name(),
  countryId: id(),
  streetNumber: name(),
};
const Moral = { personType: z.literal('MORAL'), entityInformation: Entity };
const Share = { percentageOfControl: z.number().min(SHARE_MIN).max(SHARE_MAX) };

/** POST /submerchants (spec 03 §3 "Create payload"); the form (resources/submerchants) builds it with toBody. */
export const SubmerchantBody = z.object({
  referralId: z.number().int().nonnegative().optional(),
  statusTypeCode: z.string().optional(),
  defaultCurrencyCode: z.string().trim().min(1),
  street: company(),
  streetNumber: name(),
  city: company(),
  state: company(),
  postalCode: name(),
  countryId: id(),
  merchantHierarchyTypeCode: z.literal('SUBMERCHANT'),
  superMerchantId: id(),
  whitelabelEnabled: z.boolean().optional(),
  contacts: z.array(Contact).max(20).optional(),
  bankingInformation: z.unknown().optional(),
  companyInformation: z.object({
    licenseNumber: company(),
    website: company().refine((v) => /^https?:\/\/\S+$/i.test(v), rule('web_url')),
    industryTypeId: id(),
    industryTypeDesc: z.string().max(COMPANY_MAX).optional(),
    sourceReferenceCode: z.string().max(COMPANY_MAX).optional(),
    entityInformation: Entity,
  }),
  directorsInformation: z
    .array(z.discriminatedUnion('personType', [z.object(Physical), z.object(Moral)]))
    .min(1)
    .max(1),
  authorizedSignatoriesInformation: z.array(z.unknown()).max(20).optional(),
  beneficialOwnersInformation: z
    .array(z.discriminatedUnion('personType', [z.object({ ...Physical, ...Share }), z.object({ ...Moral, ...Share })]))
    .min(1)
    .max(20)
    .refine((owners) => owners.reduce((sum, owner) => sum + owner.percentageOfControl, 0) <= SHARE_MAX, rule('control_total')),
  useWithdrawals: z.boolean().optional(),
  merchantBusinessCountryIds: z.array(id()).min(1).max(20),
  merchantWebsiteInformation: z.object({ websiteOne: z.object({ url: company() }) }).optional(),
  settlementDestinyType: z.enum(['BANK_ACCOUNT', 'CRYPTOCURRENCY']),
});
export type SubmerchantBody = z.input<typeof SubmerchantBody>;

/** The write calls of this area (README "Layers": a new call's schema goes here). */
export const submerchantsWrites: readonly Write[] = [write('POST', '/submerchants', SubmerchantBody)];
