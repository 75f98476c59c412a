import { DataTable } from 'react-admin';
import { ResourceList, StatusChip, type SearchConfig } from '../../src/framework';
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
const label = (field: string) => `resources.shops.fields.${field}`;

/** /shops: the merchant's shops, a drawer per row, the credentials behind SHOW_CREDENTIALS. */
export function ShopList() {
  return (
    <ResourceList<ShopRecord>
      title="resources.shops.name"
      sort={SORT}
      permanentFilter={VALID_SHOPS_FILTER}
      search={SEARCH}
      exportAccess={false}
      drawer={<ShopDrawerContent />}
      drawerTitle="resources.shops.drawer.title"
    >
      <DataTable.Col source="shopName" label={label('shopName')} />
      <DataTable.Col source="shopLegacyId" label={label('shopLegacyId')} />
      <DataTable.Col source="webUrl" label={label('webUrl')} field={UrlField} />
      <DataTable.Col source="contactEmail" label={label('contactEmail')} />
      <DataTable.Col source="currencyCode" label={label('currencyCode')} />
      <DataTable.Col source="shopStatusTypeCode" label={label('shopStatusTypeCode')}>
        <StatusChip source="shopStatusTypeCode" labelPrefix="resources.shops.statuses." />
      </DataTable.Col>
    </ResourceList>
  );
}
