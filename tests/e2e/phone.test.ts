import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { injectSession } from './support/login';
import { switchLanguage } from './support/shell';

/** Issue #13: at phone width (390 x 844) a list is a list of cards, filters fold, the header fits. */
describe('phone width', () => {
  const session = useBrowserSession();

  const openOnPhone = async (path: string) => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto(path);
    return page;
  };

  it('shows claims as cards with amount, reason, date and status, and filters behind one button', async () => {
    const page = await openOnPhone('/claims');
    const cards = page.locator('.RaList-main ul > li');
    await expect.poll(() => cards.count()).toBeGreaterThan(2);
    expect(await page.locator('table').count()).toBe(0);
    const first = await cards.first().innerText();
    expect(first).toMatch(/\d[\d,.]*\d{2}/);
    expect(first).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(first).toMatch(/Open|In favor of merchant|Against merchant/);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The filters are folded: no date field on the first screen until the Filter button opens them.
    expect(await page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await page.getByRole('button', { name: /Filter$/ }).click();
    await page.getByRole('group', { name: 'Date range', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
  });

  it("opens a card's details full width and comes back", async () => {
    const page = await openOnPhone('/transactions');
    const cards = page.locator('.RaList-main ul > li');
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    await cards.first().getByRole('button').or(cards.first().getByRole('link')).first().click();
    const drawer = page.getByRole('dialog', { name: /Transaction/ });
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('fits the screen title in the header, with the language switch folded to a named icon', async () => {
    const page = await openOnPhone('/transactions');
    const title = page.locator('#react-admin-title');
    await expect.poll(() => title.innerText()).toBe('Transactions');
    const fits = await title.evaluate((element) => {
      const text = element.firstElementChild ?? element;
      return text.scrollWidth <= text.clientWidth + 1;
    });
    expect(fits).toBe(true);
    const language = page.getByRole('button', { name: 'English', exact: true });
    await language.waitFor();
    expect(await language.innerText()).toBe('');
    await switchLanguage(page, 'Español');
    await expect.poll(() => title.innerText()).toBe('Transacciones');
    await expect.poll(() => page.getByRole('button', { name: 'Español', exact: true }).count()).toBe(1);
  });
});
