/**
 * Issue #19's submerchant create over HTTP: who may, the rules of spec 03 §5 refused naming the
 * field, and the new submerchant REGISTER_IN_PROCESS in its parent's grid and the caller's scope.
 */
import { describe, expect, it } from 'vitest';
import { json } from '../harness/fakeApi';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';
import { SUBMERCHANT_BODY, SUBMERCHANT_ENTITY as ENTITY } from './support/submerchants';

const api = suiteDemoApi({ scale: 3000 });
const { as } = api;

const PERSON = {
  personType: 'PHYSICAL',
  firstName: 'Camila',
  lastName: 'Rojas',
  gender: 'F',
  dateOfBirth: '02/07/1984',
  nationalityId: 3,
  nationalLicenseTypeId: 1,
  nationalId: '123456785',
  countryId: 3,
  streetNumber: '1200',
};
/** The base payload with a moral director and two shareholders, one of each kind. */
const BODY = {
  ...SUBMERCHANT_BODY,
  directorsInformation: [{ personType: 'MORAL', entityInformation: { ...ENTITY, companyName: 'Andes Holding SpA' } }],
  beneficialOwnersInformation: [
    { ...PERSON, percentageOfControl: 60 },
    { personType: 'MORAL', entityInformation: { ...ENTITY, companyName: 'Pacific Partners' }, percentageOfControl: 40 },
  ],
};

const post = (call: DemoCall, body: unknown) => call('/submerchants', { method: 'POST', body: JSON.stringify(body) });

describe('the submerchant lists', () => {
  it('give one entry per parent merchant with its submerchants, and the form’s lists', async () => {
    for (const path of ['/submerchants/current', '/submerchants/config']) {
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(401);
      expect((await as.staff(path)).status, path).toBe(403);
    }
    const parents = await json<{ merchantId: number; submerchants: { merchantId: number }[] }[]>(await as.super('/submerchants/current'));
    expect(parents.map((p) => p.merchantId)).toEqual([1]);
    expect(parents[0]?.submerchants.map((s) => s.merchantId)).toEqual([2, 3]);
    expect((await json<{ merchantId: number }[]>(await as.merchant('/submerchants/current'))).map((p) => p.merchantId)).toEqual([4]);
    const config = await json<{ countries: { countryId: number }[]; nationalLicenseTypes: unknown[]; industryTypes: unknown[] }>(
      await as.super('/submerchants/config'),
    );
    expect(config.countries.length).toBeGreaterThan(10);
    expect(config.nationalLicenseTypes.length).toBeGreaterThan(0);
    expect(config.industryTypes.length).toBeGreaterThan(0);
  });
});

