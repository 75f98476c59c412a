/**
 * Payouts on the fake API (issue #14): the grids and their guards, exports behind EXPORT and
 * HIDE_EXPORT, the receipt of a finished payout, the creation checked with the form's country
 * rules, the import of a CSV or XLSX file answered row by row, and the sandbox status change
 * that moves the batch and writes a notification.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brazilPixPayout } from './support/payouts';
import { allRows, authed, json, loginAs, startTestApi, type TestApi } from '../harness/fakeApi';

const EXAMPLES = join(__dirname, '..', '..', 'public', 'examples');

interface Payout {
  payoutId: number;
  merchantId: number;
  payoutBatchId: number;
  statusTypeCode: string;
  pendingStatusUpdate: unknown;
  settlementAmount?: number;
  errorReason: string | null;
  isTestMode: boolean;
}
interface Batch {
  payoutBatchId: number;
  merchantId: number;
  shopId: number;
  statusTypeCode: string;
  payouts: Payout[];
}

let api: TestApi;
type Call = ReturnType<typeof authed>;
const as: Record<string, Call> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ scale: 200, statusDelayMs: 200 });
  for (const email of ['super@demo.test', 'merchant@demo.test', 'viewer@demo.test', 'staff@demo.test']) {
    tokens[email.split('@')[0]] = await loginAs(api.url, email);
    as[email.split('@')[0]] = authed(api.url, tokens[email.split('@')[0]]);
  }
});
afterAll(async () => {
  await api?.close();
});

const post = (call: Call, path: string, body: unknown) => call(path, { method: 'POST', body: JSON.stringify(body) });
const text = async (reply: Response) => [reply.status, await reply.text()] as const;

/** POST /payouts with a file, as the import dialog's FormData sends it. */
function importFile(user: string, shopId: number | undefined, name: string, bytes: Uint8Array | string) {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  return fetch(`${api.url}/payouts${shopId === undefined ? '' : `?shopId=${shopId}`}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens[user]}` },
    body: form,
  });
}

async function shopsOf(call: Call): Promise<number[]> {
  const config = await json<{ shops: { shopId: number }[] }>(await call('/config/payouts'));
  return config.shops.map((s) => s.shopId);
}
const firstShopOf = async (call: Call) => (await shopsOf(call))[0];

const brazilPix = brazilPixPayout;

