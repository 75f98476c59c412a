/**
 * Texts the API writes (issue #31, item 9): beside the spec's English text, a row carries the
 * text's code and parameters, days as 'yyyy-MM-dd', so a Spanish or Portuguese screen can say it
 * in its own words and date format. The English stays what the code and parameters spell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TEXTS, type ServerTextCode } from '../../contract/serverTexts';
import { englishServerText, SERVER_WORDS } from '../../fake-api/seed/serverTexts';
import { buildCatalog } from '../../src/i18n/catalog';
import { serverWordKey } from '../../src/i18n/serverWords';
import { serverTextMessages } from '../../src/i18n/serverTexts';
import type { LocalizedMessages } from '../../src/i18n/defineMessages';
import { allRows, authed, json, loginAs, startTestApi, type TestApi } from '../harness/fakeApi';
import { brazilPixPayout } from './support/payouts';

interface Described {
  description: string;
  descriptionCode?: ServerTextCode;
  descriptionParams?: Record<string, string>;
}

let api: TestApi;
let as: { super: ReturnType<typeof authed>; merchant: ReturnType<typeof authed> };

beforeAll(async () => {
  api = await startTestApi({ scale: 300 });
  as = {
    super: authed(api.url, await loginAs(api.url, 'super@demo.test')),
    merchant: authed(api.url, await loginAs(api.url, 'merchant@demo.test')),
  };
});
afterAll(async () => {
  await api?.close();
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Each described row's English is its code's text with its parameters. */
function expectSpelledOut(rows: readonly Described[]) {
  for (const row of rows) {
    if (!row.descriptionCode) continue;
    expect(Object.keys(SERVER_TEXTS)).toContain(row.descriptionCode);
    expect(row.description).toBe(englishServerText(row.descriptionCode, row.descriptionParams));
  }
}

describe('server texts as codes', () => {
  it("sends a ledger movement's description as a code with its parameters, days as yyyy-MM-dd", async () => {
    const accounts = await json<{ accountId: string; account: string }[]>(await as.super('/balance-ledger/accounts?merchantId=1'));
    const rows: Described[] = [];
    for (const { accountId } of accounts) {
      rows.push(...(await allRows<Described>(as.super, `/balance-ledger/movements?accountId=${accountId}`)).data);
    }
    const codes = new Set(rows.map((r) => r.descriptionCode).filter(Boolean));
    for (const code of ['TAX_ON_FEES', 'RESERVE_HELD', 'PAYOUT_TO']) expect(codes, code).toContain(code);
    const tax = rows.find((r) => r.descriptionCode === 'TAX_ON_FEES') as Described;
    expect(tax.descriptionParams?.date).toMatch(ISO_DAY);
    expect(tax.description).toBe(`Tax on fees of ${tax.descriptionParams?.date}`);
    const claim = rows.find((r) => r.descriptionCode === 'CLAIM');
    if (claim) expect(claim.descriptionParams?.claimReason).toMatch(/^[A-Z_]+$/);
    expectSpelledOut(rows);
  });

  it('names a seeded payout batch, and a payout created through the API, by code', async () => {
    const batches = (await allRows<Described & { payoutBatchId: number }>(as.merchant, '/payouts')).data;
    const seeded = batches.find((b) => b.descriptionCode === 'PAYOUT_BATCH') as Described;
    expect(seeded.descriptionParams).toMatchObject({ date: expect.stringMatching(ISO_DAY) });
    expectSpelledOut(batches);

    const config = await json<{ shops: { shopId: number }[] }>(await as.merchant('/config/payouts'));
    const reply = await as.merchant('/payouts/items', {
      method: 'POST',
      body: JSON.stringify({ ...brazilPixPayout(config.shops[0].shopId), externalReference: 'REF-31-9' }),
    });
    expect(reply.status).toBe(201);
    const payout = await json<{
      payoutBatchId: number;
      payoutBatchDescription: string;
      payoutBatchDescriptionCode: string;
      payoutBatchDescriptionParams: Record<string, string>;
    }>(reply);
    expect(payout).toMatchObject({
      payoutBatchDescription: 'Payout REF-31-9',
      payoutBatchDescriptionCode: 'PAYOUT_CREATED',
      payoutBatchDescriptionParams: { reference: 'REF-31-9' },
    });
  });
});

describe('the screens’ catalog of what the fake API writes', () => {
  // As a screen has it: the words arrive with the first screen's views.
  const screen = [serverTextMessages as LocalizedMessages];
  const catalogs = { es: buildCatalog('es', screen), pt: buildCatalog('pt', screen) } as unknown as Record<
    'es' | 'pt',
    { server: { words: Record<string, string> } }
  >;

  it('says every fixed phrase the seed writes in Spanish and Portuguese', () => {
    for (const locale of ['es', 'pt'] as const) {
      const { words } = catalogs[locale].server;
      for (const phrase of Object.values(SERVER_WORDS).flat()) {
        const key = serverWordKey('', phrase).slice(1);
        expect(words[key], `${locale} "${phrase}"`).toBeTruthy();
        expect(words[key]).not.toBe(phrase);
      }
    }
  });
});
