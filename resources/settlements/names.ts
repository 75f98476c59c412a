/** The settlements screen's name (menu, titles): in the app's first download, unlike its other messages. */
export const SETTLEMENT_NAMES = { en: 'Settlements', es: 'Liquidaciones', pt: 'Liquidações' };
