/**
 * Issue #31 item 5: every amount a user types has an upper bound, one ceiling for the whole app
 * (src/framework/amountCeiling.ts, 9,999,999,999.99) on top of the spec's own limits. Each write
 * route that takes an amount answers 400 naming the field above it, and still takes the ceiling
 * itself where nothing else refuses it.
 */
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../../contract/amountCeiling';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';
import { brazilPixPayout } from './support/payouts';
import { PAYWALL_LINK } from './support/paywalls';
import { directWireBody, refundShopOf, uploadDocument } from './support/refunds';

const api = suiteDemoApi();

const send = (call: DemoCall, method: string, path: string, body: unknown) =>
  call(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function refused(reply: Response, field: string): Promise<void> {
  expect(reply.status, field).toBe(400);
  expect(await reply.text(), field).toBe(`${field} must be at most 9999999999.99`);
}

async function firstShop(call: DemoCall): Promise<number> {
  const shops = (await (await call('/shops?pageSize=1')).json()) as { data: { shopId: number }[] };
  return shops.data[0].shopId;
}

describe('amounts above the ceiling (9999999999.99)', () => {
  it('the ceiling is the one constant the forms read', () => {
    expect(MAX_AMOUNT).toBe(9_999_999_999.99);
  });

  it('a payout of 1e15 BRL is refused, naming the amount', async () => {
    const shopId = await firstShop(api.as.merchant);
    await refused(await send(api.as.merchant, 'POST', '/payouts/items', { ...brazilPixPayout(shopId), amount: 1e15 }), 'amount');
    await refused(await send(api.as.merchant, 'POST', '/payouts/items', { ...brazilPixPayout(shopId), amount: 10_000_000_000 }), 'amount');
  });

  it('an imported payout row above the ceiling is refused in the preview, row by row', async () => {
    const shopId = await firstShop(api.as.merchant);
    const header =
      'payoutChannel,country,amount,beneficiaryFirstName,beneficiaryLastName,documentType,documentNumber,email,phone,bankName,accountAgencyNumber,accountNumber,payoutAccountTypeCode,payoutBeneficiaryTypeCode,recipientPixKey,externalReference';
    const row = (reference: string, amount: string) =>
      `BANK_TRANSFER,BR,${amount},Ana,Souza,CPF,12345678901,ana@example.com,11987654321,-,-,-,-,PERSON,ana@example.com,${reference}`;
    const form = new FormData();
    form.append('file', new Blob([[header, row('CEIL-1', '1000000000000000'), row('CEIL-2', '9999999999.99')].join('\n')]), 'ceiling.csv');
    const reply = await fetch(`${api.url}/payouts?shopId=${shopId}&preview=true`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.tokens.merchant}` },
      body: form,
    });
    expect(reply.status, await reply.clone().text()).toBe(200);
    const preview = (await reply.json()) as { rows: { row: number; result: string; reason: string }[] };
    expect(preview.rows.map((r) => r.result)).toEqual(['Error', 'Successful']);
    expect(preview.rows[0].reason).toContain('amount must be at most 9999999999.99');
  });

  it('a direct wire of 1e12 is refused, and so is a pending request’s amount raised above it', async () => {
    const shopId = await refundShopOf(api.as.merchant);
    const fileId = await uploadDocument(api.url, api.tokens.merchant);
    const body = directWireBody(shopId, fileId);
    await refused(
      await send(api.as.merchant, 'POST', '/refunds/new', { ...body, refund: { ...body.refund, amountToBeRefunded: 1e12 } }),
      'refund.amountToBeRefunded',
    );
    const created = await send(api.as.merchant, 'POST', '/refunds/new', body);
    expect(created.status).toBe(201);
    const { refundRequestId } = (await created.json()) as { refundRequestId: number };
    const pending = (await (await api.as.merchant(`/refunds/${refundRequestId}`)).json()) as Record<string, unknown>;
    const raised = await send(api.as.merchant, 'PUT', `/refunds/${refundRequestId}`, { ...pending, amountToBeRefunded: 1e12 });
    await refused(raised, 'amountToBeRefunded');
  });

  it('a payment link or e-mail above the ceiling is refused', async () => {
    await refused(await send(api.as.merchant, 'POST', '/paywalls', { ...PAYWALL_LINK, amount: 1e12 }), 'amount');
  });

  it('a Brazil bank withdrawal above the ceiling is refused before the balance is looked at', async () => {
    const accounts = (await (await api.as.merchant('/balance-ledger/accounts?purpose=WITHDRAWAL')).json()) as { accountId: number }[];
    const id = accounts[0].accountId;
    await refused(
      await send(api.as.merchant, 'POST', `/balance-ledger/accounts/${id}/withdrawal`, {
        id,
        description: 'Rent',
        reference: 'R-1',
        amount: 1e12,
      }),
      'amount',
    );
  });
});
