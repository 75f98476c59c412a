import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useOwnAppSession } from '../harness/e2eSession';
import { apiCall, sessionWithDisclaimer } from './support/api';
import { axeFindings } from './support/axe';
import { dataRows, waitForRows } from './support/grid';
import { injectSession, pathOf, submitLogin, waitForPath } from './support/login';
import { sideMenu } from './support/shell';

interface Figure {
  total: number;
  convertedTotal: number | null;
}
interface AccountBalance {
  currentBalance: Figure;
  balanceAvailableForPayouts: Figure;
  rollingReserveBalance: Figure;
}
interface Legacy {
  totalAmount: number;
  withdrawalBalanceAmount: number;
}
interface LedgerAccount {
  merchantId: number;
  currencyCode: string;
  balance: number;
}

const usd = (n: number) =>
  `${n < 0 ? '-' : ''}US$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cop = (n: number) =>
  `${n < 0 ? '-' : ''}COL$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Picks an option of one of the page's selects (a role `combobox` labelled `name`). */
async function pick(page: Page, name: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The headline card's figure once it reads `expected`. */
async function expectHeadline(page: Page, expected: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .getByRole('button', { name: /current balance/i })
          .first()
          .innerText(),
      { timeout: 15_000 },
    )
    .toContain(expected);
}

/** Opens `route` and follows where the app sends the role: each address it passes through. */
async function visitedFrom(page: Page, route: string, until: string): Promise<string[]> {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto(route);
  await waitForPath(page, until);
  return visited;
}

/**
 * Issue #16 in Chromium against the fake API: the root lands on the balance screen the role's
 * rights choose (super: the ledger, merchant: /balance, viewer: /balance-legacy); the figures are
 * the ones the API computes from the ledger, for All Merchants, a sub-merchant and another
 * currency; the breakdown, the tabs and the settlement summary work; a role without the screen's
 * right is logged out.
 */
