/** The Brazil bank screens' names (menu, titles): in the app's first download, unlike their other messages. */
export const BR_BANK_NAMES = {
  withdrawals: { en: 'Brazil withdrawals', es: 'Retiros Brasil', pt: 'Saques Brasil' },
  statements: { en: 'Brazil statements', es: 'Extractos Brasil', pt: 'Extratos Brasil' },
};
