import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { englishOnlyStrings, pageTexts } from './support/catalog';
import { dataRows } from './support/grid';
import { injectSession } from './support/login';
import { sideMenu } from './support/shell';

const LANGUAGES = ['es', 'pt'] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"], .MuiSkeleton-root').count()).toBe(0);
}

/**
 * Issue #13: every screen of the super-merchant, its first row's drawer and its filter panel, in
 * Spanish and in Portuguese, shows no English string of the catalog, visible or in an aria-label.
 */
describe('Spanish and Portuguese walk', () => {
  const session = useBrowserSession();

  for (const language of LANGUAGES) {
    it(`finds no English catalog string on any screen in ${language}`, async () => {
      const { page } = session;
      const english = englishOnlyStrings(language);
      await page.context().addInitScript(`localStorage.setItem('RaStore.locale', ${JSON.stringify(JSON.stringify(language))});`);
      await injectSession(session.context, session.apiUrl, 'super@demo.test');
      await page.goto('/');
      await expect.poll(() => sideMenu(page).getByRole('menuitem').count(), { timeout: 15_000 }).toBeGreaterThan(1);
      const routes = await sideMenu(page)
        .locator('a[href^="/"]:not([href^="/docs/"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const found: string[] = [];
      const check = async (where: string) => {
        for (const text of await pageTexts(page)) {
          if (english.has(text) || text.endsWith(' legend icon')) found.push(`${where}: "${text}"`);
          // A label whose first letter was lower-cased ('Ordenar por iD de transacción').
          if (/\b[a-z][A-Z]/.test(text)) found.push(`${where}: garbled "${text}"`);
        }
      };
      for (const route of ['/', ...routes]) {
        await page.goto(route);
        await settle(page);
        await check(route);
        const filter = page.getByRole('button', { name: /^\d*\s*(Filtro|Filtrar)$/ });
        if ((await filter.count()) > 0) {
          await filter.first().click();
          await page.waitForTimeout(300);
          await check(`${route} filter panel`);
          await page.keyboard.press('Escape');
          await expect.poll(() => page.locator('.MuiPopover-root, .MuiDrawer-modal').count()).toBe(0);
        }
        const row = dataRows(page).first();
        if ((await dataRows(page).count()) > 0 && (await row.getAttribute('tabindex')) !== null) {
          await row.focus();
          await page.keyboard.press('Enter');
          await page.getByRole('dialog').waitFor();
          await settle(page);
          await check(`${route} drawer`);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }
      }
      expect([...new Set(found)]).toEqual([]);
    });
  }
});