describe('the balance screens', () => {
  const session = useOwnAppSession();

  it('super lands on the ledger, then reads on /balance the master balance, a sub-merchant, another currency and a settlement', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context, 'super@demo.test');
    await page.goto('/');
    await waitForPath(page, '/balance-ledger');
    const accounts = await apiCall<LedgerAccount[]>(session.apiUrl, 'super@demo.test', '/balance-ledger/accounts?merchantId=1');
    const cards = page.getByRole('list', { name: 'Accounts' });
    await cards.getByRole('heading', { name: 'Andes Retail Colombia · COP' }).waitFor();
    const copHeld = accounts.filter((a) => a.merchantId === 2 && a.currencyCode === 'COP').reduce((s, a) => s + a.balance, 0);
    expect(await cards.getByRole('listitem').filter({ hasText: 'Andes Retail Colombia · COP' }).innerText()).toContain(
      cop(Math.round(copHeld * 100) / 100),
    );
    await waitForRows(page);

    await sideMenu(page).getByRole('menuitem', { name: 'Account balance' }).click();
    await waitForPath(page, '/balance');
    const master = await apiCall<AccountBalance>(
      session.apiUrl,
      'super@demo.test',
      '/reports/dashboard/master-merchant/1?currencyCode=USD',
    );
    await expectHeadline(page, usd(master.currentBalance.total));
    expect(await page.getByRole('combobox', { name: 'Merchant' }).innerText()).toContain('All merchants');

    // The breakdown opens from the card, and says what is available and held back.
    await page.getByRole('button', { name: /current balance/i }).click();
    const breakdown = page.getByRole('table', { name: 'How the balance adds up' });
    await breakdown.waitFor();
    expect(await breakdown.innerText()).toContain(usd(master.balanceAvailableForPayouts.total));
    expect(await breakdown.innerText()).toContain(usd(master.rollingReserveBalance.total));

    await pick(page, 'Merchant', 'Andes Retail Colombia');
    const sub = await apiCall<AccountBalance>(session.apiUrl, 'super@demo.test', '/reports/dashboard/merchant/2?currencyCode=USD&shopId=4');
    await expectHeadline(page, usd(sub.currentBalance.total));
    await pick(page, 'Processing currency', 'COP');
    const subCop = await apiCall<AccountBalance>(
      session.apiUrl,
      'super@demo.test',
      '/reports/dashboard/merchant/2?currencyCode=COP&shopId=5',
    );
    await expectHeadline(page, cop(subCop.currentBalance.total));
    // Another currency than the dollar shows its dollar line.
    await expectHeadline(page, `≈ ${usd(subCop.currentBalance.convertedTotal as number)}`);

    await pick(page, 'Merchant', 'All merchants');
    await page.getByRole('tab', { name: 'By currency' }).click();
    await page.getByRole('button', { name: /current balance in COP/i }).waitFor();
    const masterCop = await apiCall<AccountBalance>(
      session.apiUrl,
      'super@demo.test',
      '/reports/dashboard/master-merchant/1?currencyCode=COP',
    );
    await expect
      .poll(() => page.getByRole('button', { name: /current balance in COP/i }).innerText())
      .toContain(cop(masterCop.currentBalance.total));
    expect(await page.getByRole('tab', { name: 'Rolling reserve balance' }).isVisible()).toBe(true);
    expect(await axeFindings(page)).toEqual([]);

    // A settlement's summary: 90% of the window wide, its dates limited to the settlement's week.
    // Only a PAID settlement opens it (spec 03 §2): the grid's week holds published ones, so it is
    // set around the last paid settlement's day.
    await page.getByRole('tab', { name: 'Total shop balance' }).click();
    await waitForRows(page);
    const paid = await apiCall<{ data: { createdDate: string }[] }>(
      session.apiUrl,
      'super@demo.test',
      '/settlements?status=PAID&currencyCode=USD&pageIndex=0&pageSize=1&sortField=createdDate&sortDirection=desc',
    );
    const day = (shift: number) => {
      const d = new Date(new Date(paid.data[0].createdDate).getTime() + shift * 24 * 3600 * 1000);
      return [d.getUTCDate(), d.getUTCMonth() + 1].map((n) => String(n).padStart(2, '0')).join('') + d.getUTCFullYear();
    };
    // The range around it: the day before to the day after.
    const days = page.getByRole('group', { name: 'Created date' }).getByRole('spinbutton', { name: 'Day' });
    for (const [index, shift] of [
      [0, -1],
      [1, 1],
    ]) {
      await days.nth(index).click();
      await page.keyboard.type(day(shift));
    }
    await page.getByRole('button', { name: 'Apply' }).click();
    const summaries = dataRows(page).getByRole('button', { name: 'Summary' });
    await expect.poll(() => summaries.evaluateAll((buttons) => buttons.some((b) => !(b as HTMLButtonElement).disabled))).toBe(true);
    // Published rows keep theirs disabled.
    await summaries.and(page.locator(':enabled')).first().click();
    const dialog = page.getByRole('dialog', { name: /^Settlement \d+/ });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.abs((box?.width ?? 0) - width * 0.9)).toBeLessThan(4);
    await expect.poll(() => dialog.getByRole('row').count()).toBeGreaterThan(4);
    expect(await dialog.innerText()).toContain('Net volume');
    expect(await axeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('merchant lands on /balance, and opening the ledger it has no right to shows /balance, not a logout', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    await page.goto('/');
    await waitForPath(page, '/balance');
    const own = await apiCall<AccountBalance>(session.apiUrl, 'merchant@demo.test', '/reports/dashboard/merchant/4?currencyCode=USD');
    await expectHeadline(page, usd(own.currentBalance.total));
    expect(await page.getByRole('tab', { name: 'By currency' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /try the new look/i }).count()).toBe(0);
    // The Brazil bank account's balance, with BANK_ACCOUNT_BALANCE.
    await page.getByText(/^Bank account Banco do Brasil/).waitFor();
    // On a phone, nothing is wider than the screen: the card, the chip and the tabs wrap or scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Issue #30 item 20: a role that may see a balance is sent to the one §2.3 chooses.
    const visited = await visitedFrom(page, '/balance-ledger', '/balance');
    await expectHeadline(page, usd(own.currentBalance.total));
    expect(visited).not.toContain('/logout');
    expect(pathOf(page)).toBe('/balance');
  });

  it('viewer lands on the legacy dashboard, with its parts charted, and opening /balance shows the global balance', async () => {
    const { page, context } = session;
    await injectSession(context, session.apiUrl, 'viewer@demo.test');
    await page.goto('/');
    await waitForPath(page, '/balance-legacy');
    const legacy = await apiCall<Legacy>(session.apiUrl, 'viewer@demo.test', '/dashboard/shops?merchantId=4&currencyCode=USD');
    await expect.poll(() => page.getByText('Total balance', { exact: true }).locator('..').innerText()).toContain(usd(legacy.totalAmount));
    // recharts draws one bar per part of the headline.
    await expect.poll(() => page.locator('.recharts-bar-rectangle').count()).toBe(5);
    const shops = page.getByRole('group', { name: 'Shops' }).getByRole('button');
    expect(await shops.first().innerText()).toBe('All shops');
    await shops.nth(1).click();
    await expect.poll(() => shops.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await axeFindings(page)).toEqual([]);
    // Issue #30 item 20: without NEW_DASHBOARD, /balance is the global balance (01 §2.3), not a logout.
    const visited = await visitedFrom(page, '/balance', '/balance-legacy');
    await expect.poll(() => page.getByText('Total balance', { exact: true }).locator('..').innerText()).toContain(usd(legacy.totalAmount));
    expect(visited).not.toContain('/logout');
    expect(pathOf(page)).toBe('/balance-legacy');
  });

  it('a role with GLOBAL_BALANCE MENU but no VIEW signs in and stays on the global balance (issue #30 item 20)', async () => {
    const { page } = session;
    const email = 'treasurer@demo.test';
    await apiCall(session.apiUrl, email, '/sandbox/user-disclaimer', 'POST');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await submitLogin(page, email);
    await waitForPath(page, '/balance-legacy');
    const legacy = await apiCall<Legacy>(session.apiUrl, email, '/dashboard/shops?merchantId=4&currencyCode=USD');
    await expect.poll(() => page.getByText('Total balance', { exact: true }).locator('..').innerText()).toContain(usd(legacy.totalAmount));
    // Its menu lists the global balance (GLOBAL_BALANCE MENU).
    await sideMenu(page).getByRole('menuitem', { name: 'Global balance' }).waitFor();
    expect(visited).not.toContain('/logout');
    expect(pathOf(page)).toBe('/balance-legacy');
    // /balance (no NEW_DASHBOARD) sends it to the same global balance.
    const fromBalance = await visitedFrom(page, '/balance', '/balance-legacy');
    expect(fromBalance).not.toContain('/logout');
  });

  it('a role that may see no balance is still logged out of /balance, and lands on its first screen', async () => {
    const { page, context } = session;
    await injectSession(context, session.apiUrl, 'staff@demo.test');
    await page.goto('/');
    await waitForPath(page, '/transactions');
    const visited = await visitedFrom(page, '/balance', '/login');
    expect(visited).toContain('/logout');
  });
});
