import { useMemo, useState } from 'react';
import { DataTable } from 'react-admin';
import {
  FormattedDateField,
  firstPageOf,
  lastDaysRange,
  moneyPhoneLines,
  ResourceList,
  type FilterSpec,
  type ListQuery,
  type ResourceDefinition,
} from '../../src/framework';
import { paywallKey } from './messages';
import { CustomerField, LinkInfoField, PaywallStatusField, SendDateField } from './PaywallFields';
import { PaywallDetails } from './PaywallDetails';
import { usePaywallActions } from './usePaywallActions';
import { paywallKindOf, usePaywallKind } from './usePaywallKind';
import type { PaywallKind } from '../../contract/paywalls/types';
import { usePaywallLookups } from './usePaywallLookups';
import { PAYWALL_STATUSES } from '../../contract/paywalls/paywallStatus';

/** A link is never SENT (only an e-mail sent at once is): each list offers the statuses it can show. */
const STATUS_CHOICES = {
  link: PAYWALL_STATUSES.filter((s) => s !== 'SENT' && s !== 'ERROR'),
  email: PAYWALL_STATUSES,
};

const SORT = { field: 'createdDate', order: 'DESC' } as const;
const SEARCH = { source: 'idQuery', label: paywallKey('filters.search') };
const label = (name: string) => paywallKey(`filters.${name}`);
const PHONE = moneyPhoneLines({
  amount: 'amount',
  currencySource: 'currency',
  who: 'description',
  date: 'createdDate',
  where: ['shopName', 'email'],
  status: <PaywallStatusField />,
});

type PaywallLookups = Pick<ReturnType<typeof usePaywallLookups>, 'shops' | 'countries' | 'currencies'>;
const NO_LOOKUPS: PaywallLookups = { shops: [], countries: [], currencies: [] };

/**
 * Spec 03 §2: created range, personal id, e-mail, shop, country, currency; with issue #30 the
 * derived status and the paid and expiry ranges (spec 01 §3's paywall report dates).
 */
function paywallFilterSpecs(kind: PaywallKind, { shops, countries, currencies }: PaywallLookups): FilterSpec[] {
  return [
    { kind: 'dateRange', source: 'createdDate', label: label('createdDate'), alwaysOn: true },
    {
      kind: 'select',
      source: 'status',
      label: label('status'),
      multiple: true,
      translateChoice: true,
      choices: STATUS_CHOICES[kind].map((s) => ({ id: s, name: paywallKey(`statuses.${s}`) })),
    },
    { kind: 'dateRange', source: 'paidDate', label: label('paidDate') },
    { kind: 'dateRange', source: 'expiredDate', label: label('expiredDate') },
    { kind: 'text', source: 'personalId', label: label('personalId') },
    { kind: 'text', source: 'email', label: label('email'), alwaysOn: true },
    {
      kind: 'select',
      source: 'shopId',
      label: label('shopId'),
      alwaysOn: true,
      choices: shops.map((s) => ({ id: String(s.shopId), name: s.shopName })),
    },
    {
      kind: 'select',
      source: 'countryCode',
      label: label('countryCode'),
      choices: countries.map((c) => ({ id: c.countryCode, name: c.countryName })),
    },
    {
      kind: 'select',
      source: 'currency',
      label: label('currency'),
      choices: currencies.map((c) => ({ id: c.currencyCode, name: c.currencyCode })),
    },
  ];
}

function usePaywallFilters(kind: PaywallKind): FilterSpec[] {
  const { shops, countries, currencies } = usePaywallLookups();
  return useMemo(() => paywallFilterSpecs(kind, { shops, countries, currencies }), [kind, shops, countries, currencies]);
}

/** What a kind's list asks for first: the list passes the same (its choices arrive later; the keys do not change). */
export const paywallListQuery = (kind: PaywallKind): ListQuery => ({
  sort: SORT,
  filters: paywallFilterSpecs(kind, NO_LOOKUPS),
  defaultFilters: lastDaysRange(0),
  permanentFilter: { shopPaymentType: kind },
  search: SEARCH,
});

/** The first page of /link or /email (the declaration's name is the kind), for the boot to fetch. */
export const paywallFirstPage = (definition: ResourceDefinition) =>
  firstPageOf(paywallListQuery(paywallKindOf(definition.name, `/${definition.name}`)), definition);

/**
 * /link and /email (spec 03 §2): one list for both kinds, 30 a page, newest first, today's by
 * default; the paywall-id search; Add with ADD; an export as a report task with EXPORT on the
 * kind; a row opens its drawer, its actions copy, open, resend or deactivate. The kind is the
 * list's own filter, never shown (the export carries it too).
 */
export function PaywallList() {
  const kind = usePaywallKind();
  const filters = usePaywallFilters(kind);
  const actions = usePaywallActions(kind);
  // Each kind is its own <Resource>: the list remounts when the kind changes.
  const [query] = useState(() => paywallListQuery(kind));
  return (
    <ResourceList
      title={`resources.${kind}.name`}
      {...query}
      filters={filters}
      add
      addPath={`/paywall/${kind}/new`}
      // The shops' e-mail wording (spec 03 §7 settings/{id}), with the right the API asks for it.
      settingsPath={kind === 'email' ? '/email-settings' : undefined}
      settingsAction="EDIT_EMAIL_SETTINGS"
      rowActions={actions}
      drawer={<PaywallDetails />}
      drawerTitle={paywallKey('drawer.title')}
      minGridWidth={1100}
      phone={PHONE}
    >
      <DataTable.Col source="amount" label={`resources.${kind}.fields.linkInfo`}>
        <LinkInfoField />
      </DataTable.Col>
      <DataTable.Col source="description" />
      <DataTable.Col source="createdDate">
        <FormattedDateField source="createdDate" format="dateTime" />
      </DataTable.Col>
      <DataTable.Col source="scheduledSendDate">
        <SendDateField />
      </DataTable.Col>
      <DataTable.Col source="email" label={`resources.${kind}.fields.customer`}>
        <CustomerField />
      </DataTable.Col>
      <DataTable.Col source="shopName" />
    </ResourceList>
  );
}
