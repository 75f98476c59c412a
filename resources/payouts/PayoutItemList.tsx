import { useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { DataTable, FunctionField, TextField, useCanAccess } from 'react-admin';
import {
  FormattedDateField,
  lazyNamed,
  MoneyField,
  PhoneLine,
  PollWhile,
  ResourceList,
  type ListQuery,
  type PhoneListProps,
} from '../../src/framework';
import { AccountNumberField } from './AccountNumberField';
import { beneficiaryName } from './beneficiaryName';
import { defaultItemFilter, itemFilterSpecs, PAYOUT_SEARCH, useItemFilters } from './itemFilters';
import { payoutKey } from './messages';
import { PayoutItemDetails } from './PayoutItemDetails';
import { PayoutStatusField } from './PayoutStatusField';
import { ReceiptsButton } from './ReceiptsButton';
import type { PayoutRow } from './types';
import { usePayoutRowActions } from './usePayoutRowActions';
import { EMPTY_PAYOUT_CONFIG } from './usePayoutConfig';

const PayoutStatusChangeDialog = lazyNamed(() => import('./PayoutStatusChangeDialog'), 'PayoutStatusChangeDialog');

const SORT = { field: 'date', order: 'DESC' } as const;
const asIs = (key: string) => key;

/** What the items ask for first: the list below passes the same (its filters' choices arrive later; the keys do not change). */
export const payoutItemsQuery = (): ListQuery => ({
  sort: SORT,
  filters: itemFilterSpecs(EMPTY_PAYOUT_CONFIG, asIs),
  defaultFilters: defaultItemFilter(),
  search: PAYOUT_SEARCH,
});

const PHONE: PhoneListProps<PayoutRow> = {
  primary: (
    <PhoneLine>
      <MoneyField source="amount" currencySource="currencyCode" />
      <FunctionField<PayoutRow> render={beneficiaryName} />
    </PhoneLine>
  ),
  secondary: (
    <PhoneLine>
      <FormattedDateField source="date" format="dateTime" />
      <TextField source="externalReference" />
    </PhoneLine>
  ),
  tertiary: <PayoutStatusField />,
};

const hasPendingChange = (rows: readonly PayoutRow[]) => rows.some((row) => Boolean(row.pendingStatusUpdate));

/**
 * The payout items tab of /payouts (spec 02 §2): filters (date range and type, shop, status, Show
 * Tests; a week back by default), the settlement amount with PAYOUT CONVERSION_REPORT, exports
 * unless HIDE_EXPORT, the receipt and the sandbox status change per row, the receipts of checked
 * rows in one go (DOWNLOAD_FILE), add and import with ADD.
 */
export function PayoutItemList({ toolbar }: { toolbar?: ReactNode }) {
  const filters = useItemFilters();
  const [query] = useState(payoutItemsQuery);
  const { canAccess: conversion } = useCanAccess({ resource: 'PAYOUT', action: 'CONVERSION_REPORT' });
  const { canAccess: receipts } = useCanAccess({ resource: 'PAYOUT', action: 'DOWNLOAD_FILE' });
  const { actions, changing, closeChange } = usePayoutRowActions();
  return (
    <>
      <ResourceList<PayoutRow>
        title={payoutKey('items_title')}
        {...query}
        filters={filters}
        hideExportResource="PAYOUT"
        add
        rowActions={actions}
        selection={receipts ? <ReceiptsButton /> : undefined}
        drawer={<PayoutItemDetails />}
        drawerTitle={payoutKey('drawer.title')}
        minGridWidth={1080}
        phone={PHONE}
        toolbar={
          <>
            {toolbar}
            <PollWhile<PayoutRow> when={hasPendingChange} message={payoutKey('polling')} />
          </>
        }
      >
        <DataTable.Col source="payoutId" />
        <DataTable.Col source="date">
          <FormattedDateField source="date" format="dateTime" />
        </DataTable.Col>
        <DataTable.Col source="payoutBatchId" />
        <DataTable.Col source="beneficiaryLastName" label={payoutKey('fields.beneficiary')}>
          <Stack>
            <FunctionField<PayoutRow> render={beneficiaryName} />
            <AccountNumberField />
          </Stack>
        </DataTable.Col>
        <DataTable.Col source="externalReference" />
        <DataTable.Col source="amount">
          <MoneyField source="amount" currencySource="currencyCode" />
        </DataTable.Col>
        {conversion && (
          <DataTable.Col source="settlementAmount">
            <MoneyField source="settlementAmount" currencySource="shopCurrencyCode" />
          </DataTable.Col>
        )}
        <DataTable.Col source="statusTypeCode" field={PayoutStatusField} />
      </ResourceList>
      {changing && <PayoutStatusChangeDialog record={changing} onClose={closeChange} />}
    </>
  );
}
