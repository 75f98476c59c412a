/**
 * Refunds, direct wires and refund payments on the fake API (issue #15): the guards and the
 * merchant scope of every route, the request step's lookups, a request created with its
 * beneficiary and documents and tied to its pay-in, documents that stop changing once approved,
 * notes, the summary PDF, and the refund payments' status edit and export.
 */
import { describe, expect, it } from 'vitest';
import type { RefundRequestLookup } from '../../contract/wire';
import type { RefundDocument, RefundRequest } from '../../contract/refunds/types';
import type { RefundPayment as RefundPaymentRow } from '../../contract/transaction-refunds/types';
import { BANK, directWireBody, refundShopOf, uploadDocument } from './support/refunds';
import { allRows, json } from '../harness/fakeApi';
import { suiteDemoApi, type DemoCall, type DemoUser } from '../harness/demoApi';

interface Tx {
  transactionId: string;
  amount: number;
  shopId: number;
  enableRefund: boolean;
  currency: string;
}
/** The API answers a merchant's rows with their owner, which the super user's scope checks read. */
type Owned<T> = T & { merchantId: number };
type Refund = Owned<RefundRequest>;
type RefundPayment = Owned<RefundPaymentRow>;

// Enough pay-ins for claims in each status, refunding ones included.
const api = suiteDemoApi({ scale: 3000 });
const { as, tokens } = api;
type Call = DemoCall;

