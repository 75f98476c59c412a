import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const LANGUAGES = ['English', 'Español', 'Português'] as const;

/** The header's language button shows the current language's own name; its menu lists all three. */
export async function switchLanguage(page: Page, languageName: (typeof LANGUAGES)[number]): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^(${LANGUAGES.join('|')})$`, 'i') }).click();
  await page.getByRole('menuitem', { name: languageName }).click();
}

/** The side menu (react-admin's menu list, labelled 'Main menu' / 'Menú principal' / …). */
export const sideMenu = (page: Page) => page.getByRole('menu').first();

/** A react-admin store value (`RaStore.<key>`: 'theme', 'locale') set before any page script runs. */
export const presetStore = (page: Page, key: string, value: string) =>
  page.context().addInitScript(`localStorage.setItem(${JSON.stringify(`RaStore.${key}`)}, ${JSON.stringify(JSON.stringify(value))});`);

/** A screen has settled when the network is quiet and no skeleton or busy region is left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"], .MuiSkeleton-root').count()).toBe(0);
  // A drawer's backdrop and slide are CSS transitions: measured mid-fade, axe reads blended greys
  // (#a1a2a4 on #e2e2e2) that are no colour of the theme. Wait for every finite animation to end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The app paths the side menu links to (groups are open by default), once its items are in. */
export async function menuRoutes(page: Page): Promise<string[]> {
  await expect.poll(() => sideMenu(page).getByRole('menuitem').count(), { timeout: 15_000 }).toBeGreaterThan(1);
  const hrefs = await sideMenu(page)
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}
