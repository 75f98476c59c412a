/** The withdrawals screen's name (menu, titles): in the app's first download, unlike its other messages. */
export const WITHDRAWAL_NAMES = { en: 'Withdrawals', es: 'Retiros', pt: 'Saques' };