const send = (call: Call, method: string, path: string, body?: unknown) =>
  call(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
const text = async (reply: Response) => [reply.status, await reply.text()] as const;

/** A pay-in of the merchant that may still be refunded. */
async function refundablePayin(user: DemoUser = 'merchant'): Promise<Tx> {
  const page = await json<{ data: Tx[] }>(await as[user]('/transactions/v2?pageSize=100&status=APPROVED'));
  const found = page.data.filter((t) => t.enableRefund && t.amount >= 10);
  if (!found.length) throw new Error('no refundable pay-in');
  return found[found.length - 1];
}

/** What the request step learns of a pay-in (GET request-refund-by-transaction-id). */
const payinLookup = async (tx: Tx) =>
  json<RefundRequestLookup>(await as.merchant(`/refunds/request-refund-by-transaction-id/${tx.transactionId}`));

describe('every refund route', () => {
  it('answers 401 without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/refunds'],
      ['GET', '/refunds/1'],
      ['GET', '/refunds/export'],
      ['GET', '/refunds/request-refund'],
      ['GET', '/refunds/request-refund-by-transaction-id/0'],
      ['GET', '/refunds/request-refund-by-passport-id/AB1'],
      ['GET', '/refunds/shop-request-refund/1'],
      ['GET', '/refunds/claims'],
      ['GET', '/refunds/download/1'],
      ['GET', '/api/v1/refunds/claims'],
      ['POST', '/refunds/new'],
      ['PUT', '/refunds/1'],
      ['DELETE', '/refunds/1'],
      ['GET', '/refund-beneficiary/1'],
      ['GET', '/refund-documents?refundRequestId=1'],
      ['GET', '/refund-documents/1'],
      ['POST', '/refund-documents'],
      ['PUT', '/refund-documents/1'],
      ['DELETE', '/refund-documents/1'],
      ['GET', '/notes?refundRequestId=1'],
      ['POST', '/notes'],
      ['GET', '/transaction-refunds'],
      ['GET', '/transaction-refunds/1'],
      ['GET', '/transaction-refunds/export'],
      ['PUT', '/transaction-refunds/update-status'],
    ];
    for (const [method, path] of calls) {
      const reply = await fetch(`${api.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      expect(reply.status, `${method} ${path}`).toBe(401);
    }
  });

  it('reads with VIEW, writes only with ADD or EDIT: the viewer and the staff get 403 on every write', async () => {
    expect((await as.viewer('/refunds?pageSize=5')).status).toBe(200);
    expect((await as.staff('/refunds?pageSize=5')).status).toBe(200);
    const shopId = await refundShopOf(as.merchant);
    for (const user of ['viewer', 'staff'] as const) {
      expect((await as[user]('/refunds/request-refund')).status, user).toBe(403);
      expect((await send(as[user], 'POST', '/refunds/new', directWireBody(shopId, 1))).status, user).toBe(403);
      expect((await send(as[user], 'PUT', '/refunds/1', {})).status, user).toBe(403);
      expect((await send(as[user], 'DELETE', '/refunds/1')).status, user).toBe(403);
      expect((await send(as[user], 'POST', '/refund-documents', {})).status, user).toBe(403);
      expect((await send(as[user], 'PUT', '/refund-documents/1', {})).status, user).toBe(403);
      expect((await send(as[user], 'POST', '/notes', {})).status, user).toBe(403);
      expect((await send(as[user], 'PUT', '/transaction-refunds/update-status', {})).status, user).toBe(403);
    }
  });

  it("keeps another merchant's requests, documents, notes and refund payments out of reach", async () => {
    const foreign = (await allRows<Refund>(as.super, '/refunds')).data.find((r) => r.merchantId !== 4) as Refund;
    expect((await as.merchant(`/refunds/${foreign.refundRequestId}`)).status).toBe(404);
    expect((await as.merchant(`/refund-beneficiary/${foreign.beneficiaryId}`)).status).toBe(404);
    expect((await as.merchant(`/refunds/download/${foreign.refundRequestId}`)).status).toBe(404);
    const docs = await json<{ data: RefundDocument[] }>(await as.merchant(`/refund-documents?refundRequestId=${foreign.refundRequestId}`));
    expect(docs.data).toEqual([]);
    const notes = await json<{ data: unknown[] }>(await as.merchant(`/notes?refundRequestId=${foreign.refundRequestId}`));
    expect(notes.data).toEqual([]);
    expect((await send(as.merchant, 'POST', '/notes', { refundRequestId: foreign.refundRequestId, text: 'hello' })).status).toBe(404);
    const mine = await allRows<Refund>(as.merchant, '/refunds');
    expect(new Set(mine.data.map((r) => r.merchantId))).toEqual(new Set([4]));
    const payment = (await allRows<RefundPayment>(as.super, '/transaction-refunds')).data.find((r) => r.merchantId !== 4) as RefundPayment;
    expect((await as.merchant(`/transaction-refunds/${payment.transactionRefundId}`)).status).toBe(404);
    const push = await send(as.merchant, 'PUT', '/transaction-refunds/update-status', {
      transactionRefundId: payment.transactionRefundId,
      status: 'PAID',
    });
    expect(push.status).toBe(404);
    const shop = (await json<{ data: { shopId: number; merchantId: number }[] }>(await as.super('/shops?pageSize=100'))).data.find(
      (s) => s.merchantId !== 4,
    );
    expect(await text(await as.merchant(`/refunds/shop-request-refund/${shop?.shopId}`))).toEqual([
      400,
      `shopId ${shop?.shopId} is not one of your shops`,
    ]);
  });
});

describe('the refunds grid', () => {
  it('filters by the date dateFilter names, status, shop and the Direct Wires flag', async () => {
    const all = await allRows<Refund>(as.super, '/refunds');
    const direct = await allRows<Refund>(as.super, '/refunds?isDirectwire=true');
    const refunds = await allRows<Refund>(as.super, '/refunds?isDirectwire=false');
    expect(direct.count + refunds.count).toBe(all.count);
    expect(direct.data.every((r) => r.isDirectwire)).toBe(true);
    const approved = await allRows<Refund>(as.super, '/refunds?statusTypeCode=Approved&dateFilter=ApprovedDate&requestDateFrom=01/01/2020');
    expect(approved.count).toBeGreaterThan(0);
    expect(approved.data.every((r) => r.refundRequestStatusTypeCode === 'Approved' && r.approvedDate)).toBe(true);
    expect(await text(await as.super('/refunds?dateFilter=PaidDate'))).toEqual([
      400,
      'dateFilter must be one of CreatedDate, ApprovedDate',
    ]);
    expect(await text(await as.super('/refunds?isDirectwire=maybe'))).toEqual([400, 'isDirectwire must be true or false']);
  });

  it('exports the filtered requests as a CSV file with VIEW, the flag kept', async () => {
    const reply = await json<{ fileKey: string }>(await as.viewer('/refunds/export?pageIndex=0&pageSize=0&isDirectwire=true'));
    const file = await as.viewer(`/file/${reply.fileKey}`);
    expect(file.headers.get('content-disposition')).toMatch(/direct-wires-/);
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^refundRequestId,requestDate,shopName/);
    expect(lines.slice(1).every((line) => line.endsWith(',true'))).toBe(true);
  });
});

describe('the request step', () => {
  it('looks a pay-in up by its transaction id: its shop, customer, amount left and the slots to upload', async () => {
    const tx = await refundablePayin();
    const lookup = await json<{ mode: string; refund: Record<string, unknown>; documents: { documentTypeId: number }[] }>(
      await as.merchant(`/refunds/request-refund-by-transaction-id/${tx.transactionId}`),
    );
    expect(lookup.mode).toBe('TRANSACTION_ID');
    expect(lookup.refund).toMatchObject({
      transactionId: tx.transactionId,
      shopId: tx.shopId,
      refundable: tx.amount,
      transactionCurrencyCode: tx.currency,
    });
    expect(lookup.documents.map((d) => d.documentTypeId)).toEqual([1, 2, 3]);
  });

  it("refuses a transaction id that is not the caller's approved pay-in, naming transactionId", async () => {
    const [status, message] = await text(
      await as.merchant('/refunds/request-refund-by-transaction-id/00000000-0000-4000-8000-000000000000'),
    );
    expect(status).toBe(400);
    expect(message).toMatch(/^transactionId .* is not one of your pay-ins$/);
    expect(await text(await as.merchant('/refunds/request-refund-by-transaction-id/not-a-uuid'))).toEqual([
      400,
      'transactionId must be shaped 8-4-4-4-12 (or 0)',
    ]);
    const pending = (await json<{ data: Tx[] }>(await as.merchant('/transactions/v2?pageSize=5&status=PENDING'))).data[0];
    expect((await text(await as.merchant(`/refunds/request-refund-by-transaction-id/${pending.transactionId}`)))[1]).toMatch(
      /only approved pay-ins can be refunded/,
    );
  });

  it("by passport id brings back the bank details last paid under it; '0' and empty start from nothing", async () => {
    const known = (await allRows<Refund>(as.merchant, '/refunds')).data.find((r) => r.passportId) as Refund;
    const lookup = await json<{ mode: string; beneficiary: Record<string, unknown> | null; documents: { documentTypeId: number }[] }>(
      await as.merchant(`/refunds/request-refund-by-passport-id/${encodeURIComponent(known.passportId as string)}`),
    );
    expect(lookup.mode).toBe('PASSPORT_ID');
    expect(lookup.beneficiary?.bankName).toBeTruthy();
    expect(lookup.documents.map((d) => d.documentTypeId)).toEqual([1, 2, 4]);
    const nothing = await json<{ mode: string; refund: { transactionId: string | null } }>(
      await as.merchant('/refunds/request-refund-by-transaction-id/0'),
    );
    expect(nothing.mode).toBe('TRANSACTION_ID');
    expect(nothing.refund.transactionId).toBe('0');
    expect((await json<{ mode: string }>(await as.merchant('/refunds/request-refund'))).mode).toBe('EMPTY');
  });
});

describe('creating a request', () => {
  it('creates a refund by transaction id, Pending, tied to its pay-in: no second refund, the refund line follows', async () => {
    const tx = await refundablePayin();
    const fileId = await uploadDocument(api.url, tokens.merchant);
    const { passportId } = (await payinLookup(tx)).refund;
    const body = {
      refund: { shopId: tx.shopId, transactionId: tx.transactionId, passportId, amountToBeRefunded: 5, isDirectwire: false },
      refundBeneficiary: BANK,
      refundDocuments: [1, 2, 3].map((documentTypeId) => ({ documentTypeId, documentName: 'doc.pdf', fileId })),
      disclaimerAccepted: true,
    };
    const reply = await send(as.merchant, 'POST', '/refunds/new', body);
    expect(reply.status, await reply.clone().text()).toBe(201);
    const { refundRequestId } = await json<{ refundRequestId: number }>(reply);
    const refund = await json<Refund>(await as.merchant(`/refunds/${refundRequestId}`));
    expect(refund).toMatchObject({
      refundRequestStatusTypeCode: 'Pending',
      transactionId: tx.transactionId,
      // The pay-in's own amount, in the currency of the refund (issue #30).
      transactionAmount: tx.amount,
      transactionCurrencyCode: tx.currency,
      amountToBeRefunded: 5,
      isDirectwire: false,
    });
    const documents = await json<{ data: RefundDocument[] }>(await as.merchant(`/refund-documents?refundRequestId=${refundRequestId}`));
    expect(documents.data.map((d) => [d.documentTypeId, d.documentStatusTypeCode]).sort()).toEqual([
      [1, 'PENDING'],
      [2, 'PENDING'],
      [3, 'PENDING'],
    ]);
    const bank = await json<{ bankName: string; receivingCountryName: string }>(
      await as.merchant(`/refund-beneficiary/${refund.beneficiaryId}`),
    );
    expect(bank).toMatchObject({ bankName: BANK.bankName, receivingCountryName: 'Brazil' });

    const payin = await json<{ enableRefund: boolean; refundedAmount: number; refund: { refundStatus: string; refundRequestId: number } }>(
      await as.merchant(`/transactions/v2/${tx.transactionId}/details`),
    );
    expect(payin).toMatchObject({ enableRefund: false, refundedAmount: 5, refund: { refundStatus: 'PENDING', refundRequestId } });
    const lookup = await json<{ refund: { refundable: number } }>(
      await as.merchant(`/refunds/request-refund-by-transaction-id/${tx.transactionId}`),
    );
    expect(lookup.refund.refundable).toBeCloseTo(tx.amount - 5, 2);
    const over = await send(as.merchant, 'POST', '/refunds/new', { ...body, refund: { ...body.refund, amountToBeRefunded: tx.amount } });
    expect((await text(over))[1]).toBe(
      `refund.amountToBeRefunded cannot exceed what is left to refund of the transaction (${Math.round((tx.amount - 5) * 100) / 100})`,
    );
    // Its own amount may grow to the whole pay-in, and the refusal quotes that bound (issue #30).
    const change = { refundRequestId, refundRequestStatusTypeCode: 'Pending', amountToBeRefunded: tx.amount + 1 };
    expect(await text(await send(as.merchant, 'PUT', `/refunds/${refundRequestId}`, change))).toEqual([
      400,
      `amountToBeRefunded cannot exceed what is left to refund of the transaction (${tx.amount})`,
    ]);
    expect((await send(as.merchant, 'PUT', `/refunds/${refundRequestId}`, { ...change, amountToBeRefunded: tx.amount })).status).toBe(200);
    // Withdrawn while pending, the pay-in may be refunded again.
    expect((await send(as.merchant, 'DELETE', `/refunds/${refundRequestId}`)).status).toBe(200);
    const after = await json<{ enableRefund: boolean; refundedAmount: number }>(
      await as.merchant(`/transactions/v2/${tx.transactionId}/details`),
    );
    expect(after).toMatchObject({ enableRefund: true, refundedAmount: 0 });
  });

  it('creates a direct wire by passport id, listed under the flag', async () => {
    const shopId = await refundShopOf(as.merchant);
    const fileId = await uploadDocument(api.url, tokens.merchant);
    const reply = await send(as.merchant, 'POST', '/refunds/new', directWireBody(shopId, fileId, 'ZX998877'));
    expect(reply.status).toBe(201);
    const { refundRequestId } = await json<{ refundRequestId: number }>(reply);
    const direct = await allRows<Refund>(as.merchant, '/refunds?isDirectwire=true&query=ZX998877');
    expect(direct.data.map((r) => r.refundRequestId)).toEqual([refundRequestId]);
    expect(direct.data[0]).toMatchObject({ passportId: 'ZX998877', transactionId: null, shopId });
  });

  it('answers 400 naming the field for every rule of spec 02 §5', async () => {
    const shopId = await refundShopOf(as.merchant);
    const fileId = await uploadDocument(api.url, tokens.merchant);
    const good = directWireBody(shopId, fileId);
    const cases: [unknown, string][] = [
      [{ ...good, refund: { ...good.refund, amountToBeRefunded: 0 } }, 'refund.amountToBeRefunded must be at least 0.01'],
      [
        { ...good, refund: { ...good.refund, amountToBeRefunded: 12345678901234.56 } },
        'refund.amountToBeRefunded must be at most 16 characters',
      ],
      [{ ...good, refund: { ...good.refund, amountToBeRefunded: 1.005 } }, 'refund.amountToBeRefunded must have at most 2 decimals'],
      [{ ...good, refund: { ...good.refund, passportId: '' } }, 'refund.passportId is required'],
      [{ ...good, refund: { ...good.refund, shopId: 999999 } }, 'refund.shopId 999999 is not one of your shops'],
      [{ ...good, refundBeneficiary: { ...BANK, swift: ' ' } }, 'refundBeneficiary.swift is required'],
      [
        { ...good, refundBeneficiary: { ...BANK, hasCorrespondentBank: true, correspondentCountryId: 1 } },
        'refundBeneficiary.correspondentSwift is required',
      ],
      [{ ...good, refundBeneficiary: { ...BANK, receivingCountryId: 14, clabe: '1234' } }, 'refundBeneficiary.clabe must be 18 digits'],
      [
        { ...good, refundBeneficiary: { ...BANK, clabe: '123456789012345678' } },
        'refundBeneficiary.clabe is only for a Mexican receiving country',
      ],
      [{ ...good, refundDocuments: good.refundDocuments.slice(0, 2) }, 'refundDocuments must upload: Signed refund request letter'],
      [
        { ...good, refundDocuments: good.refundDocuments.map((d) => ({ ...d, fileId: 999999 })) },
        'refundDocuments[0].fileId 999999 is not a document you uploaded (POST /file)',
      ],
      [{ ...good, disclaimerAccepted: false }, 'disclaimerAccepted must be true'],
    ];
    for (const [body, message] of cases) expect(await text(await send(as.merchant, 'POST', '/refunds/new', body))).toEqual([400, message]);
    // A correspondent bank's account number is optional; a Mexican CLABE of 18 digits is taken.
    const mexico = {
      ...good,
      refundBeneficiary: {
        ...BANK,
        receivingCountryId: 14,
        clabe: '123456789012345678',
        hasCorrespondentBank: true,
        correspondentCountryId: 1,
        correspondentSwift: 'CITIUS33',
        correspondentBankName: 'Citibank',
      },
    };
    expect((await send(as.merchant, 'POST', '/refunds/new', mexico)).status).toBe(201);
  });
});

describe('the customer of the key (issue #30)', () => {
  it("refuses a pay-in's refund under another passport or name, naming the field", async () => {
    const tx = await refundablePayin();
    const { refund: payer } = await payinLookup(tx);
    const fileId = await uploadDocument(api.url, tokens.merchant);
    const body = {
      refund: {
        shopId: tx.shopId,
        transactionId: tx.transactionId,
        passportId: payer.passportId,
        amountToBeRefunded: 1,
        isDirectwire: false,
      },
      refundBeneficiary: BANK,
      refundDocuments: [1, 2, 3].map((documentTypeId) => ({ documentTypeId, documentName: 'doc.pdf', fileId })),
      disclaimerAccepted: true,
    };
    expect(
      await text(await send(as.merchant, 'POST', '/refunds/new', { ...body, refund: { ...body.refund, passportId: 'NOBODY-1' } })),
    ).toEqual([400, `refund.passportId must be ${payer.passportId}, the passport / national id of the pay-in's customer`]);
    expect(
      await text(await send(as.merchant, 'POST', '/refunds/new', { ...body, refund: { ...body.refund, customerName: 'Someone Else' } })),
    ).toEqual([400, `refund.customerName must be ${payer.customerName}, the pay-in's customer`]);
  });

  it("refuses a new passport carrying a known customer's e-mail, and takes that e-mail under the customer's own passport", async () => {
    const tx = await refundablePayin();
    const { refund: payer } = await payinLookup(tx);
    const shopId = await refundShopOf(as.merchant);
    const fileId = await uploadDocument(api.url, tokens.merchant);
    const stranger = directWireBody(shopId, fileId, 'NOBODY-30');
    const theirs = { ...stranger, refund: { ...stranger.refund, customerEmail: payer.customerEmail, customerName: payer.customerName } };
    expect(await text(await send(as.merchant, 'POST', '/refunds/new', theirs))).toEqual([
      400,
      'refund.customerEmail belongs to another customer than passport / national id NOBODY-30',
    ]);
    const own = { ...theirs, refund: { ...theirs.refund, passportId: payer.passportId } };
    expect((await send(as.merchant, 'POST', '/refunds/new', own)).status).toBe(201);
    const renamed = { ...own, refund: { ...own.refund, customerName: 'Someone Else' } };
    expect(await text(await send(as.merchant, 'POST', '/refunds/new', renamed))).toEqual([
      400,
      `refund.customerName is not the customer known under passport / national id ${payer.passportId}`,
    ]);
  });
});