describe('every payout route', () => {
  it('answers 401 without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/payouts/items'],
      ['GET', '/payouts'],
      ['GET', '/payouts/1'],
      ['GET', '/payouts/1/errors'],
      ['GET', '/payouts/items/1'],
      ['GET', '/payouts/items/export'],
      ['GET', '/payouts/export'],
      ['GET', '/payouts/net-volume'],
      ['GET', '/payouts/items/receipt/1'],
      ['POST', '/payouts/items'],
      ['POST', '/payouts'],
      ['PUT', '/sandbox/payouts/push-pay/1'],
      ['POST', '/sandbox/payouts/push-pay'],
      ['POST', '/payout-notifications/sendEmail'],
    ];
    for (const [method, path] of calls) {
      const reply = await fetch(`${api.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(reply.status, `${method} ${path}`).toBe(401);
    }
  });

  it("keeps another merchant's payouts and batches out of reach", async () => {
    const foreign = (await allRows<Payout>(as.super, '/payouts/items')).data.find((p) => p.merchantId !== 4) as Payout;
    expect((await as.merchant(`/payouts/items/${foreign.payoutId}`)).status).toBe(404);
    expect((await as.merchant(`/payouts/${foreign.payoutBatchId}`)).status).toBe(404);
    expect((await as.merchant(`/payouts/${foreign.payoutBatchId}/errors`)).status).toBe(404);
    const push = await as.merchant(`/sandbox/payouts/push-pay/${foreign.payoutId}`, {
      method: 'PUT',
      body: JSON.stringify({ statusTypeCode: 'ERROR' }),
    });
    expect(await text(push)).toEqual([400, 'ENTITY_NOT_FOUND']);
    expect((await post(as.merchant, '/payout-notifications/sendEmail', { payoutId: foreign.payoutId })).status).toBe(400);
  });
});

describe('payout grids', () => {
  it('answers 401 without a token and 403 without the patents; batches open with PAYOUT_BATCH or PAYOUT', async () => {
    expect((await fetch(`${api.url}/payouts/items`)).status).toBe(401);
    expect((await fetch(`${api.url}/payouts`)).status).toBe(401);
    expect((await as.viewer('/payouts/items?pageIndex=0&pageSize=5')).status).toBe(200);
    expect((await as.staff('/payouts?pageIndex=0&pageSize=5')).status).toBe(200);
    expect((await as.viewer('/payouts/items/export')).status).toBe(403);
  });

  it('scopes payouts to the merchant, hides test payouts unless asked, and the settlement amount without CONVERSION_REPORT', async () => {
    const mine = await allRows<Payout>(as.merchant, '/payouts/items');
    expect(mine.data.length).toBeGreaterThan(0);
    expect(new Set(mine.data.map((p) => p.merchantId))).toEqual(new Set([4]));
    expect(mine.data.some((p) => p.isTestMode)).toBe(false);
    const withTests = await allRows<Payout>(as.merchant, '/payouts/items?showTests=true');
    expect(withTests.count).toBeGreaterThan(mine.count);
    expect(mine.data[0].settlementAmount).toBeTypeOf('number');
    const viewerRows = await json<{ data: Payout[] }>(await as.viewer('/payouts/items?pageIndex=0&pageSize=5'));
    expect(viewerRows.data[0]).not.toHaveProperty('settlementAmount');
  });

  it('filters batches by PAYOUTBATCH status and refuses a status of another kind', async () => {
    const finished = await allRows<Batch>(as.super, '/payouts?status=FINISHED');
    expect(finished.data.every((b) => b.statusTypeCode === 'FINISHED')).toBe(true);
    expect(await text(await as.super('/payouts?pageIndex=0&pageSize=5&status=SENT'))).toEqual([
      400,
      'status must be a comma list of ACCEPTED, PENDING, PROCESSED, FINISHED, ERROR',
    ]);
    const one = await json<Batch>(await as.super(`/payouts/${finished.data[0].payoutBatchId}`));
    expect(one.payouts.length).toBeGreaterThan(0);
    expect(one.payouts.every((p) => p.payoutBatchId === one.payoutBatchId)).toBe(true);
  });

  it('exports as report tasks with EXPORT; the net volume is per currency', async () => {
    const reply = await json<{ reportTaskId: number }>(await as.merchant('/payouts/items/export?pageIndex=0&pageSize=0'));
    expect(reply.reportTaskId).toBeGreaterThan(0);
    expect((await as.staff('/payouts/export?pageIndex=0&pageSize=0')).status).toBe(200);
    expect((await as.viewer('/payouts/export?pageIndex=0&pageSize=0')).status).toBe(403);
    const volume = await json<{ data: { currencyCode: string; payoutsCount: number }[] }>(await as.merchant('/payouts/net-volume'));
    expect(volume.data.length).toBeGreaterThan(0);
    expect(new Set(volume.data.map((l) => l.currencyCode)).size).toBe(volume.data.length);
  });
});

describe('receipts', () => {
  it('gives a finished payout a PDF receipt by file key, refuses another status, and needs DOWNLOAD_FILE', async () => {
    const rows = (await allRows<Payout>(as.merchant, '/payouts/items')).data;
    const finished = rows.find((p) => p.statusTypeCode === 'FINISHED') as Payout;
    const other = rows.find((p) => p.statusTypeCode !== 'FINISHED') as Payout;
    const { fileKey } = await json<{ fileKey: string }>(await as.merchant(`/payouts/items/receipt/${finished.payoutId}`));
    const file = await as.merchant(`/file/${fileKey}`);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toContain(`Payout ${finished.payoutId}`);
    const [status, message] = await text(await as.merchant(`/payouts/items/receipt/${other.payoutId}`));
    expect(status).toBe(400);
    expect(message).toMatch(/only for FINISHED/);
    expect((await as.viewer(`/payouts/items/receipt/${finished.payoutId}`)).status).toBe(403);
    const foreign = (await allRows<Payout>(as.super, '/payouts/items')).data.find(
      (p) => p.merchantId !== 4 && p.statusTypeCode === 'FINISHED',
    );
    expect((await as.merchant(`/payouts/items/receipt/${foreign?.payoutId}`)).status).toBe(404);
  });
});

describe('creating a payout', () => {
  it('creates a Brazil Pix-only payout as PENDING in a batch of its own; needs ADD', async () => {
    const shopId = await firstShopOf(as.merchant);
    const reply = await post(as.merchant, '/payouts/items', brazilPix(shopId));
    expect(reply.status).toBe(201);
    const created = (await reply.json()) as Payout & { accountNumber: string; currencyCode: string };
    expect(created).toMatchObject({ statusTypeCode: 'PENDING', accountNumber: '-', currencyCode: 'BRL' });
    expect((await post(as.viewer, '/payouts/items', brazilPix(shopId))).status).toBe(403);
    expect((await post(as.staff, '/payouts/items', brazilPix(shopId))).status).toBe(403);
  });

  it('answers 400 naming the field for each country rule', async () => {
    const shopId = await firstShopOf(as.merchant);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount is not valid (AMOUNT_NOT_VALID): it must be more than 0'],
      [{ recipientPixKey: '' }, 'recipientPixKey is required'],
      [{ documentType: 2, documentNumber: '12345678000195' }, 'documentNumber is not a valid CNPJ. Expected: NN.NNN.NNN/NNNN-NN'],
      [{ beneficiaryFirstName: 'Ana3' }, 'beneficiaryFirstName must hold letters only'],
      [{ email: 'not-an-email' }, 'email must be an e-mail address'],
      // An Argentine account of its own (Pix's '-' is Brazil's), so the document type is all that is wrong.
      [
        {
          country: 'AR',
          currencyCode: 'ARS',
          documentType: 2,
          bankName: 'Banco Galicia',
          accountNumber: '1'.repeat(22),
          payoutAccountTypeCode: '0001',
        },
        'documentType is not one of the choices offered',
      ],
      [{ shopId: 999999 }, 'shopId 999999 is not one of your shops'],
      [{ payoutChannel: 'CARRIER_PIGEON' }, 'payoutChannel must be one of BANK_TRANSFER, INSTANT_TRANSFER'],
      [{ currencyCode: 'USD' }, 'currencyCode must be BRL for BR'],
      [{ currencySymbol: 'US$' }, 'currencySymbol must be R$ for BRL'],
      [{ amount: -5 }, 'amount is not valid (AMOUNT_NOT_VALID): it must be more than 0'],
      [{ amount: '1e3' }, 'amount must be a number with at most 2 decimals'],
    ];
    for (const [change, message] of cases) {
      expect(await text(await post(as.merchant, '/payouts/items', { ...brazilPix(shopId), ...change }))).toEqual([400, message]);
    }
  });

  it('takes an Argentine virtual account with its alias and refuses one without', async () => {
    const shopId = await firstShopOf(as.merchant);
    const argentina = {
      shopId,
      payoutChannel: 'BANK_TRANSFER',
      country: 'AR',
      amount: 2500,
      beneficiaryFirstName: 'Carla',
      beneficiaryLastName: 'Gómez',
      documentType: 1,
      documentNumber: '30123456',
      email: 'carla@example.com',
      phone: '1145678901',
      bankName: 'Banco Galicia',
      accountNumber: '0170001540000001234567',
      payoutAccountTypeCode: '0003',
      payoutBeneficiaryTypeCode: 'PERSON',
      aliasCVU: 'carla.gomez.mp',
    };
    expect((await post(as.merchant, '/payouts/items', argentina)).status).toBe(201);
    expect(await text(await post(as.merchant, '/payouts/items', { ...argentina, aliasCVU: '' }))).toEqual([400, 'aliasCVU is required']);
    // Spec 02 §9: Argentina's phone, 13 digits at most.
    expect(await text(await post(as.merchant, '/payouts/items', { ...argentina, phone: '' }))).toEqual([400, 'phone is required']);
    expect(await text(await post(as.merchant, '/payouts/items', { ...argentina, phone: '12345678901234' }))).toEqual([
      400,
      'phone must be at most 13 characters',
    ]);
    expect(await text(await post(as.merchant, '/payouts/items', { ...argentina, accountNumber: '123' }))).toEqual([
      400,
      'accountNumber must be exactly 22 characters',
    ]);
  });

  it('serves the per-country config: documents without CUIT, banks, CNPJ state, account types by country', async () => {
    const config = await json<{ payoutDocumentsType: { name: string }[]; payoutBanksType: unknown[]; cnpjIncludedAndActive: boolean }>(
      await as.merchant('/config/payouts?countryCode=AR&shopId=5'),
    );
    expect(config.payoutDocumentsType.map((d) => d.name)).toEqual(['DNI', 'CUIL']);
    expect(config.payoutBanksType.length).toBeGreaterThan(0);
    expect(config.cnpjIncludedAndActive).toBe(false);
    const types = await json<{ code: string }[]>(await as.merchant('/config/account-Types?countryCode=BR'));
    expect(types.map((t) => t.code)).not.toContain('0003');
  });
});

describe('importing a file', () => {
  it('imports the example CSV and XLSX: a batch with the valid rows, each row answered Successful or Error', async () => {
    // Two shops: the two files hold the same external references, which one shop takes once.
    const [merchantShop] = await shopsOf(as.merchant);
    const superShop = (await shopsOf(as.super)).find((id) => id !== merchantShop) as number;
    for (const [user, shopId, name] of [
      ['merchant', merchantShop, 'payouts-example.csv'],
      ['super', superShop, 'payouts-example.xlsx'],
    ] as const) {
      const reply = await importFile(user, shopId, name, readFileSync(join(EXAMPLES, name)));
      expect(reply.status, name).toBe(201);
      const result = (await reply.json()) as {
        payoutBatchId: number;
        rowCount: number;
        successCount: number;
        rows: { row: number; result: string; reason: string }[];
      };
      expect(result).toMatchObject({ rowCount: 6, successCount: 4 });
      expect(result.rows.filter((r) => r.result === 'Error').map((r) => [r.row, r.reason])).toEqual([
        [6, 'amount is not valid (AMOUNT_NOT_VALID): it must be more than 0'],
        [7, 'documentNumber is not a valid CNPJ. Expected: NN.NNN.NNN/NNNN-NN'],
      ]);
      const batch = await json<Batch>(await as[user](`/payouts/${result.payoutBatchId}`));
      expect(batch.payouts).toHaveLength(4);
      const errors = await json<{ data: { row: number }[] }>(await as[user](`/payouts/${result.payoutBatchId}/errors`));
      expect(errors.data.map((e) => e.row)).toEqual([6, 7]);
    }
  });

  it('refuses other file types, a broken workbook, missing columns, a missing shop and a role without ADD', async () => {
    const shopId = await firstShopOf(as.merchant);
    expect((await importFile('merchant', shopId, 'payouts.pdf', '%PDF-1.4')).status).toBe(400);
    const [, badType] = await text(await importFile('merchant', shopId, 'payouts.txt', 'a,b'));
    expect(badType).toMatch(/file type \.txt is not allowed/);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml xl/workbook broken')]);
    expect(await text(await importFile('merchant', shopId, 'broken.xlsx', zip))).toEqual([
      400,
      'file could not be read as an Excel workbook: open it in Excel, save it as .xlsx again and retry',
    ]);
    const [, columns] = await text(await importFile('merchant', shopId, 'p.csv', 'name,amount\nAna,1\n'));
    expect(columns).toMatch(/missing the columns payoutChannel, country/);
    expect(await text(await importFile('merchant', undefined, 'p.csv', 'a\n'))).toEqual([
      400,
      'shopId is required: the shop the payouts are paid from',
    ]);
    expect((await importFile('staff', shopId, 'p.csv', 'a\n')).status).toBe(403);
  });
});

describe('an upload sent twice pays nobody twice (issue #30 item 8)', () => {
  const HEADER =
    'payoutChannel,country,amount,beneficiaryFirstName,beneficiaryLastName,documentType,documentNumber,email,phone,bankName,accountAgencyNumber,accountNumber,payoutAccountTypeCode,payoutBeneficiaryTypeCode,recipientPixKey,externalReference';
  const brazil = (ref: string, amount: string) =>
    `BANK_TRANSFER,BR,${amount},Ana,Souza,CPF,12345678901,ana@example.com,11987654321,-,-,-,-,PERSON,ana@example.com,${ref}`;
  const mexico = (ref: string, amount: string) =>
    `BANK_TRANSFER,MX,${amount},Diego,Ramirez,CURP,RAMD800101HDFLRG09,diego@example.com,5512345678,BBVA México,,012180001234567891,,PERSON,,${ref}`;
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';
  const batchCount = async () => (await json<{ count: number }>(await as.merchant('/payouts?pageIndex=0&pageSize=1'))).count;
  interface Preview {
    rowCount: number;
    successCount: number;
    errorCount: number;
    totals: { currencyCode: string; count: number; amount: number }[];
    rows: { row: number; result: string; reason: string; problem?: { code: string } }[];
    payoutBatchId?: number;
  }
  const previewFile = (shopId: number, name: string, body: string) => {
    const form = new FormData();
    form.append('file', new Blob([body]), name);
    return fetch(`${api.url}/payouts?shopId=${shopId}&preview=true`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.merchant}` },
      body: form,
    });
  };

  it('previews what a file would create (rows, totals per currency, refused rows) and writes nothing', async () => {
    const shopId = await firstShopOf(as.merchant);
    const before = await batchCount();
    const body = csv(brazil('PV-1', '100.10'), brazil('PV-2', '50'), mexico('PV-3', '3200'), brazil('PV-4', '0'));
    const reply = await previewFile(shopId, 'preview.csv', body);
    expect(reply.status).toBe(200);
    const preview = (await reply.json()) as Preview;
    expect(preview).toMatchObject({ rowCount: 4, successCount: 3, errorCount: 1 });
    expect(preview.totals).toEqual([
      { currencyCode: 'BRL', count: 2, amount: 150.1 },
      { currencyCode: 'MXN', count: 1, amount: 3200 },
    ]);
    expect(preview.rows.filter((r) => r.result === 'Error').map((r) => r.row)).toEqual([5]);
    expect(preview.payoutBatchId).toBeUndefined();
    expect(await batchCount()).toBe(before);
    // Previewed twice, still nothing: only the import writes, and the same file then imports once.
    expect((await previewFile(shopId, 'preview.csv', body)).status).toBe(200);
    expect((await importFile('merchant', shopId, 'preview.csv', body)).status).toBe(201);
    expect(await batchCount()).toBe(before + 1);
  });

  it('refuses the same file to the same shop with a 409 naming the first batch, and creates nothing', async () => {
    const shopId = await firstShopOf(as.merchant);
    const body = csv(brazil('TWICE-1', '10'), brazil('TWICE-2', '20'));
    const first = (await (await importFile('merchant', shopId, 'twice.csv', body)).json()) as Preview;
    const before = await batchCount();
    // Renamed, it is still the same file.
    for (const reply of [await importFile('merchant', shopId, 'twice (1).csv', body), await previewFile(shopId, 'twice.csv', body)]) {
      expect(reply.status).toBe(409);
      expect(await reply.json()).toMatchObject({ code: 'DUPLICATE_FILE', payoutBatchId: first.payoutBatchId });
    }
    expect(await batchCount()).toBe(before);
  });

  it('refuses each row whose reference the shop already paid or an earlier row holds, naming the rows; the batch counts them refused', async () => {
    const shopId = await firstShopOf(as.merchant);
    await importFile('merchant', shopId, 'first.csv', csv(brazil('REF-1', '10'), brazil('REF-2', '20')));
    const reply = await importFile(
      'merchant',
      shopId,
      'second.csv',
      csv(brazil('REF-1', '10'), brazil('REF-3', '30'), brazil('REF-3', '31'), brazil('REF-2', '20')),
    );
    expect(reply.status).toBe(201);
    const result = (await reply.json()) as Preview & { payoutBatchId: number };
    expect(result).toMatchObject({ rowCount: 4, successCount: 1, errorCount: 3 });
    expect(result.rows.filter((r) => r.result === 'Error').map((r) => [r.row, r.problem?.code, r.reason])).toEqual([
      [
        2,
        'reference_exists',
        expect.stringMatching(/^externalReference already exists for this shop \(payout \d+\): it would be paid twice$/),
      ],
      [4, 'reference_repeated', 'externalReference repeats row 3 of the file'],
      [5, 'reference_exists', expect.stringMatching(/^externalReference already exists for this shop/)],
    ]);
    const batch = await json<Batch & { rowCount: number; refusedRowCount: number }>(await as.merchant(`/payouts/${result.payoutBatchId}`));
    expect(batch).toMatchObject({ rowCount: 4, refusedRowCount: 3 });
    expect(batch.payouts).toHaveLength(1);
    const errors = await json<{ data: { row: number; problem?: { code: string } }[] }>(
      await as.merchant(`/payouts/${result.payoutBatchId}/errors`),
    );
    expect(errors.data.map((e) => [e.row, e.problem?.code])).toEqual([
      [2, 'reference_exists'],
      [4, 'reference_repeated'],
      [5, 'reference_exists'],
    ]);
  });

  it('refuses a new payout from the form whose external reference the shop already has', async () => {
    const shopId = await firstShopOf(as.merchant);
    expect((await post(as.merchant, '/payouts/items', { ...brazilPix(shopId), externalReference: 'FORM-1' })).status).toBe(201);
    const [status, message] = await text(await post(as.merchant, '/payouts/items', { ...brazilPix(shopId), externalReference: 'FORM-1' }));
    expect(status).toBe(400);
    expect(message).toMatch(/^externalReference already exists for this shop \(payout \d+\)/);
  });
});

