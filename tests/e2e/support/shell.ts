import type { Page } from 'playwright-core';

const LANGUAGES = ['English', 'Español', 'Português'] as const;

/** The header's language button shows the current language's own name; its menu lists all three. */
export async function switchLanguage(page: Page, languageName: (typeof LANGUAGES)[number]): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^(${LANGUAGES.join('|')})$`, 'i') }).click();
  await page.getByRole('menuitem', { name: languageName }).click();
}

/** The side menu (react-admin's menu list, labelled 'Main menu' / 'Menú principal' / …). */
export const sideMenu = (page: Page) => page.getByRole('menu').first();
