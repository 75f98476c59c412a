import { BooleanField, FunctionField, SimpleShowLayout, TextField } from 'react-admin';
import { FormattedDateField, MoneyField, StatusChip, TWO_COLUMN_DETAILS } from '../../src/framework';
import { refundKey } from './refundKey';
import type { RefundRow } from './rows';

/** A refund request's fields (spec 02 §3), dates in UTC (spec 02 §9); the drawer's and the edit page's Details. */
export function RefundFields() {
  return (
    <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
      <TextField source="refundRequestId" />
      <StatusChip source="refundRequestStatusTypeCode" />
      <FormattedDateField source="requestDate" format="dateTime" />
      <FormattedDateField source="approvedDate" format="dateTime" />
      <FunctionField<RefundRow> source="shopName" render={(r) => `${r.shopName} (${r.shopLegacyId})`} />
      <BooleanField source="isDirectwire" />
      <TextField source="customerName" />
      <TextField source="customerEmail" emptyText="-" />
      <TextField source="transactionId" emptyText="-" />
      <FormattedDateField source="transactionDate" format="dateTime" />
      <TextField source="passportId" emptyText="-" />
      <MoneyField
        source="amountToBeRefunded"
        currencySource="transactionCurrencyCode"
        label={refundKey('fields.amountToBeRefundedInPayin')}
      />
      <MoneyField source="transactionAmount" currencySource="transactionCurrencyCode" />
      <MoneyField source="amountInTransaction" currency="USD" />
      <TextField source="refundMessage" emptyText="-" />
    </SimpleShowLayout>
  );
}
