import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from '../harness/app';
import { useBrowserSession } from '../harness/e2eSession';
import { DEMO_PASSWORD } from './support/login';
import { dataRows, waitForRows } from './support/grid';

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

  const totalItems = async (page: Page) => Number(/of (\d+) items/.exec(await page.getByText(/of \d+ items/).innerText())?.[1]);
  const statusOfFirstRow = (page: Page) => dataRows(page).first().locator('td.column-status [role="img"]');

  /** Exports from `path`, then follows the new task on /report-tasks until its file downloads; answers the CSV lines. */
  async function exportAndDownload(page: Page, path: string, reportName: string): Promise<string[]> {
    await page.goto(at('/report-tasks'));
    await waitForRows(page);
    const before = await totalItems(page);

    await page.goto(at(path));
    await waitForRows(page);
    await page.getByRole('button', { name: 'Export' }).click();
    await expect.poll(() => page.getByText(/^Report successfully executed!/).isVisible()).toBe(true);

    await page.goto(at('/report-tasks'));
    await waitForRows(page);
    // Newest first: the new task is the first row, still running, shown as a labelled spinner.
    await expect.poll(() => totalItems(page)).toBe(before + 1);
    const first = dataRows(page).first();
    expect(await first.locator('td.column-reportTaskTypeName').innerText()).toBe(reportName);
    expect(await first.locator('td.column-userUsername').innerText()).toBe('super@demo.test');
    expect(await statusOfFirstRow(page).getAttribute('aria-label')).toMatch(/^(Pending|Processing)$/);
    expect(await statusOfFirstRow(page).locator('.MuiCircularProgress-root').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'this list updates itself' }).isVisible()).toBe(true);
    const download = first.getByRole('button', { name: 'Download' });
    expect(await download.isDisabled()).toBe(true);

    // No reload from here on: the page's polling brings the finished state.
    await expect.poll(() => statusOfFirstRow(page).getAttribute('aria-label'), { timeout: REPORT_TASK_MS + 10_000 }).toBe('Finished');
    // The spinner gave way to the (green) check icon.
    expect(await statusOfFirstRow(page).locator('.MuiCircularProgress-root').count()).toBe(0);
    expect(await statusOfFirstRow(page).locator('svg.MuiSvgIcon-colorSuccess').count()).toBe(1);
    await expect.poll(() => page.getByText('this list updates itself').count()).toBe(0);
    await expect.poll(() => download.isEnabled()).toBe(true);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    return readFileSync(await file.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
  }

  it('a transactions export from /transactions-v2 finishes on screen and its CSV downloads', async () => {
    const { page } = session;
    await login(page, 'super@demo.test');
    const [header, ...lines] = await exportAndDownload(page, '/transactions-v2', 'Transactions report');
    expect(header).toMatch(/^transactionId,/);
    expect(header.split(',')).toEqual(expect.arrayContaining(['status', 'amount', 'currency', 'createdDate']));
    expect(lines.length).toBeGreaterThan(0);
  });

  it('a payment-methods export finishes on screen and its CSV downloads', async () => {
    const { page } = session;
    await login(page, 'super@demo.test');
    const [header, ...lines] = await exportAndDownload(page, '/payment-methods', 'Payment methods report');
    expect(header).toBe(
      'paymentMethodId,name,paymentMethodLegacyId,countryName,minAmount,maxAmount,paymentChannelTypeName,localCurrencyCode',
    );
    expect(lines.length).toBeGreaterThan(20);
  });

  it('shows a failed task as a cross whose tooltip is the error message, without a download', async () => {
    const { page } = session;
    await login(page, 'super@demo.test');
    await page.goto(at('/report-tasks'));
    await waitForRows(page);
    // The seed has one failed task per demo merchant.
    const failed = dataRows(page)
      .filter({ has: page.locator('[data-status="error"]') })
      .first();
    const icon = failed.locator('td.column-status [role="img"]');
    expect(await icon.getAttribute('aria-label')).toMatch(/^Failed: .+/);
    expect(await icon.locator('svg.MuiSvgIcon-colorError').count()).toBe(1);
    await icon.hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toMatch(/^Failed: .*narrow the date range/);
    expect(await failed.getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);
  });
});
