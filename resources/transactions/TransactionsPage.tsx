import { TransactionList } from './TransactionList';

/** /transactions: the v1 grid, detail from GET /transactions/{id}. */
export function TransactionsPage() {
  return <TransactionList version="v1" />;
}
