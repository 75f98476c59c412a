/**
 * Messages are written once per area (a resource folder, the framework, the shell) with all
 * three languages side by side. The types force es and pt to have exactly the keys of en, so a
 * missing translation is a compile error, and `catalog.test.ts` checks the merged result too.
 */
export type MessageTree = { [key: string]: string | MessageTree };
export type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };
export interface LocalizedMessages<T extends MessageTree = MessageTree> {
  en: T;
  es: SameShape<T>;
  pt: SameShape<T>;
}
export const defineMessages = <T extends MessageTree>(messages: LocalizedMessages<T>) => messages;

export type Locale = 'en' | 'es' | 'pt';
export const LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'pt', name: 'Português' },
];
