import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { injectSession } from './support/login';
import { waitForRows } from './support/grid';
import { sideMenu, switchLanguage } from './support/shell';

/** Issue #2 §4 and §8: the switcher turns the shell and the screen into Spanish. */
describe('language switch', () => {
  const session = useBrowserSession();

  it('shows the menu, the header and the transactions screen in Spanish after choosing ES', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/transactions-v2');
    await waitForRows(page);
    const menu = sideMenu(page);
    await expect.poll(() => menu.getByRole('menuitem', { name: 'Transactions V2' }).isVisible()).toBe(true);

    await switchLanguage(page, 'Español');

    await expect.poll(() => menu.getByRole('menuitem', { name: 'Transacciones V2' }).isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: 'Transactions V2' }).count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: 'Cerrar sesión' })
          .or(page.getByRole('button', { name: 'Cerrar sesión' }))
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The grid's own labels come from the resource's messages and the framework's.
    await expect
      .poll(() =>
        page
          .getByRole('columnheader', { name: /estado/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/de \d+\+? elementos/)
          .first()
          .isVisible(),
      )
      .toBe(true);
  });

  it("shows a filter's chosen option whole in Spanish, where the words are longer", async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/claims');
    await waitForRows(page);
    await switchLanguage(page, 'Español');
    const dateType = page.getByRole('combobox', { name: 'Tipo de fecha' });
    await expect.poll(() => dateType.inputValue()).toBe('Fecha del reclamo');
    // Cut text scrolls inside its input: its content is then wider than its box.
    expect(await dateType.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  });
});
