import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { englishOnlyStrings, pageTexts, serverEnglishIn } from './support/catalog';
import { inFirstRowDrawer } from './support/grid';
import { injectSession } from './support/login';
import { menuRoutes, presetStore, settle } from './support/shell';

const LANGUAGES = ['es', 'pt'] as const;

/**
 * Issue #13: every screen of the super-merchant, its first row's drawer and its filter panel, in
 * Spanish and in Portuguese, shows no English string of the catalog, visible or in an aria-label.
 * Issue #31 item 9: nor the English the API writes (a movement's 'Tax on fees of 2026-11-27', a
 * batch's name, 'Awaiting payment') nor a day in the API's yyyy-MM-dd.
 */
describe('Spanish and Portuguese walk', () => {
  const session = useBrowserSession();

  for (const language of LANGUAGES) {
    it(`finds no English catalog string on any screen in ${language}`, async () => {
      const { page } = session;
      const english = englishOnlyStrings(language);
      await presetStore(page, 'locale', language);
      await injectSession(session.context, session.apiUrl, 'super@demo.test');
      await page.goto('/');
      // The shipped documents are in English by design: the app's screens only.
      const routes = (await menuRoutes(page)).filter((route) => !route.startsWith('/docs/'));
      const found: string[] = [];
      const check = async (where: string) => {
        for (const text of await pageTexts(page)) {
          if (english.has(text) || text.endsWith(' legend icon')) found.push(`${where}: "${text}"`);
          // A label whose first letter was lower-cased ('Ordenar por iD de transacción').
          if (/\b[a-z][A-Z]/.test(text)) found.push(`${where}: garbled "${text}"`);
          const server = serverEnglishIn(text);
          if (server) found.push(`${where}: ${server} in "${text}"`);
        }
      };
      for (const route of ['/', ...routes]) {
        await page.goto(route);
        await settle(page);
        await check(route);
        const filter = page.getByRole('button', { name: /^\d*\s*(Filtro|Filtrar)$/ });
        if ((await filter.count()) > 0) {
          await filter.first().click();
          await expect.poll(() => page.locator('.MuiPopover-root, .MuiDrawer-modal').count()).toBeGreaterThan(0);
          await settle(page);
          await check(`${route} filter panel`);
          await page.keyboard.press('Escape');
          await expect.poll(() => page.locator('.MuiPopover-root, .MuiDrawer-modal').count()).toBe(0);
        }
        await inFirstRowDrawer(page, async () => {
          await settle(page);
          await check(`${route} drawer`);
        });
      }
      expect([...new Set(found)]).toEqual([]);
      // Every menu screen, its filters and its first drawer: some seventy steps, on a machine others share.
    }, 240_000);
  }
});
