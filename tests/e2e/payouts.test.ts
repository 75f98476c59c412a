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
    // An amount is refused as typed, never rewritten into another amount (issue #30); a name keeps its letters.
    const amount = page.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('-5');
    await amount.blur();
    await page.getByText('Amount not valid: it must be more than 0 (AMOUNT_NOT_VALID)').waitFor();
    expect(await amount.inputValue()).toBe('-5');
    await amount.fill('1e3');
    await page.getByText('A number with at most 2 decimals').waitFor();
    expect(await amount.inputValue()).toBe('1e3');
    await amount.fill('150.50');
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
      currencySymbol: 'R$',
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
    // Left half-way (a reload here), the form comes back as it was: reload once the draft holds the last name.
    await page.waitForFunction(`(sessionStorage.getItem('draft:payouts/new') ?? '').includes('Gómez')`);
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
    // Spec 02 §9: Argentina's phone, 13 digits at most.
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+54 11 4567-8901');
    expect(await page.getByRole('textbox', { name: /^Phone/ }).inputValue()).toBe('541145678901');
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
    await dialog.getByText('payouts-example.xlsx is ready: press Check file to see what it would create before anything is.').waitFor();
    await dialog.getByRole('button', { name: 'Check file' }).click();
    // Checked, nothing created yet: the rows that would become payouts, their totals, the refused ones.
    await dialog.getByText(/^payouts-example\.xlsx: 4 of 6 rows would become payouts, 2 refused\./).waitFor();
    expect(await dialog.getByRole('table', { name: 'Totals by currency' }).locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^ARS\s+1\s+AR\$25,000\.00$/),
      expect.stringMatching(/^BRL\s+2\s+R\$1,130\.50$/),
      expect.stringMatching(/^MXN\s+1\s+MX\$3,200\.00$/),
    ]);
    await dialog.getByRole('button', { name: 'Create 4 payouts' }).click();
    // Two rows refused: a warning, never the green "uploaded successfully".
    await page.getByText('payouts-example.xlsx uploaded with 2 of 6 rows refused: see the reasons.').waitFor();
    expect(await page.getByText('payouts-example.xlsx file uploaded successfully').count()).toBe(0);
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

  it('merchant uploads a file of 8 rows (3 refused) after checking it; the same file again is refused before anything is created (issue #30 item 8)', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(app.apiUrl, context);
    const header =
      'payoutChannel,country,amount,beneficiaryFirstName,beneficiaryLastName,documentType,documentNumber,email,phone,bankName,accountAgencyNumber,accountNumber,payoutAccountTypeCode,payoutBeneficiaryTypeCode,recipientPixKey,externalReference';
    const row = (ref: string, amount: string, document = 'CPF,12345678901') =>
      `BANK_TRANSFER,BR,${amount},Ana,Souza,${document},ana@example.com,11987654321,-,-,-,-,PERSON,ana@example.com,${ref}`;
    const lines = [1, 2, 3, 4, 5].map((n) => row(`TWICE-${n}`, `${n}00`));
    lines.push(row('TWICE-6', '0'), row('TWICE-7', '50', 'CNPJ,1234'), row('TWICE-1', '100'));
    const file = { name: 'march-payouts.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\n') + '\n') };
    const batchCount = async () =>
      (await apiCall<{ count: number }>(app.apiUrl, 'merchant@demo.test', '/payouts?pageIndex=0&pageSize=1')).count;

    await page.goto('/payouts?tab=batches');
    await waitForRows(page);
    const importOnce = async () => {
      await page.getByRole('button', { name: 'Import payouts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import payouts' });
      await pick(page, /^Pay from shop/, /./);
      await dialog.locator('input[type=file]').setInputFiles(file);
      await dialog.getByRole('button', { name: 'Check file' }).click();
      return dialog;
    };

    const before = await batchCount();
    let dialog = await importOnce();
    await dialog.getByText(/^march-payouts\.csv: 5 of 8 rows would become payouts, 3 refused\./).waitFor();
    expect(await dialog.getByRole('table', { name: 'Totals by currency' }).locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^BRL\s+5\s+R\$1,500\.00$/),
    ]);
    const refused = await dialog.getByRole('table', { name: 'Import payouts' }).locator('tbody tr', { hasText: 'Refused' }).allInnerTexts();
    expect(refused).toEqual([
      expect.stringMatching(/^7\s+TWICE-6\s+Refused\s+Amount: Amount not valid/),
      expect.stringMatching(/^8\s+TWICE-7\s+Refused\s+Document number: Invalid CNPJ format/),
      expect.stringMatching(/^9\s+TWICE-1\s+Refused\s+External reference: Repeats row 2 of the file$/),
    ]);
    expect(await batchCount()).toBe(before);
    await dialog.getByRole('button', { name: 'Create 5 payouts' }).click();
    await page.getByText('march-payouts.csv uploaded with 3 of 8 rows refused: see the reasons.').waitFor();
    await dialog.getByText(/^march-payouts\.csv: 5 of 8 payouts accepted in batch \d+\./).waitFor();
    expect(await page.getByText('march-payouts.csv file uploaded successfully').count()).toBe(0);
    expect(await batchCount()).toBe(before + 1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The grid says the batch's refused rows.
    await dataRows(page).first().getByText('3 of 8 rows refused').waitFor();

    // The retry of the same file: refused at the check (a 409), nothing created, the first batch named.
    session.errors.allow(/status of 409 .*\/payouts\?shopId=\d+&preview=true/);
    dialog = await importOnce();
    await dialog
      .getByText(/march-payouts\.csv was already uploaded to this shop as batch \d+ on \d\d\/\d\d\/\d{4}: nothing was created\./)
      .waitFor();
    expect(await dialog.getByRole('button', { name: /^Create/ }).count()).toBe(0);
    expect(await batchCount()).toBe(before + 1);
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
