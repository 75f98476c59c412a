import { useState } from 'react';
import { DataTable, TextField } from 'react-admin';
import {
  firstPageOf,
  PhoneLine,
  ResourceList,
  StatusChip,
  type ListQuery,
  type PhoneListProps,
  type ResourceDefinition,
  type SearchConfig,
} from '../../src/framework';
import { ShopDrawerContent } from './ShopDrawer';
import { UrlField } from './ShopFields';
import type { ShopRecord } from './types';

/**
 * Spec 02 §2: the screen always lists enabled shops and hides the master merchant's. Sent with
 * every request, never shown as a filter nor kept in the URL or cookies.
 */
export const VALID_SHOPS_FILTER = { showOnlyValidShops: 'true' } as const;
const SEARCH: SearchConfig = { source: 'query', label: 'resources.shops.filters.search' };
const SORT = { field: 'shopName', order: 'ASC' } as const;

/** What the list asks for first: the list passes the same. */
export const shopsQuery = (): ListQuery => ({ sort: SORT, permanentFilter: VALID_SHOPS_FILTER, search: SEARCH });

/** The list's first page, for the boot to fetch (the declaration's firstPage). */
export const shopsFirstPage = (definition: ResourceDefinition) => firstPageOf(shopsQuery(), definition);

/** A phone's line per shop: name and id, its contact, its status. */
const SHOP_PHONE: PhoneListProps<ShopRecord> = {
  primary: (
    <PhoneLine>
      <TextField source="shopName" />
      <TextField source="shopLegacyId" />
    </PhoneLine>
  ),
  secondary: <TextField source="contactEmail" />,
  tertiary: <StatusChip source="shopStatusTypeCode" />,
};

/** /shops: the merchant's shops, a drawer per row, the credentials behind SHOW_CREDENTIALS. */
export function ShopList() {
  const [query] = useState(shopsQuery);
  return (
    <ResourceList<ShopRecord>
      title="resources.shops.name"
      {...query}
      exportAccess={false}
      drawer={<ShopDrawerContent />}
      drawerTitle="resources.shops.drawer.title"
      phone={SHOP_PHONE}
    >
      <DataTable.Col source="shopName" />
      <DataTable.Col source="shopLegacyId" />
      <DataTable.Col source="webUrl" field={UrlField} />
      <DataTable.Col source="contactEmail" />
      <DataTable.Col source="currencyCode" />
      <DataTable.Col source="shopStatusTypeCode">
        <StatusChip source="shopStatusTypeCode" labelPrefix="resources.shops.statuses." />
      </DataTable.Col>
    </ResourceList>
  );
}
