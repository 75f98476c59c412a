/**
 * Creating a submerchant (spec 03 §2, §3, §5; issue #19): the create payload with the form's
 * rules, answered 400 naming the field (a registry number already registered: ENTITY_EXIST); the new submerchant is REGISTER_IN_PROCESS, a merchant
 * of its parent's family from then on (its grid, the merchant dropdowns, the caller's scope).
 */
import { Router } from 'express';
import { z } from 'zod';
import { requireAnyPatent, requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { parseDateText } from '../contract';
import { HttpError, badRequest, handle, quoted } from '../httpError';
import { COUNTRIES, CURRENCIES, INDUSTRY_TYPES, currencyInfo } from '../seed/reference';
import type { MerchantRow, SubmerchantRow } from '../seed/types';
import { email, oneLine, optional, withBody } from '../validation';
import { ERROR_CODES } from '../../contract/wire';

/** Spec 03 §5: person names and ids at most 50, company-level fields at most 255; one line each (they head e-mails about the registration). */
const name = () => oneLine(50);
const company = () => oneLine(255);
/** A contact (the spec leaves its shape open): whatever it holds, its names and address are one line. */
const Contact = z.looseObject({
  firstName: optional(name()),
  lastName: optional(name()),
  name: optional(company()),
  email: optional(email()),
});
const id = () => z.number().int().positive();
const day = () =>
  z.string().transform((value, context) => {
    const parsed = parseDateText(value, 'from');
    if (!parsed) context.addIssue({ code: 'custom', message: 'must be a date (dd/MM/yyyy)' });
    return parsed ?? '';
  });
const countryId = () => id().refine((v) => COUNTRIES.some((c) => c.countryId === v), 'must be a known country');

const Entity = z.object({ companyName: company(), businessRegistrationNumber: company(), registrationDate: day(), countryId: countryId() });
const Physical = {
  personType: z.literal('PHYSICAL'),
  firstName: name(),
  lastName: name(),
  gender: z.enum(['F', 'M']),
  dateOfBirth: day(),
  nationalityId: countryId(),
  nationalLicenseTypeId: id().refine(
    (v) => NATIONAL_LICENSE_TYPES.some((t) => t.registrationDropdownItemID === v),
    'must be a known kind of id',
  ),
  nationalId: name(),
  countryId: countryId(),
  streetNumber: name(),
};
const Moral = { personType: z.literal('MORAL'), entityInformation: Entity };
const Share = { percentageOfControl: z.number().min(25).max(100) };

export const SubmerchantBody = z.object({
  referralId: z.number().int().nonnegative().optional(),
  statusTypeCode: z.string().optional(),
  defaultCurrencyCode: z.string().refine((code) => CURRENCIES.some((c) => c.currencyCode === code), 'must be a known currency'),
  street: company(),
  streetNumber: name(),
  city: company(),
  state: company(),
  postalCode: name(),
  countryId: countryId(),
  merchantHierarchyTypeCode: z.literal('SUBMERCHANT'),
  superMerchantId: id(),
  whitelabelEnabled: z.boolean().optional(),
  contacts: z.array(Contact).max(20).optional(),
  bankingInformation: z.unknown().optional(),
  companyInformation: z.object({
    licenseNumber: company(),
    website: company().refine((v) => /^https?:\/\/\S+$/i.test(v), 'must be an http(s) URL'),
    industryTypeId: id().refine((v) => INDUSTRY_TYPES.some((i) => i.industryTypeId === v), 'must be a known industry'),
    industryTypeDesc: z.string().max(255).optional(),
    sourceReferenceCode: z.string().max(255).optional(),
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
    .max(20),
  useWithdrawals: z.boolean().optional(),
  merchantBusinessCountryIds: z.array(countryId()).min(1).max(20),
  merchantWebsiteInformation: z.object({ websiteOne: z.object({ url: company() }) }).optional(),
  settlementDestinyType: z.enum(['BANK_ACCOUNT', 'CRYPTOCURRENCY']),
});

/** Spec 03 §3 "Registration dropdowns": the kinds of national id a director or shareholder holds. */
export const NATIONAL_LICENSE_TYPES = [
  { registrationDropdownItemID: 1, translationCode: 'NATIONAL_ID' },
  { registrationDropdownItemID: 2, translationCode: 'PASSPORT' },
  { registrationDropdownItemID: 3, translationCode: 'DRIVER_LICENSE' },
  { registrationDropdownItemID: 4, translationCode: 'TAX_ID' },
] as const;

/** A registry number as its letters and digits, upper-cased: how two spellings of one number compare. */
const sameRegistry = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

export function submerchantRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canView = requirePatent('SUBMERCHANT', 'VIEW');
  /** The caller's merchants that may have submerchants: its own, and a super-merchant's other members but its submerchants. */
  const parentsOf = (session: Session) =>
    ctx.store.db.merchants.filter((m) => session.merchantIds.has(m.merchantId) && m.hierarchyTypeCode !== 'SUBMERCHANT');

  // Spec 03 §7 "GET submerchants current": one entry per parent merchant with its submerchants (one grid each).
  router.get(
    '/submerchants/current',
    authed,
    canView,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      res.json(
        parentsOf(session).map((m) => ({
          merchantId: m.merchantId,
          superMerchantId: m.superMerchantId,
          companyName: m.merchantName,
          constitutionDate: m.createdDate,
          registryNumber: null,
          submerchants: ctx.store.db.submerchants.filter((s) => s.superMerchantId === m.merchantId),
        })),
      );
    }),
  );
  router.get(
    '/merchants/current',
    authed,
    requireAnyPatent(['MERCHANT', 'SUBMERCHANT'], 'VIEW'),
    handle((req, res) => {
      const session = sessionOrThrow(req);
      res.json(
        ctx.store.db.merchants
          .filter((m) => session.merchantIds.has(m.merchantId))
          .map(({ merchantId, merchantName, hierarchyTypeCode, superMerchantId, statusTypeCode }) => ({
            merchantId,
            merchantName,
            hierarchyTypeCode,
            superMerchantId,
            statusTypeCode,
          })),
      );
    }),
  );
  // The form's lists (spec 03 §7: config, countries, currencies, industry types, registration dropdowns).
  router.get(
    '/submerchants/config',
    authed,
    canView,
    handle((_req, res) =>
      res.json({
        countries: COUNTRIES.map(({ countryId, countryCode, countryName }) => ({ countryId, countryCode, countryName })),
        currencies: CURRENCIES.map(({ currencyCode, description }) => ({ currencyCode, description })),
        industryTypes: INDUSTRY_TYPES,
        nationalLicenseTypes: NATIONAL_LICENSE_TYPES,
      }),
    ),
  );
  // Who may register under the parent is asked before the body's rules (issue #31): a merchant that
  // is not the caller's, or a submerchant (which has none of its own), is a 403, not a 400.
  const mayRegisterUnder = handle((req, _res, next) => {
    const parentId = (req.body as { superMerchantId?: unknown } | undefined)?.superMerchantId;
    // A parent id that is no id at all is the body's rule to word (a 400 naming the field).
    const named = typeof parentId === 'number' && Number.isInteger(parentId) && parentId > 0;
    if (named && !parentsOf(sessionOrThrow(req)).some((m) => m.merchantId === parentId))
      throw new HttpError(403, `Forbidden: merchant ${quoted(parentId)} is not one of yours that may have submerchants`);
    next();
  });
  router.post(
    '/submerchants',
    authed,
    requirePatent('SUBMERCHANT', 'ADD'),
    mayRegisterUnder,
    withBody(SubmerchantBody, (body, req, res) => {
      const session = sessionOrThrow(req);
      const db = ctx.store.db;
      const parent = parentsOf(session).find((m) => m.merchantId === body.superMerchantId);
      if (!parent) throw new HttpError(403, `Forbidden: merchant ${body.superMerchantId} is not one of yours that may have submerchants`);
      const total = body.beneficialOwnersInformation.reduce((sum, owner) => sum + owner.percentageOfControl, 0);
      if (total > 100) throw badRequest('beneficialOwnersInformation must not hold more than 100% of control');
      const entity = body.companyInformation.entityInformation;
      // Spec 03 §8: a company registered once (the same letters and digits: 76.123.456-K is 76123456K).
      const registry = sameRegistry(entity.businessRegistrationNumber);
      if (db.submerchants.some((s) => s.registryNumber && sameRegistry(s.registryNumber) === registry)) {
        throw badRequest(ERROR_CODES.ENTITY_EXIST);
      }
      const merchantId = Math.max(...db.merchants.map((m) => m.merchantId)) + 1;
      const country = COUNTRIES.find((c) => c.countryId === body.countryId) ?? COUNTRIES[0];
      const currency = currencyInfo(body.defaultCurrencyCode);
      const now = new Date().toISOString();
      const industry = INDUSTRY_TYPES.find((i) => i.industryTypeId === body.companyInformation.industryTypeId);
      const merchant: MerchantRow = {
        merchantId,
        merchantLegacyId: `M${String(merchantId).padStart(5, '0')}`,
        merchantName: entity.companyName,
        hierarchyTypeCode: 'SUBMERCHANT',
        superMerchantId: parent.merchantId,
        statusTypeCode: 'REGISTER_IN_PROCESS',
        countryCode: country.countryCode,
        contactEmail: parent.contactEmail,
        createdDate: now,
        defaultCurrency: { currencyCode: currency.currencyCode, symbol: currency.symbol },
        defaultCurrencies: [{ currencyCode: currency.currencyCode, symbol: currency.symbol }],
        useWithdrawals: body.useWithdrawals ?? false,
      };
      const row: SubmerchantRow = {
        merchantId,
        superMerchantId: parent.merchantId,
        companyName: entity.companyName,
        submerchants: [],
        constitutionDate: entity.registrationDate,
        registryNumber: entity.businessRegistrationNumber,
        statusTypeCode: 'REGISTER_IN_PROCESS',
        defaultCurrencyCode: currency.currencyCode,
        companyInformation: {
          website: body.companyInformation.website,
          industryTypeId: body.companyInformation.industryTypeId,
          industryTypeDesc: industry?.description ?? '',
          licenseNumber: body.companyInformation.licenseNumber,
          entityInformation: { ...entity, email: parent.contactEmail },
        },
      };
      db.merchants.push(merchant);
      db.submerchants.push(row);
      ctx.store.changed('merchants');
      ctx.store.changed('submerchants');
      ctx.auth.refreshMerchantIds();
      res.status(201).json(row);
    }),
  );
  return router;
}
