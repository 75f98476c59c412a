/**
 * The bench's reference (issue #34 §1): react-admin as its documentation builds a list, one
 * `<Resource>` with a `List`/`DataTable` of ten columns, nothing tuned. It reads the fake API's
 * own pay-ins through `bareDataProvider`, so both apps wait for the same server and rows.
 */
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, DateField, List, Resource } from 'react-admin';
import { bareDataProvider } from './bareDataProvider';

const TransactionList = () => (
  <List sort={{ field: 'createdDate', order: 'DESC' }}>
    <DataTable>
      <DataTable.Col source="transactionId" />
      <DataTable.Col source="trackingId" />
      <DataTable.Col source="createdDate" field={DateField} />
      <DataTable.Col source="shopName" />
      <DataTable.Col source="email" />
      <DataTable.Col source="paymentMethodName" />
      <DataTable.Col source="country" />
      <DataTable.NumberCol source="amount" />
      <DataTable.Col source="currency" />
      <DataTable.Col source="status" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={bareDataProvider} disableTelemetry>
    <Resource name="transactions" list={TransactionList} />
  </Admin>,
);
