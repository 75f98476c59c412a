/**
 * Creating a submerchant (spec 03 §2, §3, §5; issue #19): the create payload with the form's
 * rules, answered 400 naming the field (a registry number already registered: ENTITY_EXIST); the new submerchant is REGISTER_IN_PROCESS, a merchant
 * of its parent's family from then on (its grid, the merchant dropdowns, the caller's scope).
 */
import { Router } from 'express';
import { requireAnyPatent, requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { HttpError, badRequest, handle, quoted } from '../httpError';
import { COUNTRIES, CURRENCIES, INDUSTRY_TYPES, currencyInfo } from '../seed/reference';
import type { MerchantRow, SubmerchantRow } from '../seed/types';
import { withBody } from '../validation';
import { NATIONAL_LICENSE_TYPES, SubmerchantBody } from '../../contract/writes/submerchants';
import { ERROR_CODES } from '../../contract/wire';

type Party = SubmerchantBody['directorsInformation'][number];

const knownCountry = (id: number) => COUNTRIES.some((c) => c.countryId === id);
const KNOWN_COUNTRY = 'must be a known country';

/** The ids of a director or shareholder that name a country, by their path in the body. */
const partyCountries = (party: Party, at: string): [string, number][] =>
  party.personType === 'MORAL'
    ? [[`${at}.entityInformation.countryId`, party.entityInformation.countryId]]
    : [
        [`${at}.nationalityId`, party.nationalityId],
        [`${at}.countryId`, party.countryId],
      ];

/**
 * The body's ids and codes that name no entry of the API's lists (GET /submerchants/config): the
 * contract checks their shape, the lists are the API's. A 400 naming the first, as the schema would.
 */
function unknownReference(body: SubmerchantBody): HttpError | undefined {
  const countries: [string, number][] = [
    ['countryId', body.countryId],
    ['companyInformation.entityInformation.countryId', body.companyInformation.entityInformation.countryId],
    ...body.directorsInformation.flatMap((p, i) => partyCountries(p, `directorsInformation[${i}]`)),
    ...body.beneficialOwnersInformation.flatMap((p, i) => partyCountries(p, `beneficialOwnersInformation[${i}]`)),
    ...body.merchantBusinessCountryIds.map((id, i): [string, number] => [`merchantBusinessCountryIds[${i}]`, id]),
  ];
  if (!CURRENCIES.some((c) => c.currencyCode === body.defaultCurrencyCode))
    return badRequest('defaultCurrencyCode must be a known currency');
  const country = countries.find(([, id]) => !knownCountry(id));
  if (country) return badRequest(`${country[0]} ${KNOWN_COUNTRY}`);
  if (!INDUSTRY_TYPES.some((i) => i.industryTypeId === body.companyInformation.industryTypeId))
    return badRequest('companyInformation.industryTypeId must be a known industry');
  return undefined;
}

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
      const unknown = unknownReference(body);
      if (unknown) throw unknown;
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
