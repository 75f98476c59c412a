import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, SimpleShowLayout, TextField, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { FormattedDateField, MoneyField, StatusChip, TWO_COLUMN_DETAILS } from '../../src/framework';
import { useConversionReport } from '../transactions/useConversionReport';
import { paywallKey } from './messages';

const ONE_ROW = { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdDate', order: 'DESC' } } as const;

/**
 * The pay-in a paywall made (spec 03 §2): one grid call (first page, one row, filtered on the
 * transaction id) and its first row; 'Transaction not found' without one, 'Failed to fetch
 * transaction details' when the call fails. The converted and provider amounts need
 * CONVERSION_REPORT on TRANSACTION or TRANSACTION_V2.
 */
export function PaywallTransaction({ transactionId }: { transactionId: string }) {
  const translate = useTranslate();
  const conversion = useConversionReport();
  const { canAccess: canOpen } = useCanAccess({ resource: 'transactions', action: 'list' });
  const { data, isPending, isError } = useGetList('transactions', { ...ONE_ROW, filter: { transactionId } }, { retry: false });
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  if (isError) return <Alert severity="error">{translate(paywallKey('drawer.transaction_failed'))}</Alert>;
  const row = data?.[0];
  if (!row) return <Alert severity="warning">{translate(paywallKey('drawer.transaction_not_found'))}</Alert>;
  const key = (name: string) => paywallKey(`drawer.${name}`);
  return (
    <RecordContextProvider value={row}>
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
        <TextField source="transactionId" label={key('transactionId')} />
        <StatusChip source="status" label={key('transactionStatus')} />
        <MoneyField source="amount" currencySource="currency" label={paywallKey('form.amount')} />
        <FormattedDateField source="paidDate" format="dateTime" label={`resources.link.fields.paidDate`} />
        <TextField source="paymentMethodName" label={key('method')} emptyText="-" />
        {conversion && <MoneyField source="conversionAmount" currencySource="conversionCurrency" label={key('converted')} />}
        {conversion && <MoneyField source="pspAmount" currencySource="pspCurrency" label={key('provider')} />}
      </SimpleShowLayout>
      {canOpen && (
        <Link component={RouterLink} to={`/transactions?show=${encodeURIComponent(transactionId)}`} variant="body2">
          {translate(key('open_transaction'))}
        </Link>
      )}
    </RecordContextProvider>
  );
}
