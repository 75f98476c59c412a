import { DataTable } from 'react-admin';
import { MoneyField, ReferenceNameField, ResourceList } from '../../src/framework';
import { PAYMENT_METHOD_SEARCH, usePaymentMethodFilters } from './filters';
import { paymentMethodKey } from './messages';
import { PaymentMethodDetails } from './PaymentMethodDrawer';
import { PaymentMethodLogo } from './PaymentMethodLogo';
import type { PaymentMethodRow } from './types';

const SORT = { field: 'name', order: 'ASC' } as const;

/**
 * /payment-methods (spec 02 §2): the catalogue with its logos, filtered by country, channel and
 * currency (kept in paymentMethods_ cookies) or searched by name; a row opens its details.
 * Export needs PAYMENT_METHOD EXPORT (the definition's access) and runs as a report task.
 */
export function PaymentMethodList() {
  const filters = usePaymentMethodFilters();
  return (
    <ResourceList<PaymentMethodRow>
      title={paymentMethodKey('name')}
      sort={SORT}
      filters={filters}
      search={PAYMENT_METHOD_SEARCH}
      drawer={<PaymentMethodDetails />}
      drawerTitle={paymentMethodKey('drawer.title')}
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
