import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useOwnAppSession } from '../harness/e2eSession';
import { TEST_NOW } from '../harness/fakeApi';
import { apiCall, sessionWithDisclaimer } from './support/api';
import { dataRows, waitForRows, chooseExport, csvLines } from './support/grid';

interface Withdrawal {
  withdrawalId: number;
  status: string;
  createdDate: string;
  paymentDate: string | null;
}

const USER = 'merchant@demo.test';
/** The UTC day of an ISO instant, as the screen shows it and the filters take it. */
const dayOf = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
/** DD/MM/YYYY HH:mm of an ISO instant in UTC, as the grid shows a date with its time. */
const shown = (iso: string) => `${dayOf(iso)} ${iso.slice(11, 16)}`;

/** Types a day (dd/MM/yyyy) into one end of a date range, section by section as a user does. */
async function typeDay(page: Page, group: string, day: string): Promise<void> {
  const end = page.getByRole('group', { name: group });
  await end.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(day.replace(/\//g, ''));
}

const filterBar = (page: Page) => page.getByRole('search', { name: 'Filters' });
const cellOf = (page: Page, withdrawalId: number, column: string) =>
  dataRows(page)
    .filter({ has: page.locator('td.column-withdrawalId', { hasText: new RegExp(`^${withdrawalId}$`) }) })
    .locator(`td.column-${column}`);

/**
 * Issue #30 item 24 in Chromium, with the fake API seeded and the browser's clock set at one
 * fixed moment: the totals row counts what is withdrawn; a withdrawal has one payment date, the
 * same on screen, in the filter and in the export, a pending one none; an id finds its withdrawal
 * whatever the created range; an emptied created date is refused under its field.
 */
describe('withdrawals: one payment date', () => {
  const session = useOwnAppSession({ now: TEST_NOW });

  it('merchant sees a pending withdrawal without a payment date, finds a paid one by id and by its payment day, exports the same date, and is told the created date is required', async () => {
    const { page, context } = session;
    await context.clock.setFixedTime(TEST_NOW);
    await sessionWithDisclaimer(session.apiUrl, context, USER);
    const firstAsk = page.waitForRequest((req) => req.url().includes('/withdrawals/grid-list?'));
    await page.goto('/withdrawals');
    const sent = new URL((await firstAsk).url()).searchParams;
    await waitForRows(page);
    // The withdrawals of the merchant and currency the screen opened on, from the data.
    const scope = `merchantId=${sent.get('merchantId')}&currencyCode=${sent.get('currencyCode')}`;
    const all = (
      await apiCall<{ data: Withdrawal[] }>(
        session.apiUrl,
        USER,
        `/withdrawals/grid-list?${scope}&createdDateFrom=01/01/2020&createdDateTo=31/12/2030&pageSize=100`,
      )
    ).data;
    const openedFrom = Date.parse(sent.get('createdDateFrom')!.slice(0, 10).split('/').reverse().join('-'));
    const pending = all.find((w) => w.status === 'PENDING' && Date.parse(w.createdDate) >= openedFrom)!;
    const paid = all.find((w) => w.status === 'PAID' && Date.parse(w.createdDate) < openedFrom)!;
    expect(pending, 'a pending withdrawal in the opening range').toBeDefined();
    expect(paid, 'a paid withdrawal older than the opening range').toBeDefined();

    // The totals row counts what is withdrawn: the opening range's rows less the rejected and deleted ones.
    const opening = (
      await apiCall<{ data: Withdrawal[] }>(
        session.apiUrl,
        USER,
        `/withdrawals/grid-list?${scope}&createdDateFrom=${sent.get('createdDateFrom')}&createdDateTo=${sent.get('createdDateTo')}&pageSize=100`,
      )
    ).data;
    const withdrawn = opening.filter((w) => w.status !== 'REJECTED' && w.status !== 'DELETED').length;
    await expect
      .poll(() => page.getByRole('status', { name: 'Withdrawal totals' }).innerText())
      .toContain(`Totals of ${withdrawn} withdrawals`);

    // A pending withdrawal has no payment date.
    await expect.poll(() => cellOf(page, pending.withdrawalId, 'paymentDate').innerText()).toBe('-');

    // Its id finds the paid one though it was created before the range on screen.
    await filterBar(page).getByRole('textbox', { name: 'Withdrawal id' }).fill(String(paid.withdrawalId));
    await filterBar(page).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => dataRows(page).count()).toBe(1);
    expect(await cellOf(page, paid.withdrawalId, 'paymentDate').innerText()).toContain(shown(paid.paymentDate!));

    // Its payment day finds it too, once the created range reaches back to it.
    await filterBar(page).getByRole('textbox', { name: 'Withdrawal id' }).fill('');
    await typeDay(page, 'Created from', dayOf(paid.createdDate));
    await typeDay(page, 'Payment date from', dayOf(paid.paymentDate!));
    await typeDay(page, 'Payment date to', dayOf(paid.paymentDate!));
    await filterBar(page).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => cellOf(page, paid.withdrawalId, 'paymentDate').count()).toBe(1);
    const days = await dataRows(page).locator('td.column-paymentDate').allInnerTexts();
    for (const text of days) expect(text).toContain(dayOf(paid.paymentDate!));
    expect(await cellOf(page, paid.withdrawalId, 'paymentDate').innerText()).toContain(shown(paid.paymentDate!));

    // The export of that filter holds the same payment date.
    // The file says it as the grid does: its headers, the date in the screen's format with its zone named.
    const [file] = await Promise.all([page.waitForEvent('download'), chooseExport(page)]);
    const [columns, ...lines] = csvLines(await readFile((await file.path()) as string, 'utf8'));
    const header = async (source: string) => (await page.locator(`th.column-${source}`).first().textContent())!.trim();
    const idColumn = columns.indexOf(await header('withdrawalId'));
    const line = lines.find((cells) => cells[idColumn] === String(paid.withdrawalId));
    expect(line?.[columns.indexOf(`${await header('paymentDate')} (UTC)`)]).toBe(
      `${shown(paid.paymentDate!)}:${paid.paymentDate!.slice(17, 19)}`,
    );

    // The created date emptied: Apply says it is required, next to it, and asks nothing.
    let asked = 0;
    page.on('request', (req) => {
      if (req.url().includes('/withdrawals/grid-list?')) asked++;
    });
    await page.getByRole('group', { name: 'Created from' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await filterBar(page).getByRole('button', { name: 'Apply' }).click();
    await filterBar(page).getByText('Required').waitFor();
    expect(asked).toBe(0);
  });
});