describe('sandbox status change', () => {
  async function push(call: Call, payoutId: number, statusTypeCode: string, errorReason?: string) {
    return call(`/sandbox/payouts/push-pay/${payoutId}`, {
      method: 'PUT',
      body: JSON.stringify({ statusTypeCode, errorReason, paidDate: '' }),
    });
  }
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
    for (let i = 0; i < 50; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('never happened');
  };

  it('moves PENDING -> ERROR after the delay with its reason, moves the batch, and writes a notification', async () => {
    const shopId = await firstShopOf(as.merchant);
    const created = (await (await post(as.merchant, '/payouts/items', brazilPix(shopId))).json()) as Payout;
    expect((await push(as.merchant, created.payoutId, 'FINISHED')).status).toBe(400);
    expect((await push(as.merchant, created.payoutId, 'ERROR', 'Account closed')).status).toBe(204);
    expect(await text(await push(as.merchant, created.payoutId, 'ERROR'))).toEqual([400, 'ENTITY_EXIST']);
    const pending = await json<Payout>(await as.merchant(`/payouts/items/${created.payoutId}`));
    expect(pending.pendingStatusUpdate).toMatchObject({ statusTypeCode: 'ERROR' });
    const done = await until(
      async () => json<Payout>(await as.merchant(`/payouts/items/${created.payoutId}`)),
      (p) => p.statusTypeCode === 'ERROR',
    );
    expect(done).toMatchObject({ errorReason: 'Account closed', pendingStatusUpdate: null });
    const batch = await json<Batch>(await as.merchant(`/payouts/${created.payoutBatchId}`));
    expect(batch.statusTypeCode).toBe('ERROR');
    const logs = await json<{ data: { transactionID: string; transactionStatusTypeCode: string }[] }>(
      await as.merchant(`/notifications?pageIndex=0&pageSize=5&query=payout-${created.payoutId}`),
    );
    expect(logs.data[0]).toMatchObject({ transactionID: `payout-${created.payoutId}`, transactionStatusTypeCode: 'ERROR' });

    // Issue #30 item 12: that notification can be resent like a pay-in's, and logs a new call of the payout.
    const path = `/notifications/payout-${created.payoutId}/send`;
    const resent = await post(as.merchant, path, { url: 'https://shop.example.com/hooks/payouts' });
    expect(resent.status).toBe(200);
    const { transactionNotificationLogID } = (await resent.json()) as { transactionNotificationLogID: number };
    const request = await json<{ uri: string; body: string }>(await as.merchant(`/notifications/${transactionNotificationLogID}/request`));
    expect(request.uri).toBe('https://shop.example.com/hooks/payouts');
    expect(JSON.parse(request.body)).toMatchObject({ payoutId: created.payoutId, status: 'ERROR', errorReason: 'Account closed' });
    // Another merchant's payout, or none, is not found; a reader may not resend.
    expect(await text(await post(as.super, path, { url: 'https://a.example.com' }))).toEqual([400, 'ENTITY_NOT_FOUND']);
    expect(await text(await post(as.merchant, '/notifications/payout-99999999/send', { url: 'https://a.example.com' }))).toEqual([
      400,
      'ENTITY_NOT_FOUND',
    ]);
    expect((await post(as.viewer, path, { url: 'https://a.example.com' })).status).toBe(403);
  });

  it('lets only PAYOUT CHANGE_STATUS move a PROCESSED payout, and no role without PAYOUT_STATUS_CHANGE', async () => {
    const merchantProcessed = (await allRows<Payout>(as.merchant, '/payouts/items?status=PROCESSED')).data[0];
    expect(await text(await push(as.merchant, merchantProcessed.payoutId, 'FINISHED'))).toEqual([
      403,
      'Forbidden: PAYOUT CHANGE_STATUS required to change a payout that is not PENDING',
    ]);
    expect((await push(as.viewer, merchantProcessed.payoutId, 'FINISHED')).status).toBe(403);
    const processed = (await allRows<Payout>(as.super, '/payouts/items?status=PROCESSED')).data[0];
    expect((await push(as.super, processed.payoutId, 'FINISHED')).status).toBe(204);
    const done = await until(
      async () => json<Payout & { paidDate: string | null }>(await as.super(`/payouts/items/${processed.payoutId}`)),
      (p) => p.statusTypeCode === 'FINISHED',
    );
    expect(done.paidDate).not.toBeNull();
    expect((await push(as.super, processed.payoutId, 'ERROR')).status).toBe(400);
  });

  it('answers the legacy sendEmail for a payout of the caller and 400 for another', async () => {
    const mine = (await allRows<Payout>(as.merchant, '/payouts/items')).data[0];
    const sent = await json<{ sent: boolean }>(await post(as.merchant, '/payout-notifications/sendEmail', { payoutId: mine.payoutId }));
    expect(sent.sent).toBe(true);
    expect((await post(as.merchant, '/payout-notifications/sendEmail', { payoutId: 'x' })).status).toBe(400);
  });
});
