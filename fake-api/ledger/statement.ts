/** A Brazil bank account's statement (issue #17): its ledger lines of a period. */
import { STATEMENT_COLUMNS, type BrazilBankAccount, type StatementLine } from '../seed/bankAccounts';
import type { LedgerMovement } from './movements';

/** The account's BRL MAIN movements from `from` to `to` (ISO, both included), oldest first. */
export function statementLines(
  movements: readonly LedgerMovement[],
  account: BrazilBankAccount,
  from: string,
  to: string,
): StatementLine[] {
  const accountId = `${account.merchantId}-BRL-MAIN`;
  return movements
    .filter((m) => m.accountId === accountId && m.date >= from && m.date <= to)
    .map((m) => Object.fromEntries(STATEMENT_COLUMNS.map((c) => [c, m[c]])) as StatementLine);
}