describe('saved beneficiaries (issue #30)', () => {
  it('offers every beneficiary paid under a passport, newest first, and links the one kept instead of copying it', async () => {
    const shopId = await refundShopOf(as.merchant);
    const fileId = await uploadDocument(api.url, tokens.merchant);
    const base = directWireBody(shopId, fileId, 'TWICE-30');
    const create = async (body: unknown) => {
      const reply = await send(as.merchant, 'POST', '/refunds/new', body);
      expect(reply.status, await reply.clone().text()).toBe(201);
      const { refundRequestId } = await json<{ refundRequestId: number }>(reply);
      return json<Refund>(await as.merchant(`/refunds/${refundRequestId}`));
    };
    const first = await create(base);
    const second = await create({ ...base, refundBeneficiary: { ...BANK, bankName: 'Itaú', accountNumber: '987654321' } });
    const lookup = await json<{ beneficiary: { bankName: string }; savedBeneficiaries: { beneficiaryId: number; bankName: string }[] }>(
      await as.merchant('/refunds/request-refund-by-passport-id/TWICE-30'),
    );
    expect(lookup.savedBeneficiaries.map((b) => [b.beneficiaryId, b.bankName])).toEqual([
      [second.beneficiaryId, 'Itaú'],
      [first.beneficiaryId, BANK.bankName],
    ]);
    expect(lookup.beneficiary.bankName).toBe('Itaú');

    const linked = await create({ ...base, refund: { ...base.refund, beneficiaryId: first.beneficiaryId } });
    expect(linked.beneficiaryId).toBe(first.beneficiaryId);
    const again = await json<{ savedBeneficiaries: unknown[] }>(await as.merchant('/refunds/request-refund-by-passport-id/TWICE-30'));
    expect(again.savedBeneficiaries).toHaveLength(2);

    const edited = {
      ...base,
      refund: { ...base.refund, beneficiaryId: first.beneficiaryId },
      refundBeneficiary: { ...BANK, swift: 'OTHERXX' },
    };
    expect(await text(await send(as.merchant, 'POST', '/refunds/new', edited))).toEqual([
      400,
      `refundBeneficiary differs from saved beneficiary ${first.beneficiaryId}: leave refund.beneficiaryId out to save new details`,
    ]);
    const foreign = { ...base, refund: { ...base.refund, passportId: 'OTHER-30', beneficiaryId: first.beneficiaryId } };
    expect(await text(await send(as.merchant, 'POST', '/refunds/new', foreign))).toEqual([
      400,
      `refund.beneficiaryId ${first.beneficiaryId} is not a saved beneficiary of passport / national id OTHER-30`,
    ]);
    // Withdrawing the first request keeps the record the third one still pays to.
    expect((await send(as.merchant, 'DELETE', `/refunds/${first.refundRequestId}`)).status).toBe(200);
    expect((await as.merchant(`/refund-beneficiary/${first.beneficiaryId}`)).status).toBe(200);
  });
});

