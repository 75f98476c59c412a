import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { menuScreens } from './support/declaredRoutes';
import { cutTexts } from './support/cutText';
import { injectSession } from './support/login';
import { presetStore, settle, sideMenu } from './support/shell';

/**
 * Each language at one width for every screen (a whole sweep per pair took ~5 minutes): Spanish,
 * the longer, on the wide screen with every form; Portuguese on the phone. Both menus are checked
 * at both widths, which is cheap.
 */
const RUNS = [
  { language: 'es', width: 1440 },
  { language: 'pt', width: 390 },
] as const;
const WIDTHS = [1440, 390] as const;

/**
 * Issue #31: Spanish and Portuguese words are longer; a menu item or a field label is never cut
 * ('Reembolsos y transfer…', 'Moneda de procesamien…'): it wraps, or shows the whole text on hover.
 */
describe('long Spanish and Portuguese labels', () => {
  const session = useBrowserSession();

  for (const { language, width: screensWidth } of RUNS) {
    it(`cuts no field label in ${language} at ${screensWidth} px, nor a menu item at ${WIDTHS.join(' or ')} px`, async () => {
      const { page } = session;
      await presetStore(page, 'locale', language);
      await injectSession(session.context, session.apiUrl, 'super@demo.test');
      const screens = await menuScreens();
      const found: string[] = [];
      const check = async (where: string) => {
        for (const text of await cutTexts(page)) found.push(`${where}: "${text}"`);
      };
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const screen of width === screensWidth ? screens : []) {
          await page.goto(screen.path);
          await settle(page);
          await check(`${width} ${screen.path}`);
          // A form's fields fill a phone's width: its labels are cut, if ever, on the wide screen.
          if (screen.create && width > 600) {
            await page.goto(screen.create);
            await settle(page);
            await check(`${width} ${screen.create}`);
          }
        }
        // The menu: beside the page on a wide screen, a drawer opened from the header on a phone.
        if (width !== screensWidth) {
          await page.goto('/');
          await settle(page);
        }
        if (width < 600) await page.getByRole('button', { name: /^Abrir men/ }).click();
        await sideMenu(page).getByRole('menuitem').first().waitFor();
        await check(`${width} menu`);
      }
      expect([...new Set(found)]).toEqual([]);
    }, 400_000);
  }
});
