/** The payouts screens' name in each language (the menu, titles): in the app's first download, unlike their other messages. */
export const PAYOUT_NAMES = { en: 'Payouts', es: 'Dispersiones', pt: 'Pagamentos' };
