import type { TranslateFunction } from 'react-admin';

/**
 * The catalog key of a word the server writes in English (a report type, an HTTP reason phrase):
 * `<prefix>.<words_in_snake_case>`, e.g. ('…types', 'Transactions report') -> '…types.transactions_report'.
 */
export const serverWordKey = (prefix: string, text: string): string =>
  `${prefix}.${text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')}`;

/** Such a word in the screen's language; one the catalog does not know shows as the server wrote it. */
export const translateServerWord = (translate: TranslateFunction, prefix: string, text: string | null | undefined): string => {
  const trimmed = text?.trim() ?? '';
  return trimmed ? translate(serverWordKey(prefix, trimmed), { _: trimmed }) : '';
};
