import { ArrayField, DataTable, FunctionField, useCanAccess, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import { FormattedDateField, MoneyField, ServerTextField } from '../../src/framework';
import { AccountNumberField } from '../payouts/AccountNumberField';
import { beneficiaryName } from '../payouts/beneficiaryName';
import { PayoutStatusField } from '../payouts/PayoutStatusField';
import type { PayoutRow } from '../payouts/types';
import { batchKey } from './messages';
import type { PayoutBatchRow } from './types';

const label = (field: string) => `resources.payouts.fields.${field}`;

/**
 * A batch's payouts[] (spec 02 §3): account, beneficiary, reference, amount, the settlement amount
 * (with PAYOUT CONVERSION_REPORT, as on the items tab), status and error reason; read from the batch record.
 */
export function BatchItemsTable({ record }: { record: PayoutBatchRow }) {
  const translate = useTranslate();
  const { canAccess: conversion } = useCanAccess({ resource: 'PAYOUT', action: 'CONVERSION_REPORT' });
  if (!record.payouts?.length) return <Alert severity="info">{translate(batchKey('drawer.no_items'))}</Alert>;
  return (
    <ArrayField source="payouts" record={record}>
      <DataTable<PayoutRow> bulkActionButtons={false} rowClick={false} sx={{ '& td, & th': { px: 1 } }}>
        <DataTable.Col source="payoutId" label={label('payoutId')} />
        <DataTable.Col source="date" label={label('date')}>
          <FormattedDateField source="date" format="dateTime" />
        </DataTable.Col>
        <DataTable.Col source="beneficiaryLastName" label={label('beneficiary')}>
          <FunctionField<PayoutRow> render={beneficiaryName} />
        </DataTable.Col>
        <DataTable.Col source="accountNumber" label={label('accountNumber')}>
          <AccountNumberField revealable variant="body2" />
        </DataTable.Col>
        <DataTable.Col source="externalReference" label={label('externalReference')} />
        <DataTable.Col source="amount" label={label('amount')}>
          <MoneyField source="amount" currencySource="currencyCode" />
        </DataTable.Col>
        {conversion && (
          <DataTable.Col source="settlementAmount" label={label('settlementAmount')}>
            <MoneyField source="settlementAmount" currencySource="shopCurrencyCode" />
          </DataTable.Col>
        )}
        <DataTable.Col source="statusTypeCode" label={label('statusTypeCode')} field={PayoutStatusField} />
        <DataTable.Col source="errorReason" label={label('errorReason')}>
          <ServerTextField source="errorReason" emptyText="-" />
        </DataTable.Col>
      </DataTable>
    </ArrayField>
  );
}