describe('ids (issue #30)', () => {
  it("never hands a withdrawn request's id, nor its documents' and beneficiary's, to the next request", async () => {
    const shopId = await refundShopOf(as.merchant);
    const fileId = await uploadDocument(api.url, tokens.merchant);
    const create = async () => {
      const reply = await send(as.merchant, 'POST', '/refunds/new', directWireBody(shopId, fileId));
      const { refundRequestId } = await json<{ refundRequestId: number }>(reply);
      const refund = await json<Refund>(await as.merchant(`/refunds/${refundRequestId}`));
      const documents = await json<{ data: RefundDocument[] }>(await as.merchant(`/refund-documents?refundRequestId=${refundRequestId}`));
      return { refundRequestId, beneficiaryId: refund.beneficiaryId, documentIds: documents.data.map((d) => d.refundRequestDocumentId) };
    };
    const withdrawn = await create();
    expect((await send(as.merchant, 'DELETE', `/refunds/${withdrawn.refundRequestId}`)).status).toBe(200);
    const next = await create();
    expect(next.refundRequestId).toBeGreaterThan(withdrawn.refundRequestId);
    expect(next.beneficiaryId).toBeGreaterThan(withdrawn.beneficiaryId!);
    expect(Math.min(...next.documentIds)).toBeGreaterThan(Math.max(...withdrawn.documentIds));
    // The withdrawn id stays gone rather than naming the new request.
    expect((await as.merchant(`/refunds/${withdrawn.refundRequestId}`)).status).toBe(404);
  });
});

