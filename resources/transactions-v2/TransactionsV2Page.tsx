import { TransactionList } from '../transactions/TransactionList';

/** /transactions-v2: the shared grid, detail from GET /transactions/v2/{id}/details with refund info. */
export function TransactionsV2Page() {
  return <TransactionList version="v2" />;
}