describe('creating a submerchant', () => {
  it('needs SUBMERCHANT ADD and a parent of the caller’s', async () => {
    expect((await fetch(`${api.url}/submerchants`, { method: 'POST' })).status).toBe(401);
    expect((await post(as.viewer, BODY)).status).toBe(403);
    expect((await post(as.staff, BODY)).status).toBe(403);
  });

  it('answers 403, before any rule of the body, to a merchant registering under a merchant not its own or under a submerchant (issue #31)', async () => {
    // The plain merchant (Pampa Commerce, merchant 4) under the super-merchant's Andes Holdings.
    const foreign = await post(as.merchant, BODY);
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe('Forbidden: merchant 1 is not one of yours that may have submerchants');
    // A body it may not send anyway: still 403, nothing of the rules is said.
    expect((await post(as.merchant, { superMerchantId: 1 })).status).toBe(403);
    // Super's own submerchant has none of its own.
    expect((await post(as.super, { ...BODY, superMerchantId: 2 })).status).toBe(403);
    // Under its own merchant, the plain merchant's bad body is the 400 naming the field.
    const own = await post(as.merchant, { ...BODY, superMerchantId: 4, street: '' });
    expect(own.status).toBe(400);
    expect(await own.text()).toBe('street is required');
  });

  it('refuses each rule of the form naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...BODY, street: '' }, 'street'],
      [{ ...BODY, postalCode: 'x'.repeat(51) }, 'postalCode'],
      [{ ...BODY, city: 'x'.repeat(256) }, 'city'],
      [{ ...BODY, defaultCurrencyCode: 'XXX' }, 'defaultCurrencyCode'],
      [{ ...BODY, companyInformation: { ...BODY.companyInformation, website: 'andes' } }, 'companyInformation.website'],
      [
        { ...BODY, companyInformation: { ...BODY.companyInformation, entityInformation: { ...ENTITY, registrationDate: '31/02/2021' } } },
        'companyInformation.entityInformation.registrationDate',
      ],
      [{ ...BODY, directorsInformation: [] }, 'directorsInformation'],
      [{ ...BODY, directorsInformation: [{ ...PERSON, firstName: '' }] }, 'directorsInformation[0].firstName'],
      [{ ...BODY, directorsInformation: [{ ...PERSON, gender: 'X' }] }, 'directorsInformation[0].gender'],
      [{ ...BODY, beneficialOwnersInformation: [] }, 'beneficialOwnersInformation'],
      [
        { ...BODY, beneficialOwnersInformation: [{ ...PERSON, percentageOfControl: 24.9 }] },
        'beneficialOwnersInformation[0].percentageOfControl',
      ],
      [
        { ...BODY, beneficialOwnersInformation: [{ ...PERSON, percentageOfControl: 100.5 }] },
        'beneficialOwnersInformation[0].percentageOfControl',
      ],
      [
        {
          ...BODY,
          beneficialOwnersInformation: [
            { ...PERSON, percentageOfControl: 80 },
            { ...PERSON, percentageOfControl: 30 },
          ],
        },
        'beneficialOwnersInformation',
      ],
      [{ ...BODY, settlementDestinyType: 'CASH' }, 'settlementDestinyType'],
    ];
    for (const [body, field] of cases) {
      const reply = await post(as.super, body);
      const text = await reply.text();
      expect(reply.status, `${field}: ${text}`).toBe(400);
      expect(text.startsWith(`${field} `), `${field}: ${text}`).toBe(true);
    }
  });

  it('creates it REGISTER_IN_PROCESS in its parent’s grid and in the caller’s merchants at once', async () => {
    const reply = await post(as.super, BODY);
    expect(reply.status, await reply.clone().text()).toBe(201);
    const created = await json<{ merchantId: number; statusTypeCode: string; companyName: string }>(reply);
    expect(created).toMatchObject({ statusTypeCode: 'REGISTER_IN_PROCESS', companyName: 'Andes Foods Chile' });
    const grid = await json<{ data: { merchantId: number }[] }>(await as.super('/submerchants?pageSize=100&superMerchantId=1'));
    expect(grid.data.map((s) => s.merchantId)).toContain(created.merchantId);
    // The session opened before the create sees the new merchant: a merchant dropdown of the money screens lists it.
    const config = await json<{ merchants: { merchantId: number }[] }>(await as.super('/config/shop-daily-balance'));
    expect(config.merchants.map((m) => m.merchantId)).toContain(created.merchantId);
    expect((await as.merchant(`/submerchants/${created.merchantId}`)).status).toBe(404);
  });

  it('refuses a registry number already registered, however it is spelt, with ENTITY_EXIST (spec 03 §8)', async () => {
    const parents = await json<{ submerchants: { registryNumber: string | null }[] }[]>(await as.super('/submerchants/current'));
    const taken = parents.flatMap((p) => p.submerchants).find((s) => s.registryNumber)?.registryNumber as string;
    const withNumber = (businessRegistrationNumber: string) => ({
      ...BODY,
      companyInformation: { ...BODY.companyInformation, entityInformation: { ...ENTITY, businessRegistrationNumber } },
    });
    for (const spelling of [taken, taken.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase()]) {
      const reply = await post(as.super, withNumber(spelling));
      expect(reply.status, spelling).toBe(400);
      expect(await reply.text(), spelling).toBe('ENTITY_EXIST');
    }
    const before = await json<unknown[]>(await as.super('/submerchants/current'));
    expect(JSON.stringify(before)).toBe(JSON.stringify(parents));
  });
});
