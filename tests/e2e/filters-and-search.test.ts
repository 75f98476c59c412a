import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { authed, json, loginAs } from '../harness/fakeApi';
import { injectSession } from './support/login';
import { dataRows, waitForRows, waitForToolbar } from './support/grid';

/** Issue #13, dates, search and filters on every list. */
describe('dates, search and filters', () => {
  const session = useBrowserSession();

  it('takes a whole date typed into a date field (day, month, year) and sends it as typed', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/claims');
    await waitForRows(page);
    const from = page.getByRole('group', { name: 'Date range' }).getByRole('spinbutton', { name: 'Day' }).first();
    await from.click();
    await page.keyboard.type('01082026');
    const request = page.waitForRequest((req) => req.url().includes('/api/v1/claims?'));
    await page.getByRole('button', { name: 'Apply' }).click();
    const sent = new URL((await request).url()).searchParams;
    expect(sent.get('dateFrom')).toBe('01/08/2026 00:00:00.000');
    await waitForRows(page);
    expect(decodeURIComponent(page.url())).toContain('"dateFrom":"01/08/2026 00:00:00.000"');
  });

  it('finds a pay-in by its full id whatever the date range on screen', async () => {
    const { page } = session;
    const call = authed(session.apiUrl, await loginAs(session.apiUrl, 'super@demo.test'));
    // A pay-in from before today's range: last month.
    const old = await json<{ data: { transactionId: string }[] }>(
      await call('/transactions?pageIndex=0&pageSize=1&dateType=createdDate&createdDateFrom=01/10/2026&createdDateTo=20/10/2026'),
    );
    const id = old.data[0]?.transactionId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/transactions');
    await waitForToolbar(page);
    const search = page.getByRole('searchbox', { name: 'Search by transaction ID' });
    await search.fill(id!);
    await search.press('Enter');
    await expect.poll(() => dataRows(page).count()).toBe(1);
    expect(await dataRows(page).first().innerText()).toContain(id!.slice(0, 8));
  });

  it('shows no Filter panel on payment methods, where every filter is always on, and no count while none is set', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/payment-methods');
    await waitForRows(page);
    await page.getByRole('button', { name: 'Apply' }).waitFor();
    expect(await page.getByRole('button', { name: /Filter$/ }).count()).toBe(0);
  });
});