describe("a request's amount and documents", () => {
  it('changes a pending amount; approval needs every document approved (REFUND_DOCUMENTS_NOT_APPROVED)', async () => {
    const shopId = await refundShopOf(as.merchant);
    const fileId = await uploadDocument(api.url, tokens.merchant);
    const { refundRequestId } = await json<{ refundRequestId: number }>(
      await send(as.merchant, 'POST', '/refunds/new', directWireBody(shopId, fileId)),
    );
    const change = {
      refundRequestId,
      refundRequestStatusTypeCode: 'Pending',
      refundMessage: null,
      approvedDate: null,
      amountToBeRefunded: 99.5,
    };
    expect((await send(as.merchant, 'PUT', `/refunds/${refundRequestId}`, change)).status).toBe(200);
    expect((await json<Refund>(await as.merchant(`/refunds/${refundRequestId}`))).amountToBeRefunded).toBe(99.5);
    expect(
      await text(await send(as.merchant, 'PUT', `/refunds/${refundRequestId}`, { ...change, refundRequestStatusTypeCode: 'Approved' })),
    ).toEqual([400, 'refundRequestStatusTypeCode: every document must be approved first (REFUND_DOCUMENTS_NOT_APPROVED)']);
    const documents = (await json<{ data: RefundDocument[] }>(await as.merchant(`/refund-documents?refundRequestId=${refundRequestId}`)))
      .data;
    for (const d of documents) {
      const reply = await send(as.merchant, 'PUT', `/refund-documents/${d.refundRequestDocumentId}`, {
        refundRequestDocumentId: d.refundRequestDocumentId,
        documentStatusTypeCode: 'APPROVED',
        fileId: d.fileId,
      });
      expect(reply.status).toBe(200);
    }
    expect(
      (await send(as.merchant, 'PUT', `/refunds/${refundRequestId}`, { ...change, refundRequestStatusTypeCode: 'Approved' })).status,
    ).toBe(200);
    expect((await text(await send(as.merchant, 'PUT', `/refunds/${refundRequestId}`, change)))[1]).toMatch(
      /is Approved and can no longer change/,
    );
    expect((await text(await send(as.merchant, 'DELETE', `/refunds/${refundRequestId}`)))[0]).toBe(400);
  });

  it("replaces a pending document's file and refuses to change an approved one", async () => {
    const docs = (await allRows<RefundDocument>(as.merchant, '/refund-documents')).data;
    const pending = docs.find((d) => d.documentStatusTypeCode === 'PENDING') as RefundDocument;
    const approved = docs.find((d) => d.documentStatusTypeCode === 'APPROVED') as RefundDocument;
    const fileId = await uploadDocument(api.url, tokens.merchant, 'new-passport.pdf');
    const reply = await send(as.merchant, 'PUT', `/refund-documents/${pending.refundRequestDocumentId}`, {
      refundRequestDocumentId: pending.refundRequestDocumentId,
      documentStatusTypeCode: 'PENDING',
      fileId,
    });
    expect(reply.status).toBe(200);
    expect(await json<{ fileId: number; documentName: string }>(reply)).toMatchObject({ fileId, documentName: 'new-passport.pdf' });
    expect(
      await text(
        await send(as.merchant, 'PUT', `/refund-documents/${approved.refundRequestDocumentId}`, {
          refundRequestDocumentId: approved.refundRequestDocumentId,
          documentStatusTypeCode: 'PENDING',
          fileId,
        }),
      ),
    ).toEqual([400, `refundRequestDocumentId ${approved.refundRequestDocumentId} is approved and can no longer change`]);
    expect((await send(as.merchant, 'DELETE', `/refund-documents/${approved.refundRequestDocumentId}`)).status).toBe(400);
    // A file that is not an uploaded document of the merchant's cannot stand in.
    expect(
      (
        await text(
          await send(as.merchant, 'PUT', `/refund-documents/${pending.refundRequestDocumentId}`, {
            refundRequestDocumentId: pending.refundRequestDocumentId,
            documentStatusTypeCode: 'PENDING',
            fileId: 1,
          }),
        )
      )[1],
    ).toMatch(/^fileId 1 is not a document you uploaded/);
  });

  it('adds a document and a note; the summary is a PDF of the request', async () => {
    const refund = (await allRows<Refund>(as.merchant, '/refunds')).data[0];
    const fileId = await uploadDocument(api.url, tokens.merchant, 'letter.pdf');
    const added = await send(as.merchant, 'POST', '/refund-documents', {
      refundRequestId: refund.refundRequestId,
      documentName: 'letter.pdf',
      documentTypeId: 4,
      documentStatusTypeCode: 'PENDING',
      fileId,
    });
    expect(added.status).toBe(201);
    const note = await send(as.merchant, 'POST', '/notes', { refundRequestId: refund.refundRequestId, text: 'Customer called again.' });
    expect(note.status).toBe(201);
    const notes = await json<{ data: { text: string; author: string }[] }>(
      await as.merchant(`/notes?refundRequestId=${refund.refundRequestId}`),
    );
    expect(notes.data.at(-1) ?? notes.data[0]).toBeDefined();
    expect(notes.data.some((n) => n.text === 'Customer called again.' && n.author === 'merchant@demo.test')).toBe(true);
    const { fileKey } = await json<{ fileKey: string }>(await as.merchant(`/api/v1/refunds/download/${refund.refundRequestId}`));
    const pdf = await as.merchant(`/file/${fileKey}`);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain(`Request ${refund.refundRequestId}`);
  });

  it('lists the claims being refunded (refunding and refunding-error) of the caller', async () => {
    const reply = await json<{ data: { claimStatusCode: string; merchantId: number }[]; count: number }>(
      await as.super('/api/v1/refunds/claims?pageSize=100'),
    );
    expect(reply.count).toBeGreaterThan(0);
    const mine = await json<{ data: { merchantId: number }[] }>(await as.merchant('/refunds/claims?pageSize=100'));
    expect(mine.data.every((c) => c.merchantId === 4)).toBe(true);
    expect(reply.data.every((c) => c.claimStatusCode === 'REFUNDING' || c.claimStatusCode === 'REFUNDING_ERROR')).toBe(true);
  });
});

