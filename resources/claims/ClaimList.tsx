import { useState } from 'react';
import { DataTable, TextField, type SortPayload } from 'react-admin';
import {
  firstPageOf,
  MoneyField,
  PhoneLine,
  ReferenceNameField,
  ResourceList,
  type ListQuery,
  type PhoneListProps,
  type ResourceDefinition,
  type SearchConfig,
} from '../../src/framework';
import { ClaimDetails } from './ClaimDrawer';
import { ClaimCustomerField, ClaimDateField, ClaimStatusWithDateField, ClaimTransactionIdField } from './ClaimFields';
import { CLAIM_WIRE_KEYS, claimChoices, claimFilterSpecs, claimKey, defaultClaimFilter, useClaimFilters } from './ClaimFilters/filters';
import { EMPTY_CLAIM_CONFIG, type ClaimRow } from './types';
import { useClaimOptions } from './useClaimOptions';

export const CLAIM_SORT: SortPayload = { field: 'claimDate', order: 'DESC' };

// A transaction id finds its claim whatever the claim dates in the filter bar.
const CLAIM_SEARCH: SearchConfig = {
  source: CLAIM_WIRE_KEYS.transactionId,
  label: claimKey('filters.search'),
  exact: [CLAIM_WIRE_KEYS.transactionId],
};
const asIs = (key: string) => key;

/** What the list asks for first: the list passes the same (its filters' choices arrive later; the keys do not change). */
export const claimsQuery = (): ListQuery => ({
  sort: CLAIM_SORT,
  filters: claimFilterSpecs(claimChoices({ config: EMPTY_CLAIM_CONFIG, shops: [], paymentMethods: [] }, asIs, claimKey), claimKey),
  defaultFilters: defaultClaimFilter(),
  search: CLAIM_SEARCH,
});

/** The list's first page, for the boot to fetch (the declaration's firstPage). */
export const claimsFirstPage = (definition: ResourceDefinition) => firstPageOf(claimsQuery(), definition);

/** A phone's line per claim: amount and reason, its date and shop, the status. */
const CLAIM_PHONE: PhoneListProps<ClaimRow> = {
  primary: (
    <PhoneLine>
      <MoneyField source="amount" currencySource="currency" />
      <ReferenceNameField kind="claimReason" codeSource="claimReasonCode" source="claimReasonName" />
    </PhoneLine>
  ),
  secondary: (
    <PhoneLine>
      <ClaimDateField />
      <TextField source="shopName" />
    </PhoneLine>
  ),
  tertiary: <ClaimStatusWithDateField />,
};

const label = (field: string) => claimKey(`fields.${field}`);

/**
 * /claims (spec 02 §2): claim transactions of the last week by claim date, filtered with the
 * shared filter bar (Apply applies, Clear goes back to the last week), searched by transaction
 * id within the applied filters, exported as a CSV file (CLAIM EXPORT), a row opens its details.
 */
export function ClaimList() {
  const options = useClaimOptions();
  const filters = useClaimFilters(options);
  const [query] = useState(claimsQuery);

  return (
    <ResourceList<ClaimRow>
      phone={CLAIM_PHONE}
      title={claimKey('name')}
      {...query}
      filters={filters}
      drawer={<ClaimDetails merchants={options.config.merchants} />}
      drawerTitle={claimKey('drawer.title')}
      // Eight columns: below this width they would wrap into tall rows, so the grid scrolls instead.
      minGridWidth={1040}
    >
      <DataTable.Col source="claimDate" field={ClaimDateField} />
      <DataTable.Col source="transactionId" field={ClaimTransactionIdField} />
      <DataTable.Col source="shopName" />
      <DataTable.Col source="paymentMethodName" />
      <DataTable.Col source="customerName" label={label('customer')} field={ClaimCustomerField} />
      <DataTable.Col source="amount">
        <MoneyField source="amount" currencySource="currency" />
      </DataTable.Col>
      <DataTable.Col source="claimReasonName">
        <ReferenceNameField kind="claimReason" codeSource="claimReasonCode" source="claimReasonName" />
      </DataTable.Col>
      <DataTable.Col source="claimStatusCode" label={label('status')} field={ClaimStatusWithDateField} />
    </ResourceList>
  );
}
