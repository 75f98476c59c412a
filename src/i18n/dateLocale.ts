import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { Locale } from './defineMessages';

/**
 * Date-picker locale per UI language. The spec dates the app in the Spanish locale (day first,
 * weeks from Monday); English uses en-GB so it keeps those conventions while month and day names
 * follow the language the user reads. Display formats stay DD/MM/YYYY in every language.
 */
export const DATE_LOCALES: Record<Locale, DateFnsLocale> = { en: enGB, es, pt: ptBR };

export const dateLocaleFor = (locale: string): DateFnsLocale => DATE_LOCALES[locale as Locale] ?? es;