describe('refund payments', () => {
  it('lists the automatic and the manual ones apart, newest first, 20 a page', async () => {
    const automatic = await json<{ data: RefundPayment[]; count: number }>(
      await as.super('/transaction-refunds?pageSize=20&isManual=false&sortField=createdDate&sortDirection=desc'),
    );
    const manual = await allRows<RefundPayment>(as.super, '/transaction-refunds?isManual=true');
    expect(automatic.data.every((r) => !r.isManual)).toBe(true);
    expect(manual.data.every((r) => r.isManual)).toBe(true);
    expect(await text(await as.super('/transaction-refunds?isManual=yes'))).toEqual([400, 'isManual must be true or false']);
  });

  it('sets ERROR only with a message, clears it for another status, and needs TRANSACTION_REFUND EDIT', async () => {
    const row = (await allRows<RefundPayment>(as.merchant, '/transaction-refunds')).data[0];
    const path = '/transaction-refunds/update-status';
    expect(await text(await send(as.merchant, 'PUT', path, { transactionRefundId: row.transactionRefundId, status: 'ERROR' }))).toEqual([
      400,
      'errorMessage is required when the status is ERROR',
    ]);
    const failed = await send(as.merchant, 'PUT', path, {
      transactionRefundId: row.transactionRefundId,
      status: 'ERROR',
      errorMessage: 'Account closed',
    });
    expect(await json<RefundPayment>(failed)).toMatchObject({
      status: 'ERROR',
      errorMessage: 'Account closed',
      editedByUser: 'merchant@demo.test',
    });
    const paid = await send(as.merchant, 'PUT', path, {
      transactionRefundId: row.transactionRefundId,
      status: 'PAID',
      errorMessage: 'stale',
    });
    expect(await json<RefundPayment>(paid)).toMatchObject({ status: 'PAID', errorMessage: null });
    const payin = await json<{ refund: { refundStatus: string } }>(await as.merchant(`/transactions/v2/${row.transactionId}/details`));
    expect(payin.refund.refundStatus).toBe('PAID');
    expect((await send(as.viewer, 'PUT', path, { transactionRefundId: row.transactionRefundId, status: 'PAID' })).status).toBe(403);
  });

  it('exports a CSV file with the total refund of each row', async () => {
    const { fileKey } = await json<{ fileKey: string }>(
      await as.merchant('/transaction-refunds/export?pageIndex=0&pageSize=0&isManual=false'),
    );
    const csv = await (await as.merchant(`/file/${fileKey}`)).text();
    const [header, first] = csv.trim().split('\r\n');
    expect(header.split(',')).toContain('totalRefund');
    const cells = Object.fromEntries(header.split(',').map((name, i) => [name, first.split(',')[i]]));
    expect(Number(cells.totalRefund)).toBeCloseTo(Number(cells.amount) - Number(cells.refundFee), 2);
  });
});
