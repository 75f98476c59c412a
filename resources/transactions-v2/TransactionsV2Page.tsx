import { TransactionList } from '../transactions/TransactionList';
import { transactionsV2Resource } from './index';

/** /transactions-v2: the shared grid, detail from GET /transactions/v2/{id}/details with refund info. */
export function TransactionsV2Page() {
  return <TransactionList definition={transactionsV2Resource} version="v2" />;
}
