import Typography from '@mui/material/Typography';
import { FunctionField, SimpleShowLayout, TextField, useLocaleState, useTranslate } from 'react-admin';
import { FormattedDateField, MoneyField, ServerTextField, StatusChip, TWO_COLUMN_DETAILS, formatMoney } from '../../src/framework';
import { refundPaymentKey } from './refundPaymentKey';
import { totalRefund } from '../../contract/transaction-refunds/types';
import type { RefundPaymentRow } from './rows';

const Heading = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
      {translate(refundPaymentKey(label))}
    </Typography>
  );
};

/**
 * A refund payment's fields (spec 03 §2): the refund (created date in UTC, total refund = amount
 * minus fee), then the buyer and the payer blocks; the drawer's and the detail page's.
 */
export function RefundPaymentFields() {
  const [locale] = useLocaleState();
  return (
    <>
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS} resource="transaction-refunds">
        <TextField source="transactionRefundId" />
        <StatusChip source="status" palette="new" />
        <FormattedDateField source="createdDate" format="dateTime" />
        <TextField source="shopName" />
        <TextField source="transactionId" />
        <TextField source="uniqueIdentifier" />
        <TextField source="partnerName" />
        <TextField source="paymentMethodName" />
        <MoneyField source="transactionAmount" currencySource="currencyCode" />
        <MoneyField source="amount" currencySource="currencyCode" />
        <MoneyField source="refundFee" currencySource="currencyCode" />
        <FunctionField<RefundPaymentRow>
          source="totalRefund"
          render={(row) => formatMoney(totalRefund(row), row.currencyCode, undefined, locale)}
        />
        <ServerTextField source="reason" emptyText="-" />
        <TextField source="errorMessage" emptyText="-" />
        <TextField source="editedByUser" emptyText="-" />
      </SimpleShowLayout>
      <Heading label="blocks.buyer" />
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS} resource="transaction-refunds">
        <TextField source="buyerFullName" />
        <TextField source="buyerPersonalId" />
        <TextField source="buyerEmail" />
      </SimpleShowLayout>
      <Heading label="blocks.payer" />
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS} resource="transaction-refunds">
        <TextField source="payerFullName" />
        <TextField source="payerPersonalId" />
        <TextField source="bankName" emptyText="-" />
        <TextField source="agencyNumber" emptyText="-" />
        <TextField source="accountNumber" emptyText="-" />
        <TextField source="pixKey" emptyText="-" />
      </SimpleShowLayout>
    </>
  );
}
