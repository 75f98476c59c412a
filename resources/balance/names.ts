/** The balance screens' names in each language (menu, titles): in the app's first download, unlike their other messages. */
export const BALANCE_NAMES = {
  // Not just 'Balance': that is the menu group's name.
  balance: { en: 'Account balance', es: 'Saldo de la cuenta', pt: 'Saldo da conta' },
  legacy: { en: 'Global balance', es: 'Saldo global', pt: 'Saldo global' },
  ledger: { en: 'Balance ledger', es: 'Libro mayor', pt: 'Livro-razão do saldo' },
  settlements: { en: 'Settlements', es: 'Liquidaciones', pt: 'Liquidações' },
  settled: { en: 'Settled transactions', es: 'Transacciones liquidadas', pt: 'Transações liquidadas' },
  settlementMovements: { en: 'Settlement movements', es: 'Movimientos de la liquidación', pt: 'Movimentos da liquidação' },
};
