import { transactionsResource } from './index';
import { TransactionList } from './TransactionList';

/** /transactions: the v1 grid, detail from GET /transactions/{id}. */
export function TransactionsPage() {
  return <TransactionList definition={transactionsResource} version="v1" />;
}
