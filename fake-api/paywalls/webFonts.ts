/**
 * The fonts a white label may choose, served by the API itself (issue #30 item 19): a pay page
 * names its font and loads it from here, so a payer sees it whether or not the device has it, and
 * no outside host learns who opens a pay page. The files are the @fontsource packages the app
 * loads its own samples from.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { API_VERSION_PATH } from '../../contract/wire';
import { FONT_FAMILIES } from '../../contract/integrations/fontFamilies';

const requireFrom = createRequire(import.meta.url);

/** Regular and bold: the pay page's text and its headings and buttons. */
const WEIGHTS = ['400', '700'] as const;

/** 'Open Sans' → 'open-sans', the package's and the address's name of a font. */
export const fontSlug = (family: string) => family.toLowerCase().replace(/\s+/g, '-');

/** Where the files of an offered font lie; undefined for any other name. */
export function fontFolder(slug: string): string | undefined {
  if (!FONT_FAMILIES.some((family) => fontSlug(family) === slug)) return undefined;
  return join(dirname(requireFrom.resolve(`@fontsource/${slug}/package.json`)), 'files');
}

/** The address a pay page loads a font file from: same origin as the page. */
export const fontFileUrl = (slug: string, file: string) => `${API_VERSION_PATH}/pay/fonts/${slug}/${file}`;

const faces = new Map<string, Promise<string>>();

/** The @font-face rules of an offered font (each subset behind its unicode-range: only what a page's text needs is fetched); '' for any other. */
export function fontFaces(family: string): Promise<string> {
  const slug = fontSlug(family);
  const folder = fontFolder(slug);
  if (!folder) return Promise.resolve('');
  let css = faces.get(slug);
  if (!css) {
    css = Promise.all(WEIGHTS.map((weight) => readFile(join(folder, '..', `${weight}.css`), 'utf8'))).then((sheets) =>
      sheets.join('\n').replace(/url\(\.\/files\/([^)]+)\)/g, (_all, file: string) => `url(${fontFileUrl(slug, file)})`),
    );
    faces.set(slug, css);
  }
  return css;
}
