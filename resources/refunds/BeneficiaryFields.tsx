import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { BooleanField, FunctionField, RecordContextProvider, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { LoadFailedAlert, ServerTextField, TWO_COLUMN_DETAILS } from '../../src/framework';
import { isMexico } from '../../contract/refunds/refundRules';
import { refundKey } from './refundKey';
import type { RefundBeneficiary } from '../../contract/refunds/types';
import { useRefundBeneficiary } from './useRefundParts';

/** A request's bank details (GET /refund-beneficiary/{id}, spec 02 §3), read-only. */
export function BeneficiaryFields({ beneficiaryId }: { beneficiaryId: number | null }) {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useRefundBeneficiary(beneficiaryId);
  if (beneficiaryId === null || data === null) return <Alert severity="info">{translate(refundKey('drawer.no_beneficiary'))}</Alert>;
  if (error) return <LoadFailedAlert messageKey="grid.load_failed" error={error} onRetry={() => void refetch()} />;
  if (isPending || !data) return <Skeleton variant="rounded" height={240} />;
  return (
    <RecordContextProvider value={{ ...data, id: data.beneficiaryId }}>
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS} resource="refunds">
        <TextField source="fullName" />
        <TextField source="address" />
        <TextField source="city" />
        <TextField source="beneficiaryCountryName" label={refundKey('fields.beneficiaryCountryId')} />
        <TextField source="receivingCountryName" label={refundKey('fields.receivingCountryId')} />
        <TextField source="receivingCity" />
        <TextField source="bankName" />
        <TextField source="swift" />
        <TextField source="accountNumber" />
        <ServerTextField source="paymentReason" />
        {isMexico(data.receivingCountryId) && <TextField source="clabe" emptyText="-" />}
        <BooleanField source="hasCorrespondentBank" />
        {data.hasCorrespondentBank && <TextField source="correspondentCountryName" label={refundKey('fields.correspondentCountryId')} />}
        {data.hasCorrespondentBank && <TextField source="correspondentSwift" />}
        {data.hasCorrespondentBank && <TextField source="correspondentBankName" />}
        {data.hasCorrespondentBank && (
          <FunctionField<RefundBeneficiary> source="correspondentAccountNumber" render={(r) => r.correspondentAccountNumber || '-'} />
        )}
      </SimpleShowLayout>
    </RecordContextProvider>
  );
}
