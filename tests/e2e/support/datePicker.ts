import type { Locator } from 'playwright-core';

/**
 * Types a day into a form's date picker (the framework's DateFormInput) as a user does: from its
 * first section, day, month and year digits, the sections moving on by themselves; the box then
 * reads dd/MM/yyyy whatever the browser's language. `iso` is the day as the form sends it.
 */
export async function typeDay(scope: Locator, label: RegExp, iso: string): Promise<void> {
  const picker = scope.getByRole('group', { name: label });
  const [year, month, day] = iso.split('-');
  await picker.getByRole('spinbutton').first().click();
  await picker.page().keyboard.type(`${day}${month}${year}`);
  await picker.filter({ hasText: `${day}/${month}/${year}` }).waitFor();
}
