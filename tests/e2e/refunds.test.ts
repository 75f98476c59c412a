import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useOwnAppSession } from '../harness/e2eSession';
import { apiCall, sessionWithDisclaimer } from './support/api';
import { axeFindings } from './support/axe';
import { dataRows, searchGrid, waitForRows, waitForToolbar } from './support/grid';
import { injectSession, pathOf, waitForPath } from './support/login';

const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

interface Tx {
  transactionId: string;
  enableRefund: boolean;
  amount: number;
}

/** Picks an option of one of the form's selects (a role `combobox` labelled `name`). */
async function pick(page: Page, name: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills the receiving bank, which no lookup knows. */
async function fillBank(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^Bank name/ }).fill('Banco de Crédito');
  await page.getByRole('textbox', { name: /^SWIFT/ }).fill('BCPLPEPL');
  await page.getByRole('textbox', { name: /^Account number/ }).fill('1931234567');
  await page.getByRole('textbox', { name: /^Payment reason/ }).fill('Refund of order 1001');
}

/** The documents step: a file in every slot, the disclaimer, Confirm; answers the new request's id from the address. */
async function uploadAndConfirm(page: Page): Promise<number> {
  const slots = page.locator('input[type=file]');
  const count = await slots.count();
  expect(count).toBe(3);
  for (let i = 0; i < count; i += 1) {
    await slots.nth(i).setInputFiles(PDF(`document-${i + 1}.pdf`));
    await page.getByText(`document-${i + 1}.pdf`, { exact: true }).waitFor();
  }
  await page.getByRole('checkbox', { name: /I confirm the information is correct/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await waitForPath(page, /^\/refunds\/\d+\/detail$/);
  return Number(pathOf(page).split('/')[2]);
}

/**
 * Issue #15 in Chromium against the fake API: a refund by transaction id and a direct wire by
 * passport id through the four steps with their documents, each found in its list and drawer;
 * a pending document's file replaced and an approved one refused; a refund payment set to ERROR
 * with its message; and the viewer without add, edit or save.
 */
describe('/refunds and refund payments', () => {
  const session = useOwnAppSession();

  it('merchant refunds a pay-in by its transaction id through the four steps, then finds it in the list and its drawer', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    const payins = await apiCall<{ data: Tx[] }>(session.apiUrl, 'merchant@demo.test', '/transactions/v2?pageSize=100&status=APPROVED');
    const tx = payins.data.find((t) => t.enableRefund && t.amount >= 10) as Tx;
    await page.goto('/refunds');
    await waitForToolbar(page);
    await page.getByRole('link', { name: 'Add' }).click();
    await waitForPath(page, '/refunds/new');
    expect(await page.getByRole('button', { name: /Details/ }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Transaction id or passport / national id' }).fill(tx.transactionId);
    await page.getByText('Read as a transaction id').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Details: the pay-in's shop and passport, its whole amount proposed; a part of it is asked.
    const amount = page.getByRole('textbox', { name: /^Amount to refund/ });
    expect(Number(await amount.inputValue())).toBe(tx.amount);
    await amount.fill(String(tx.amount + 1));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/Not valid amount: the amount cannot exceed what is left of the transaction/).waitFor();
    await amount.fill('5.25');
    await page.getByRole('button', { name: 'Next' }).click();
    // Bank details: the payer's name and city come from the pay-in.
    expect(await page.getByRole('textbox', { name: /^Full name/ }).inputValue()).not.toBe('');
    await fillBank(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Upload one file for each document').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('must upload: Proof of the original payment').waitFor();
    // The wizard with its refusals on show reads for a screen reader and a low-vision user.
    expect(await axeFindings(page)).toEqual([]);
    const refundId = await uploadAndConfirm(page);
    await page.getByRole('heading', { name: `Refund request ${refundId}`, level: 2 }).waitFor();

    await page.getByRole('link', { name: 'Refunds', exact: true }).click();
    await waitForPath(page, '/refunds');
    await searchGrid(page, tx.transactionId);
    // The newest request of the pay-in first (an older one may have been rejected).
    const mine = dataRows(page).filter({ has: page.locator('td.column-refundRequestId', { hasText: new RegExp(`^${refundId}$`) }) });
    expect(await mine.count()).toBe(1);
    expect(await dataRows(page).first().locator('td.column-refundRequestId').innerText()).toBe(String(refundId));
    await mine.click();
    const drawer = page.getByRole('dialog', { name: 'Refund request' });
    await drawer
      .getByText(/5\.25$/)
      .first()
      .waitFor();
    await drawer.getByRole('tab', { name: 'Bank details' }).click();
    await drawer.getByText('Banco de Crédito').waitFor();
    await drawer.getByRole('tab', { name: 'Merchant documents' }).click();
    await drawer.getByRole('button', { name: 'View document-3.pdf' }).click();
    const documentDialog = page.getByRole('dialog', { name: 'Document document-3.pdf' });
    await documentDialog.getByText('Proof of the original payment').waitFor();
    expect(await documentDialog.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await documentDialog.getByRole('button', { name: 'Close' }).click();
    // The pay-in follows its refund: no second refund from its drawer's data.
    const detail = await apiCall<{ enableRefund: boolean; refund: { refundStatus: string } }>(
      session.apiUrl,
      'merchant@demo.test',
      `/transactions/v2/${tx.transactionId}/details`,
    );
    expect(detail).toMatchObject({ enableRefund: false, refund: { refundStatus: 'PENDING' } });
  });

  it('merchant who switches step 1 from a pay-in to an unknown passport files the refund without the old customer (issue #30)', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    const payins = await apiCall<{ data: Tx[] }>(session.apiUrl, 'merchant@demo.test', '/transactions/v2?pageSize=100&status=APPROVED');
    const tx = payins.data.filter((t) => t.enableRefund && t.amount >= 10).at(-1) as Tx;
    const payer = await apiCall<{ refund: { customerName: string; customerEmail: string } }>(
      session.apiUrl,
      'merchant@demo.test',
      `/refunds/request-refund-by-transaction-id/${tx.transactionId}`,
    );
    await page.goto('/refunds/new');
    const request = page.getByRole('textbox', { name: 'Transaction id or passport / national id' });
    await request.fill(tx.transactionId);
    await page.getByRole('button', { name: 'Continue' }).click();
    const amount = page.getByRole('textbox', { name: /^Amount to refund/ });
    await amount.waitFor();
    expect(Number(await amount.inputValue())).toBe(tx.amount);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe(payer.refund.customerName);

    await page.getByRole('button', { name: /Request/ }).click();
    await request.fill('PE-30-NOBODY');
    await page.getByText(/The request changed from .*clears the details, bank details and documents/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await amount.waitFor();
    expect(await amount.inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: /^Customer e-mail/ }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: /^Passport/ }).inputValue()).toBe('PE-30-NOBODY');
    await pick(page, /^Shop/, /./);
    await amount.fill('12.5');
    await page.getByRole('button', { name: 'Next' }).click();
    const fullName = page.getByRole('textbox', { name: /^Full name/ });
    expect(await fullName.inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: /^Address/ }).inputValue()).toBe('');
    await fullName.fill('Marta Ríos');
    await page.getByRole('textbox', { name: /^Address/ }).fill('Av. Sol 12');
    await page.getByRole('textbox', { name: /^City/ }).fill('Cusco');
    await pick(page, /^Country/, 'Peru');
    await pick(page, /^Receiving country/, 'Peru');
    await page.getByRole('textbox', { name: /^Receiving city/ }).fill('Cusco');
    await fillBank(page);
    await page.getByRole('button', { name: 'Next' }).click();
    const refundId = await uploadAndConfirm(page);
    const saved = await apiCall<{ passportId: string; customerName: string; customerEmail: string; transactionId: string | null }>(
      session.apiUrl,
      'merchant@demo.test',
      `/refunds/${refundId}`,
    );
    expect(saved).toMatchObject({ passportId: 'PE-30-NOBODY', customerName: 'Marta Ríos', transactionId: null, amountToBeRefunded: 12.5 });
    expect(saved.customerEmail).not.toBe(payer.refund.customerEmail);
  });

  it('merchant pays a direct wire by passport id, listed under Direct wires', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    await page.goto('/refunds');
    await waitForToolbar(page);
    await page.getByRole('button', { name: 'Direct wires' }).click();
    await page.getByRole('heading', { name: 'Direct wires', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Add' }).click();
    await waitForPath(page, '/refunds/new');
    expect(new URL(page.url()).search).toBe('?isDirectwire=true');
    await page.getByRole('heading', { name: 'New direct wire', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: 'Transaction id or passport / national id' }).fill('PE-77441122');
    await page.getByText('Read as a passport / national id').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await pick(page, /^Shop/, /./);
    await page.getByRole('textbox', { name: /^Amount to refund/ }).fill('320');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Rosa Quispe');
    await page.getByRole('textbox', { name: /^Address/ }).fill('Jr. Junín 455');
    await page.getByRole('textbox', { name: /^City/ }).fill('Lima');
    await pick(page, /^Country/, 'Peru');
    await pick(page, /^Receiving country/, 'Peru');
    await page.getByRole('textbox', { name: /^Receiving city/ }).fill('Lima');
    await fillBank(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Signed refund request letter').waitFor();
    const refundId = await uploadAndConfirm(page);
    await page.getByRole('heading', { name: `Direct wire ${refundId}`, level: 2 }).waitFor();

    await page.getByRole('link', { name: 'Direct wires', exact: true }).click();
    await page.getByRole('heading', { name: 'Direct wires', level: 1 }).waitFor();
    await searchGrid(page, 'PE-77441122');
    await dataRows(page).first().click();
    const drawer = page.getByRole('dialog', { name: 'Direct wire' });
    await drawer.getByText('PE-77441122').first().waitFor();
    await drawer.getByRole('tab', { name: 'Bank details' }).click();
    await drawer.getByText('Rosa Quispe').waitFor();
  });

  it("merchant replaces a pending document's file and cannot change an approved one", async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    const documents = await apiCall<{
      data: { refundRequestId: number; refundRequestDocumentId: number; documentStatusTypeCode: string }[];
    }>(session.apiUrl, 'merchant@demo.test', '/refund-documents?pageSize=100');
    const pending = documents.data.find((d) => d.documentStatusTypeCode === 'PENDING')!;
    const approved = documents.data.find((d) => d.documentStatusTypeCode === 'APPROVED')!;
    await page.goto(`/refunds/${pending.refundRequestId}/documents`);
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .waitFor();
    await page.goto(`/refunds/${pending.refundRequestId}/documents/${pending.refundRequestDocumentId}/detail`);
    const dialog = page.getByRole('dialog', { name: /^Document / });
    await dialog.locator('input[type=file]').setInputFiles(PDF('replacement.pdf'));
    await dialog.getByText('The file will be replaced when you save.').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Document saved.').waitFor();
    await waitForPath(page, `/refunds/${pending.refundRequestId}/documents`);
    await page.getByRole('cell', { name: 'replacement.pdf', exact: true }).waitFor();

    await page.goto(`/refunds/${approved.refundRequestId}/documents/${approved.refundRequestDocumentId}/detail`);
    const locked = page.getByRole('dialog', { name: /^Document / });
    await locked.getByText('This document is approved: it can no longer be saved nor have its file replaced.').waitFor();
    expect(await locked.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await locked.getByRole('button', { name: 'Replace file' }).isDisabled()).toBe(true);
  });

  it('merchant sets a refund payment to ERROR with its message', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    await page.goto('/transaction-refunds');
    await waitForRows(page);
    const row = dataRows(page)
      .filter({ hasNot: page.getByText('Error', { exact: true }) })
      .first();
    const id = (await row.locator('td.column-transactionRefundId').innerText()).trim();
    await row.getByRole('button', { name: 'Edit' }).click();
    await waitForPath(page, `/transaction-refunds/${id}/detail`);
    await pick(page, /^Status/, 'Error');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Is required when the status is ERROR').waitFor();
    await page.getByRole('textbox', { name: /^Error message/ }).fill('Beneficiary account closed');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/transaction-refunds');
    const saved = await apiCall<{ status: string; errorMessage: string }>(
      session.apiUrl,
      'merchant@demo.test',
      `/transaction-refunds/${id}`,
    );
    expect(saved).toMatchObject({ status: 'ERROR', errorMessage: 'Beneficiary account closed' });
  });

  it('the viewer sees no add, edit or save', async () => {
    const { page, context } = session;
    await injectSession(context, session.apiUrl, 'viewer@demo.test');
    await page.goto('/refunds');
    await waitForToolbar(page);
    await waitForRows(page);
    expect(await page.getByRole('link', { name: 'Add' }).count()).toBe(0);
    expect(await dataRows(page).getByRole('link', { name: 'Edit' }).count()).toBe(0);
    const refundId = (await dataRows(page).first().locator('td.column-refundRequestId').innerText()).trim();
    await page.goto(`/refunds/${refundId}/detail`);
    await page.getByRole('heading', { name: new RegExp(`^(Refund request|Direct wire) ${refundId}$`), level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Save amount' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.goto('/transaction-refunds');
    await waitForRows(page);
    expect(await dataRows(page).first().getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await dataRows(page).first().getByRole('button', { name: 'View' }).click();
    await waitForPath(page, /^\/transaction-refunds\/\d+\/detail$/);
    await page.getByRole('heading', { name: 'Buyer' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.goto('/refunds/new');
    await waitForPath(page, /^\/(logout|login)/);
  });
});
