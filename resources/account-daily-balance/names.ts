/** The daily balance screens' names (menu, titles): in the app's first download, unlike their other messages. */
export const DAILY_BALANCE_NAMES = {
  account: { en: 'Account daily balance', es: 'Saldo diario de la cuenta', pt: 'Saldo diário da conta' },
  shop: { en: 'Shop daily balance', es: 'Saldo diario de la tienda', pt: 'Saldo diário da loja' },
};
