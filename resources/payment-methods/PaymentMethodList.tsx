import { useState } from 'react';
import { DataTable, TextField } from 'react-admin';
import {
  firstPageOf,
  MoneyField,
  PhoneLine,
  ReferenceNameField,
  ResourceList,
  type ListQuery,
  type PhoneListProps,
  type ResourceDefinition,
} from '../../src/framework';
import { PAYMENT_METHOD_SEARCH, paymentMethodFilterSpecs, usePaymentMethodFilters } from './filters';
import { paymentMethodKey } from './messages';
import { PaymentMethodDetails } from './PaymentMethodDrawer';
import { PaymentMethodLogo } from './PaymentMethodLogo';
import type { PaymentMethodRow } from './types';

const SORT = { field: 'name', order: 'ASC' } as const;

/** What the list asks for first: the list passes the same (its filters' choices arrive later; the keys do not change). */
export const paymentMethodsQuery = (): ListQuery => ({
  sort: SORT,
  filters: paymentMethodFilterSpecs({ country: [], channel: [], currency: [] }),
  search: PAYMENT_METHOD_SEARCH,
});

/** The list's first page, for the boot to fetch (the declaration's firstPage). */
export const paymentMethodsFirstPage = (definition: ResourceDefinition) => firstPageOf(paymentMethodsQuery(), definition);

/** A phone's line per method: its name and country, the amounts it accepts. */
const PAYMENT_METHOD_PHONE: PhoneListProps<PaymentMethodRow> = {
  primary: (
    <PhoneLine>
      <TextField source="name" />
      <ReferenceNameField kind="country" codeSource="countryCode" source="countryName" />
    </PhoneLine>
  ),
  secondary: (
    <PhoneLine>
      <MoneyField source="minAmount" currencySource="localCurrencyCode" />
      –
      <MoneyField source="maxAmount" currencySource="localCurrencyCode" />
    </PhoneLine>
  ),
};

/**
 * /payment-methods (spec 02 §2): the catalogue with its logos, filtered by country, channel and
 * currency (kept in paymentMethods_ cookies) or searched by name; a row opens its details.
 * Export needs PAYMENT_METHOD EXPORT (the definition's access) and runs as a report task.
 */
export function PaymentMethodList() {
  const filters = usePaymentMethodFilters();
  const [query] = useState(paymentMethodsQuery);
  return (
    <ResourceList<PaymentMethodRow>
      title={paymentMethodKey('name')}
      {...query}
      filters={filters}
      drawer={<PaymentMethodDetails />}
      drawerTitle={paymentMethodKey('drawer.title')}
      phone={PAYMENT_METHOD_PHONE}
    >
      <DataTable.Col source="paymentMethodFileKey" disableSort>
        <PaymentMethodLogo />
      </DataTable.Col>
      <DataTable.Col source="name" />
      <DataTable.Col source="paymentMethodLegacyId" />
      <DataTable.Col source="countryName">
        <ReferenceNameField kind="country" codeSource="countryCode" source="countryName" />
      </DataTable.Col>
      <DataTable.Col source="minAmount" align="right">
        <MoneyField source="minAmount" currencySource="localCurrencyCode" />
      </DataTable.Col>
      <DataTable.Col source="maxAmount" align="right">
        <MoneyField source="maxAmount" currencySource="localCurrencyCode" />
      </DataTable.Col>
      <DataTable.Col source="paymentChannelTypeName">
        <ReferenceNameField kind="channel" codeSource="paymentChannelTypeCode" source="paymentChannelTypeName" />
      </DataTable.Col>
      <DataTable.Col source="localCurrencyCode" />
    </ResourceList>
  );
}
