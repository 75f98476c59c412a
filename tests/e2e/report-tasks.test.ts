import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from '../harness/app';
import { useBrowserSession } from '../harness/e2eSession';
import { DEMO_PASSWORD } from './support/login';
import { dataRows, waitForRows, chooseExport, csvLines } from './support/grid';
import { switchLanguage } from './support/shell';
import ExcelJS from 'exceljs';

/**
 * Spec 02 §2 "Report tasks": an export that answers task_report_ok becomes a row here, which
 * turns from a spinner into a check on screen (the page polls) and whose file downloads.
 *
 * The shared browser-test API finishes a task in 300 ms, before any page could show it running:
 * these flows get their own app whose tasks take REPORT_TASK_MS.
 */
const REPORT_TASK_MS = 6000;

describe('/report-tasks', () => {
  const session = useBrowserSession();
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ reportTaskMs: REPORT_TASK_MS });
  });
  afterAll(async () => {
    await app?.close();
  });
  const at = (path: string) => `${app.baseUrl}${path}`;

  async function login(page: Page, email: string): Promise<void> {
    await page.goto(at('/login'));
    await page.getByLabel(/^Username/).fill(email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' });
  }

  const totalItems = async (page: Page) => Number(/of (\d+) items/.exec(await page.getByText(/^\d+-\d+ of \d+ items$/).innerText())?.[1]);
  const statusOfFirstRow = (page: Page) => dataRows(page).first().locator('td.column-status [data-status]');

  /** The grid's column headers (the row actions' aside), which an export's file repeats (issue #33 §4). */
  const gridHeaders = async (page: Page) =>
    (await page.locator('table.RaDataTable-table thead th').allTextContents())
      .map((text) => text.trim())
      .filter((text) => text && !['Actions', 'Acciones', 'Ações'].includes(text));

  /**
   * The file's headers are the grid's, in its order, a date's with its zone named; money whose
   * currency the grid shows in no column of its own gets one in the file.
   */
  function expectGridHeaders(file: string[], grid: string[]): void {
    const named = file.map((header) => header.replace(/ \(UTC\)$/, ''));
    expect(named.filter((header) => grid.includes(header))).toEqual(grid);
    for (const extra of named.filter((header) => !grid.includes(header))) expect(['Currency', 'Moneda', 'Moeda']).toContain(extra);
  }

  /** Exports from `path`, then follows the new task on /report-tasks until its file downloads; answers the CSV lines. */
  async function exportAndDownload(page: Page, path: string, reportName: string): Promise<string[][]> {
    await page.goto(at('/report-tasks'));
    await waitForRows(page);
    const before = await totalItems(page);

    await page.goto(at(path));
    await waitForRows(page);
    const headers = await gridHeaders(page);
    await chooseExport(page);
    await expect.poll(() => page.getByText(/^Report successfully executed!/).isVisible()).toBe(true);
    // The notice links to the screen that follows the report.
    await page.getByRole('alert').getByRole('link', { name: 'Report tasks' }).click();
    await page.waitForURL((url) => url.pathname === '/report-tasks', { waitUntil: 'commit' });
    await waitForRows(page);
    // Newest first: the new task is the first row, still running, shown as a labelled spinner.
    await expect.poll(() => totalItems(page)).toBe(before + 1);
    const first = dataRows(page).first();
    expect(await first.locator('td.column-reportTaskTypeName').innerText()).toBe(reportName);
    expect(await first.locator('td.column-userUsername').innerText()).toBe('super@demo.test');
    expect(await statusOfFirstRow(page).innerText()).toMatch(/^(Pending|Processing)$/);
    expect(await statusOfFirstRow(page).locator('.MuiCircularProgress-root').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'this list updates itself' }).isVisible()).toBe(true);
    const download = first.getByRole('button', { name: 'Download' });
    expect(await download.isDisabled()).toBe(true);

    // No reload from here on: the page's polling brings the finished state.
    await expect.poll(() => statusOfFirstRow(page).innerText(), { timeout: REPORT_TASK_MS + 10_000 }).toBe('Finished');
    // The spinner gave way to the check, on green.
    expect(await statusOfFirstRow(page).locator('.MuiCircularProgress-root').count()).toBe(0);
    expect(await statusOfFirstRow(page).getAttribute('class')).toContain('MuiChip-colorSuccess');
    await expect.poll(() => page.getByText('this list updates itself').count()).toBe(0);
    await expect.poll(() => download.isEnabled()).toBe(true);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const lines = csvLines(readFileSync(await file.path(), 'utf8'));
    expectGridHeaders(lines[0], headers);
    return lines;
  }

  it('a transactions export from /transactions-v2 finishes on screen and its CSV downloads', async () => {
    const { page } = session;
    await login(page, 'super@demo.test');
    const [, ...lines] = await exportAndDownload(page, '/transactions-v2', 'Transactions report');
    expect(lines.length).toBeGreaterThan(0);
  });

  it('a payment-methods export finishes on screen and its CSV downloads', async () => {
    const { page } = session;
    await login(page, 'super@demo.test');
    const [, ...lines] = await exportAndDownload(page, '/payment-methods', 'Payment methods report');
    expect(lines.length).toBeGreaterThan(20);
  });

  it('exports the settlements in Spanish as Excel: a report task that finishes, whose workbook has the grid’s Spanish headers', async () => {
    const { page } = session;
    await login(page, 'super@demo.test');
    await switchLanguage(page, 'Español');
    await page.goto(at('/report-tasks'));
    await waitForRows(page);
    const before = await dataRows(page).first().locator('td.column-date').innerText();
    await page.goto(at('/settlements'));
    await waitForRows(page);
    const headers = await gridHeaders(page);
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: /^Excel/ }).click();
    // Spec 01 §7: a report task (task_report_ok), not a direct download.
    await expect.poll(() => page.getByText(/^¡Reporte ejecutado con éxito!/).isVisible()).toBe(true);
    await page.getByRole('alert').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/report-tasks', { waitUntil: 'commit' });
    await waitForRows(page);
    // Newest first: the new task is the first row.
    await expect.poll(() => dataRows(page).first().locator('td.column-date').innerText()).not.toBe(before);
    const first = dataRows(page).first();
    const download = first.getByRole('button', { name: 'Descargar' });
    await expect.poll(() => download.isEnabled(), { timeout: REPORT_TASK_MS + 10_000 }).toBe(true);
    expect(await first.locator('td.column-status .MuiChip-colorSuccess').count()).toBe(1);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^settlements-\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const rows = (workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
    expectGridHeaders(rows[0] as string[], headers);
    // Dates name their zone (the creation date is one click away in the chooser; the period's are shown).
    expect((rows[0] as string[]).filter((header) => / \(UTC\)$/.test(header)).length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(1);
    // Amounts are numbers in the workbook; statuses are words.
    const amount = (rows[0] as string[]).indexOf('Monto de la liquidación');
    expect(typeof rows[1][amount]).toBe('number');
    const status = (rows[0] as string[]).indexOf('Estado');
    expect(['Borrador', 'Publicada', 'Pagada']).toContain(rows[1][status]);
  });

  it('says a failed task failed and why, filters the failed ones, opens a row, and retries it into a new task that finishes', async () => {
    const { page } = session;
    await login(page, 'super@demo.test');
    await page.goto(at('/report-tasks'));
    await waitForRows(page);
    // The seed has one failed task per demo merchant: its status and reason are words on the row.
    const failed = dataRows(page)
      .filter({ has: page.locator('[data-status="error"]') })
      .first();
    expect(await failed.locator('td.column-status').innerText()).toMatch(/^Failed\nReason: .*narrow the date range/);
    expect(await failed.getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);

    // Status filter: only the failed ones.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () =>
        (
          await dataRows(page)
            .locator('[data-status]')
            .evaluateAll((chips) => chips.map((c) => c.getAttribute('data-status')))
        ).join(),
      )
      .toMatch(/^error(,error)*$/);

    // A row opens its details, with the reason.
    const type = await dataRows(page).first().locator('td.column-reportTaskTypeName').innerText();
    await dataRows(page).first().locator('td.column-date').click();
    const drawer = page.getByRole('dialog', { name: 'Report task' });
    await expect.poll(() => drawer.innerText()).toMatch(/narrow the date range/);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Retry, once confirmed: a new task of the same type, which finishes with a file.
    const failedOnly = await totalItems(page);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => totalItems(page)).toBeGreaterThan(failedOnly);
    const before = await totalItems(page);
    await dataRows(page)
      .filter({ has: page.locator('[data-status="error"]') })
      .first()
      .getByRole('button', { name: 'Retry' })
      .click();
    // It asks first (issue #30 item 30).
    const ask = page.getByRole('alertdialog').filter({ hasText: 'Run this report again?' });
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByText(/(Action done successfully!|Perfect!|Ok!) The report runs again/).isVisible()).toBe(true);
    await expect.poll(() => totalItems(page)).toBe(before + 1);
    expect(await dataRows(page).first().locator('td.column-reportTaskTypeName').innerText()).toBe(type);
    await expect.poll(() => statusOfFirstRow(page).innerText(), { timeout: REPORT_TASK_MS + 10_000 }).toBe('Finished');
  });
});
