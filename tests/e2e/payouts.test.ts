import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from '../harness/app';
import { useBrowserSession } from '../harness/e2eSession';
import { ROOT } from '../../scripts/lib/processes';
import { dataRows, waitForRows } from './support/grid';
import { apiCall, sessionWithDisclaimer } from './support/api';
import { injectSession, pathOf, waitForPath } from './support/login';

/** Picks an option of one of the form's selects (a role `combobox` labelled `name`). */
async function pick(page: Page, name: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The row of the items grid whose status cell reads `status` (and no change is waiting). */
const rowWithStatus = (page: Page, status: string) =>
  dataRows(page)
    .filter({ has: page.locator('td.column-statusTypeCode', { hasText: new RegExp(`^${status}$`) }) })
    .first();

/**
 * Issue #14 in Chromium against the fake API: creating payouts (Brazil Pix-only, an Argentine
 * virtual account), importing the example file, the sandbox status changes with their badge,
 * reason and notification, a receipt, and what the viewer may not do. Own app: a status change
 * that takes 1.5 s, which the grid shows pending, then applied.
 */
describe('/payouts', () => {
  let app: RunningApp;
  const session = useBrowserSession(() => app);
  beforeAll(async () => {
    app = await startApp({ statusDelayMs: 1500 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('merchant creates a Brazil Pix-only payout: Save waits for the main fields, the CNPJ mask, the confirmation, the new row', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(app.apiUrl, context);
    await page.goto('/payouts/new');
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await pick(page, /^Channel/, 'Bank transfer');
    await pick(page, /^Shop/, /./);
    await pick(page, /^Country/, 'Brazil');
    // Key filters: an amount keeps digits and two decimals, a name its letters.
    await page.getByRole('textbox', { name: /^Amount/ }).fill('15x0.505');
    expect(await page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('150.50');
    await page.getByRole('textbox', { name: /^First name/ }).fill('Ana3$');
    expect(await page.getByRole('textbox', { name: /^First name/ }).inputValue()).toBe('Ana');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Souza');
    await pick(page, /^Document type/, 'CNPJ');
    const documentNumber = page.getByRole('textbox', { name: /^Document number/ });
    await documentNumber.fill('1234');
    await documentNumber.blur();
    await page.getByText('Invalid CNPJ format. Expected: NN.NNN.NNN/NNNN-NN').waitFor();
    await documentNumber.fill('12345678000195');
    expect(await documentNumber.inputValue()).toBe('12.345.678/0001-95');
    await pick(page, /^Document type/, 'CPF');
    await documentNumber.fill('12345678901');
    expect(await save.isDisabled()).toBe(false);

    await pick(page, /^Beneficiary type/, 'Person');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('ana@example.com');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('(11) 98765-4321');
    expect(await page.getByRole('textbox', { name: /^Phone/ }).inputValue()).toBe('11987654321');
    await page.getByLabel('Pay by Pix only').check();
    for (const hidden of [/^Bank/, /^Agency number/, /^Account number/]) {
      expect(await page.getByRole('textbox', { name: hidden }).count(), String(hidden)).toBe(0);
    }
    await save.click();
    // Pix-only makes the key required: the form says so and sends nothing.
    await page.getByText('This field is required').first().waitFor();
    await page.getByRole('textbox', { name: /^Pix key/ }).fill('ana@example.com');
    await save.click();
    const confirm = page.getByRole('dialog', { name: 'Create this payout?' });
    expect(await confirm.innerText()).toMatch(/R\$150\.50 to Ana Souza, Brazil/);
    const posted = page.waitForRequest((r) => r.url().endsWith('/payouts/items') && r.method() === 'POST');
    await confirm.getByRole('button', { name: 'Create payout' }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      country: 'BR',
      currencyCode: 'BRL',
      amount: 150.5,
      bankName: '-',
      accountNumber: '-',
      accountAgencyNumber: '-',
    });
    expect(body).toMatchObject({ payoutAccountTypeCode: '-', recipientPixKey: 'ana@example.com', termsApproved: true });
    await page.getByText(/^Payout \d+ created: it is pending\.$/).waitFor();
    expect(pathOf(page)).toBe('/payouts');
    await waitForRows(page);
    const first = dataRows(page).first();
    expect(await first.innerText()).toMatch(/Ana Souza/);
    expect(await first.locator('td.column-statusTypeCode').innerText()).toBe('Pending');
  });

  it('merchant pays an Argentine virtual account: no CUIT, digits only, the alias the account type asks for; a reload keeps what was typed', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(app.apiUrl, context);
    await page.goto('/payouts/new');
    await pick(page, /^Channel/, 'Bank transfer');
    await pick(page, /^Shop/, /./);
    await pick(page, /^Country/, 'Argentina');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('25000');
    await page.getByRole('textbox', { name: /^First name/ }).fill('Carla');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Gómez');
    // Left half-way (a reload here), the form comes back as it was.
    await page.waitForTimeout(400);
    await page.reload();
    await page.getByRole('textbox', { name: /^Last name/ }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Last name/ }).inputValue()).toBe('Gómez');
    expect(await page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('25000');
    await page.getByRole('combobox', { name: /^Document type/ }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['DNI', 'CUIL']);
    await page.getByRole('option', { name: 'DNI' }).click();
    await page.getByRole('textbox', { name: /^Document number/ }).fill('30123456');
    await pick(page, /^Beneficiary type/, 'Person');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('carla@example.com');
    await pick(page, /^Bank/, 'Banco Galicia');
    const account = page.getByRole('textbox', { name: /^Account number/ });
    await account.fill('0170-0015-4000-0001-2345-67');
    expect(await account.inputValue()).toBe('0170001540000001234567');
    await pick(page, /^Account type/, 'Virtual');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('textbox', { name: /^Alias CVU/ }).waitFor();
    await page.getByText('This field is required').first().waitFor();
    await page.getByRole('textbox', { name: /^Alias CVU/ }).fill('carla.gomez.mp');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Create this payout?' }).getByRole('button', { name: 'Create payout' }).click();
    await page.getByText(/^Payout \d+ created: it is pending\.$/).waitFor();
    await waitForRows(page);
    expect(await dataRows(page).first().innerText()).toMatch(/Carla Gómez/);
  });

  it('super imports the example workbook: per-row results with the refused rows, and the batch page lists them', async () => {
    const { page, context } = session;
    await injectSession(context, app.apiUrl, 'super@demo.test');
    await page.goto('/payouts?tab=batches');
    await page.getByRole('tab', { name: 'Payouts', selected: true }).waitFor();
    await waitForRows(page);
    await page.getByRole('button', { name: 'Import payouts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import payouts' });
    // The example files the dialog offers are served with the app.
    for (const name of ['CSV example', 'Excel example']) {
      const href = (await dialog.getByRole('link', { name }).getAttribute('href')) ?? '';
      expect((await fetch(`${app.baseUrl}${href}`)).status, name).toBe(200);
    }
    const chooser = dialog.locator('input[type=file]');
    // A type the import does not take is refused before anything is sent.
    await chooser.setInputFiles({ name: 'payouts.txt', mimeType: 'text/plain', buffer: Buffer.from('a,b') });
    await dialog.getByText(/payouts\.txt cannot be uploaded here: choose a CSV, XLSX file/).waitFor();
    await pick(page, /^Pay from shop/, /./);
    await chooser.setInputFiles(join(ROOT, 'public', 'examples', 'payouts-example.xlsx'));
    await dialog.getByText('payouts-example.xlsx is ready: press Upload to send it.').waitFor();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('payouts-example.xlsx file uploaded successfully').waitFor();
    const summary = await dialog.getByText(/payouts-example\.xlsx: 4 of 6 payouts accepted in batch \d+\./).innerText();
    const batchId = /batch (\d+)\./.exec(summary)?.[1];
    const results = await dialog.getByRole('table', { name: 'Import payouts' }).locator('tbody tr').allInnerTexts();
    expect(results).toHaveLength(6);
    expect(results.filter((r) => r.includes('Error'))).toEqual([
      expect.stringMatching(/^6\s+EX-005\s+Error\s+Amount: Amount not valid: it must be more than 0 \(AMOUNT_NOT_VALID\)$/),
      expect.stringMatching(/^7\s+EX-006\s+Error\s+Document number: Invalid CNPJ format\. Expected: NN\.NNN\.NNN\/NNNN-NN$/),
    ]);
    await dialog.getByRole('link', { name: `Open batch ${batchId}` }).click();
    await waitForPath(page, `/payout-batches/${batchId}/detail`);
    await page.getByRole('heading', { name: `Payout batch ${batchId}`, level: 1 }).waitFor();
    const refused = page.getByRole('table', { name: 'Refused rows and payouts in error' });
    await refused.waitFor();
    expect(await refused.locator('tbody tr').count()).toBe(2);

    // The batches tab: the eye opens 'Payout Details' with its Details and Items tabs.
    await page.getByRole('link', { name: 'All payouts' }).click();
    await waitForRows(page);
    await dataRows(page).first().getByRole('button', { name: 'View details' }).click();
    const drawer = page.getByRole('dialog', { name: 'Payout Details' });
    await drawer.getByRole('tab', { name: 'Details', selected: true }).waitFor();
    await drawer.getByRole('tab', { name: 'Items' }).click();
    await drawer.locator('tbody tr').first().waitFor();
  });

  it('super changes PENDING -> ERROR and PROCESSED -> FINISHED in the sandbox, sees the change pending, the reason, and downloads the receipt', async () => {
    const { page, context } = session;
    await injectSession(context, app.apiUrl, 'super@demo.test');
    await page.goto('/payouts');
    await waitForRows(page);
    const pending = rowWithStatus(page, 'Pending');
    const pendingId = (await pending.locator('td.column-payoutId').innerText()).trim();
    await pending.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change payout status' });
    await dialog.getByRole('combobox', { name: /New status/ }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Error', 'Pending']);
    await page.getByRole('option', { name: 'Error' }).click();
    await dialog.getByRole('textbox', { name: 'Error reason' }).fill('Account closed by the bank');
    await dialog.getByRole('button', { name: 'Send status' }).click();
    const row = dataRows(page).filter({ has: page.locator('td.column-payoutId', { hasText: new RegExp(`^${pendingId}$`) }) });
    await row.getByText('Changing to Error…').waitFor();
    await expect.poll(() => row.locator('td.column-statusTypeCode').innerText(), { timeout: 15_000 }).toBe('Error');
    await row.getByRole('button', { name: /^Error: Why it failed/ }).click();
    const details = page.getByRole('dialog', { name: 'Status details' });
    expect(await details.getByRole('textbox', { name: 'Error reason' }).inputValue()).toBe('Account closed by the bank');
    await details.getByRole('button', { name: 'Close' }).click();
    const logs = await apiCall<{ data: { transactionStatusTypeCode: string }[] }>(
      app.apiUrl,
      'super@demo.test',
      `/notifications?pageIndex=0&pageSize=5&query=payout-${pendingId}`,
    );
    expect(logs.data[0]?.transactionStatusTypeCode).toBe('ERROR');

    // Processed payouts are a day or two old: the status filter in the address finds them (and keeps the row once finished).
    await page.goto(`/payouts?filter=${encodeURIComponent(JSON.stringify({ status: ['PROCESSED', 'FINISHED'] }))}`);
    await waitForRows(page);
    const processed = rowWithStatus(page, 'Processed');
    const processedId = (await processed.locator('td.column-payoutId').innerText()).trim();
    expect(await processed.getByRole('button', { name: 'Download receipt' }).isDisabled()).toBe(true);
    await processed.getByRole('button', { name: 'Change status' }).click();
    await dialog.getByRole('combobox', { name: /New status/ }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Error', 'Finished', 'Processed']);
    await page.getByRole('option', { name: 'Finished' }).click();
    await dialog.getByRole('button', { name: 'Send status' }).click();
    const finished = dataRows(page).filter({ has: page.locator('td.column-payoutId', { hasText: new RegExp(`^${processedId}$`) }) });
    await expect.poll(() => finished.locator('td.column-statusTypeCode').innerText(), { timeout: 15_000 }).toBe('Finished');
    const download = page.waitForEvent('download');
    await finished.getByRole('button', { name: 'Download receipt' }).click();
    expect((await download).suggestedFilename()).toBe(`payout-receipt-${processedId}.pdf`);
  });

  it('the viewer sees payouts without add, import, export, status change or receipt, and is logged out from /payouts/new', async () => {
    const { page, context } = session;
    await injectSession(context, app.apiUrl, 'viewer@demo.test');
    await page.goto('/payouts');
    await waitForRows(page);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    for (const name of ['Add', 'Import payouts', 'Export', 'Change status', 'Download receipt']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await page.getByRole('columnheader', { name: 'Settlement amount' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Payouts' }).click();
    await waitForRows(page);
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await page.goto('/payouts/new');
    await waitForPath(page, /^\/(logout|login)$/);
  });
});
