import { useEffect } from 'react';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSetLocale } from 'react-admin';

/** A form's date picker by its label: MUI's field is a group of day, month and year spinbuttons. */
export const datePicker = (scope: HTMLElement, label: RegExp) => within(scope).getByRole('group', { name: label });

/** Types into a date picker as a user does: from its first section, digits and keys that move on by themselves. */
export async function typeIntoDate(picker: HTMLElement, keys: string) {
  await userEvent.click(within(picker).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(keys);
}

/** Empties a dd/MM/yyyy picker from within, section by section, focus staying in the box. */
export const emptyDate = (picker: HTMLElement) => typeIntoDate(picker, '{Backspace}{ArrowRight}{Backspace}{ArrowRight}{Backspace}');

/**
 * Switches the screen to a language (the header's switch does the same), back to English when
 * unmounted: react-admin's default store outlives a test.
 */
export function InLocale({ locale }: { locale: string }) {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(locale);
    return () => void setLocale('en');
  }, [locale, setLocale]);
  return null;
}
