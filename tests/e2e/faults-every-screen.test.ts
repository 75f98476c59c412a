import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INJECTED_ERROR_MESSAGE, type FaultSettings } from '../../fake-api/faults';
import { resourceDefinitions } from '../../resources';
import { specMessages } from '../../src/i18n/messages';
import type { Locale } from '../../src/i18n/defineMessages';
import { startApp, type RunningApp } from '../harness/app';
import { useBrowserSession } from '../harness/e2eSession';
import { injectSession } from './support/login';
import { dataRows } from './support/grid';
import { settle } from './support/shell';

/**
 * Issue #31 item 8: every menu screen, opened while the API fails (broken JSON, a proxy's 502, a
 * server's 500), stands with one message per failure in the screen's language and a Retry, shows
 * no catalog key, and brings its rows with Retry once the fault clears. The screens come from the
 * declarations (resources/index.ts), so a new screen is walked without touching this test.
 *
 * One page and one session for the whole walk; each screen gets one fault and one language in
 * turn, so the three faults meet the three languages within nine screens.
 */
type Kind = 'malformed' | 'proxy502' | 'error';
const KINDS: readonly Kind[] = ['malformed', 'proxy502', 'error'];
const LOCALES: readonly Locale[] = ['en', 'es', 'pt'];

/** The words of the cause each fault must show, in the screen's language (a 500's are the server's own). */
const causeOf = (kind: Kind, locale: Locale): string => {
  const { messages } = specMessages[locale] as { messages: { malformed_reply: string; http_status: Record<string, string> } };
  if (kind === 'malformed') return messages.malformed_reply;
  if (kind === 'proxy502') return messages.http_status['502'];
  return INJECTED_ERROR_MESSAGE;
};
const RETRY: Record<Locale, string> = { en: 'Retry', es: 'Reintentar', pt: 'Tentar novamente' };

/** A catalog key on screen ('messages.malformed_reply', 'grid.load_failed', 'resources.x.name'). */
const RAW_KEY = /\b(messages|grid|ra|resources)\.[a-z_]+(\.[\w-]+)*/i;

/** Each menu screen's address, from the declarations. */
const menuScreens = resourceDefinitions
  .filter((definition) => definition.menu && definition.list)
  .map((definition) => `/${definition.name}${definition.menu?.query ? `?${definition.menu.query}` : ''}`);

const failureAlerts = (page: Page, retry: string) =>
  page.locator('[role="alert"]').filter({ has: page.getByRole('button', { name: retry, exact: true }) });
const toastTexts = (page: Page) => page.locator('.MuiSnackbar-root').allInnerTexts();

describe('every menu screen under faults', () => {
  let app: RunningApp | undefined;
  const session = useBrowserSession(() => app);
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stands, says each failure once in its language with Retry, shows no key, and Retry brings the rows back', async () => {
    const { page, errors } = session;
    const faults = app!.faults;
    errors.allow(/Failed to load resource: the server responded with a status of (500|502)/);
    expect(menuScreens.length).toBeGreaterThan(10);
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    // The sandbox disclaimer is asked once per session: asked here, before any fault.
    const disclaimerChecked = page.waitForResponse((reply) => reply.url().includes('/sandbox/user-disclaimer'));
    await page.goto('/');
    await disclaimerChecked;

    const problems: string[] = [];
    for (const [index, path] of menuScreens.entries()) {
      const kind = KINDS[index % KINDS.length];
      const locale = LOCALES[Math.floor(index / KINDS.length) % LOCALES.length];
      const where = `${path} (${kind}, ${locale})`;
      const retry = RETRY[locale];
      await page.evaluate((value) => localStorage.setItem('RaStore.locale', JSON.stringify(value)), locale);
      faults.set({ [kind]: 1 } as Partial<FaultSettings>);
      await page.goto(path);
      const alerts = failureAlerts(page, retry);
      try {
        await alerts.first().waitFor({ timeout: 10_000 });
      } catch {
        problems.push(`${where}: no message with ${retry}; page reads "${(await page.locator('#root').innerText()).slice(0, 200)}"`);
        faults.clear();
        continue;
      }
      // Whatever else is still on its way fails too: the messages are all in once the network is quiet.
      await page.waitForLoadState('networkidle');
      // Without the button's label (written in capitals on screen).
      const inPlace = (await alerts.allInnerTexts()).map((text) => text.replace(new RegExp(`\\s*${retry}$`, 'i'), ''));
      const toasts = await toastTexts(page);
      const said = [...inPlace, ...toasts];
      const cause = causeOf(kind, locale);
      if (!said.some((text) => text.includes(cause))) problems.push(`${where}: no message names the cause: ${JSON.stringify(said)}`);
      // Once: no message twice, and no toast repeating what is said in place.
      const repeated = said.filter(
        (text, i) => said.indexOf(text) !== i || (i >= inPlace.length && inPlace.some((alert) => alert.includes(text))),
      );
      if (repeated.length > 0) problems.push(`${where}: said twice: ${JSON.stringify(repeated)}`);
      const key = (await page.locator('body').innerText()).match(RAW_KEY);
      if (key) problems.push(`${where}: shows the key ${key[0]}`);
      if ((await page.locator('#root main').innerText()).trim().length < 20) problems.push(`${where}: blank page`);

      faults.clear();
      // Every Retry on show, until none is left: a Retry waiting on its own attempt is disabled, and
      // a part that loads only once another has (the rows once the merchant's currencies are in) may fail after.
      await expect
        .poll(
          async () => {
            await alerts
              .getByRole('button', { name: retry, exact: true, disabled: false })
              .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
            return alerts.count();
          },
          { timeout: 10_000, message: `${where}: a Retry is left` },
        )
        .toBe(0);
      // The rows are in once nothing is on its way: no request, skeleton or progress bar (a module's chunk).
      await settle(page);
      await expect.poll(() => page.locator('main [role="progressbar"]').count(), { message: `${where}: still loading` }).toBe(0);
      const stillFailed = await page.locator('main .MuiAlert-colorError').allInnerTexts();
      if (stillFailed.length > 0) problems.push(`${where}: still failed after Retry: ${JSON.stringify(stillFailed)}`);
      // A screen with a grid shows its rows again (pages without one, and a grid that is empty by
      // default, show no table).
      const grid = page.locator('main .RaDataTable-table, main .RaDatagrid-table');
      if ((await grid.count()) > 0 && (await dataRows(page).count()) === 0) problems.push(`${where}: no rows after Retry`);
    }
    expect(problems).toEqual([]);
  }, 400_000);
});
