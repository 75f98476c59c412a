import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunctionField, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { FormattedDateField, MoneyField, ReferenceNameField } from '../../src/framework';
import { claimKey } from './ClaimFilters/filters';
import { ClaimStatusField, ProcessedDateField } from './ClaimFields';
import type { ClaimConfig, ClaimRow } from './types';
import { TWO_COLUMN_DETAILS } from '../../src/framework';

/** Label/value pairs in two columns, wrapping long ids and e-mails. */
const label = (field: string) => claimKey(`fields.${field}`);
const text = (names: string[]) => names.map((name) => <TextField key={name} source={name} emptyText="-" />);

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3">
      {translate(claimKey(`drawer.${title}`))}
    </Typography>
  );
}

/**
 * Every field of a claim (spec 02 §3 "Claim row"), from GET /claims/{claimId}. The merchant is
 * named from the claims configuration, which matters to a super-merchant with sub-merchants.
 */
export function ClaimDetails({ merchants = [] }: { merchants?: ClaimConfig['merchants'] }) {
  const record = useRecordContext<ClaimRow>();
  if (!record) return null;
  const merchantName = merchants.find((m) => m.merchantId === record.merchantId)?.merchantName;
  return (
    <Stack spacing={2} divider={<Divider />}>
      <Stack spacing={1}>
        <Section title="claim" />
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          <ClaimStatusField label={label('status')} />
          {text(['claimId'])}
          <FormattedDateField source="claimDate" format="dateTimeSeconds" />
          <ProcessedDateField label={label('processedDate')} />
          <MoneyField source="amount" currencySource="currency" />
          {text(['currency'])}
          <ReferenceNameField kind="claimReason" codeSource="claimReasonCode" source="claimReasonName" />
        </SimpleShowLayout>
      </Stack>
      <Stack spacing={1}>
        <Section title="transaction" />
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          {text(['transactionId', 'trackingId'])}
          <FormattedDateField source="transactionDate" format="dateTimeSeconds" />
          {text(['paymentMethodName', 'shopName'])}
          {merchantName ? <FunctionField label={label('merchant')} render={() => merchantName} /> : null}
        </SimpleShowLayout>
      </Stack>
      <Stack spacing={1}>
        <Section title="customer" />
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>{text(['customerName', 'transactionEmail', 'cardNumber'])}</SimpleShowLayout>
      </Stack>
    </Stack>
  );
}
