/**
 * The white label's fonts as the app's own web fonts (issue #30 item 19): each offered family's
 * regular and bold from its @fontsource package, fetched only once that font is chosen (a CSS chunk
 * of its own, never in the first load), from the app's host and no other.
 */
const LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  Roboto: () => Promise.all([import('@fontsource/roboto/400.css'), import('@fontsource/roboto/700.css')]),
  'Open Sans': () => Promise.all([import('@fontsource/open-sans/400.css'), import('@fontsource/open-sans/700.css')]),
  Lato: () => Promise.all([import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')]),
  Montserrat: () => Promise.all([import('@fontsource/montserrat/400.css'), import('@fontsource/montserrat/700.css')]),
  Poppins: () => Promise.all([import('@fontsource/poppins/400.css'), import('@fontsource/poppins/700.css')]),
  Inter: () => Promise.all([import('@fontsource/inter/400.css'), import('@fontsource/inter/700.css')]),
};

/** The families the app ships files for: the fake API's offered list must be these. */
export const WEB_FONT_FAMILIES = Object.keys(LOADERS);

/** Loads a font the server offers; a name the app ships no files for resolves false (the device's font shows). */
export async function loadWebFont(family: string): Promise<boolean> {
  const load = LOADERS[family];
  if (!load) return false;
  await load();
  return true;
}

/** A font family as CSS names it, with the fallback the pay page uses too. */
export const fontStack = (family: string) => `${JSON.stringify(family)}, system-ui, sans-serif`;
