/** The submerchants screen's name (menu, titles): in the app's first download, unlike its other messages. */
export const SUBMERCHANT_NAMES = { en: 'Submerchants', es: 'Subcomercios', pt: 'Subcomerciantes' };
