import { Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { FunctionField, SimpleShowLayout, TextField, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { FormattedDateField, MoneyField, ReferenceNameField, ServerTextField, StatusChip, useDrawerParam } from '../../src/framework';
import { RequestRefundButton } from './RequestRefundButton';
import type { TransactionDetailV2 } from './types';
import { useConversionReport } from './useConversionReport';
import { useTransactionKey } from './useTransactionKey';
import { DetailSection, TWO_COLUMN_DETAILS } from '../../src/framework';

/** Label/value pairs in two columns: the detail has some thirty fields. */
const text = (key: (k: string) => string, names: string[]) =>
  names.map((name) => <TextField key={name} source={name} label={key(`fields.${name}`)} emptyText="-" />);

function ConversionFields({ keyOf }: { keyOf: (k: string) => string }) {
  if (!useConversionReport()) return null;
  return (
    <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
      <MoneyField source="conversionAmount" currencySource="conversionCurrency" label={keyOf('fields.conversionAmount')} />
      <TextField source="conversionCurrency" label={keyOf('fields.conversionCurrency')} emptyText="-" />
      <MoneyField source="pspAmount" currencySource="pspCurrency" label={keyOf('fields.pspAmount')} />
      <TextField source="pspCurrency" label={keyOf('fields.pspCurrency')} emptyText="-" />
    </SimpleShowLayout>
  );
}

/**
 * The pay-in's refund on its own screen: a request of the refunds screen, or a refund payment,
 * for a role that may open it.
 */
function OpenRefundLink({ refund, label }: { refund: NonNullable<TransactionDetailV2['refund']>; label: string }) {
  const translate = useTranslate();
  const byRequest = refund.refundRequestId !== undefined;
  const { canAccess } = useCanAccess({ resource: byRequest ? 'REFUND' : 'TRANSACTION_REFUND_PAYMENT', action: 'VIEW' });
  if (!canAccess) return null;
  const to = byRequest ? `/refunds/${refund.refundRequestId}/detail` : `/transaction-refunds/${refund.refundId}/detail`;
  return (
    <Link component={RouterLink} to={to} variant="body2">
      {translate(label)}
    </Link>
  );
}

/** GET /transactions/v2/{id}/details, with refund info and the refund request. */
export function TransactionDetailsV2() {
  const { close } = useDrawerParam();
  const key = useTransactionKey();
  const translate = useTranslate();
  const record = useRecordContext<TransactionDetailV2>();
  if (!record) return null;
  return (
    <Stack spacing={2} divider={<Divider />}>
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
        <StatusChip source="status" labelPrefix={key('statuses.')} label={key('fields.status')} />
        <TextField source="shopName" label={key('fields.shopName')} emptyText="-" />
        <FormattedDateField source="createdDate" format="dateTimeSeconds" label={key('fields.createdDateUtc')} />
        <MoneyField source="amount" currencySource="currency" label={key('fields.amount')} />
        {text(key, [
          'currency',
          'transactionId',
          'description',
          'payerFullName',
          'buyerFullName',
          'personalId',
          'phone',
          'email',
          'buyerCountry',
        ])}
        <FunctionField
          label={key('fields.enableRefund')}
          render={(r: TransactionDetailV2) => translate(r.enableRefund ? 'grid.yes' : 'grid.no')}
        />
      </SimpleShowLayout>
      <ConversionFields keyOf={key} />
      <DetailSection title={translate(key('drawer.refund'))}>
        {record.refund ? (
          <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
            <TextField source="refund.refundId" label={key('fields.refundId')} />
            <MoneyField source="refund.refundAmount" currencySource="refund.refundCurrencyCode" label={key('fields.refundAmount')} />
            <TextField source="refund.refundCurrencyCode" label={key('fields.refundCurrencyCode')} />
            <StatusChip source="refund.refundStatus" label={key('fields.refundStatus')} />
            <FormattedDateField source="refund.refundDate" format="dateTimeSeconds" label={key('fields.refundDate')} />
            <FunctionField
              label={false}
              render={(r: TransactionDetailV2) =>
                r.refund ? <OpenRefundLink refund={r.refund} label={key('drawer.open_refund')} /> : null
              }
            />
          </SimpleShowLayout>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(key('drawer.no_refund'))}
          </Typography>
        )}
        <div>
          <RequestRefundButton onRequested={close} />
        </div>
      </DetailSection>
    </Stack>
  );
}

/** GET /transactions/{id}: the v1 detail of spec 02 §3. */
export function TransactionDetailsV1() {
  const { close } = useDrawerParam();
  const key = useTransactionKey();
  const record = useRecordContext<TransactionDetailV2>();
  if (!record) return null;
  return (
    <Stack spacing={2} divider={<Divider />}>
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
        <StatusChip source="status" labelPrefix={key('statuses.')} label={key('fields.status')} />
        {text(key, ['transactionId', 'trackingId'])}
        <FormattedDateField source="createdDate" format="dateTimeSeconds" label={key('fields.createdDateUtc')} />
        <FormattedDateField source="paidDate" format="dateTimeSeconds" label={key('fields.paidDate')} />
        <FormattedDateField source="expiredDate" format="dateTimeSeconds" label={key('fields.expiredDate')} />
        <FormattedDateField source="operativeDate" format="dateTimeSeconds" label={key('fields.operativeDate')} />
        <FormattedDateField source="settledDate" format="dateTimeSeconds" label={key('fields.settledDate')} />
        <MoneyField source="amount" currencySource="currency" label={key('fields.amount')} />
        {text(key, ['currency', 'description'])}
        <ServerTextField source="message" label={key('fields.message')} emptyText="-" />
        {text(key, ['transactionType'])}
        <ReferenceNameField kind="channel" codeSource="channelType" source="channelTypeName" label={key('fields.channelType')} />
        {text(key, ['paymentMethodName', 'pspTransactionId'])}
      </SimpleShowLayout>
      <ConversionFields keyOf={key} />
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
        <FunctionField
          label={key('fields.customer')}
          render={(r: { customerFirstName?: string; customerLastName?: string }) =>
            [r.customerFirstName, r.customerLastName].filter(Boolean).join(' ') || '-'
          }
        />
        {text(key, ['email', 'personalId', 'phone', 'address', 'city', 'state', 'postalCode'])}
        <ReferenceNameField kind="country" codeSource="country" source="countryName" label={key('fields.country')} />
        {text(key, ['ip', 'cardNumber'])}
      </SimpleShowLayout>
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
        {text(key, ['shopName', 'shopLegacyId', 'shopContactEmail', 'partnerName', 'bankName'])}
        <ReferenceNameField kind="country" codeSource="bankCountry" source="bankCountryName" label={key('fields.bankCountry')} />
        {text(key, ['processedOnSettlementId', 'notificationUrl'])}
      </SimpleShowLayout>
      <div>
        <RequestRefundButton onRequested={close} />
      </div>
    </Stack>
  );
}
