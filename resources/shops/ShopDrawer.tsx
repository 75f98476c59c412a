import { Stack } from '@mui/material';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { ShowButton, useRecordContext } from 'react-admin';
import { ShopDetails } from './ShopDetails';
import { isListedShop } from '../../contract/shops/listedShop';
import { ShopNotFound } from './ShopNotFound';
import type { ShopRecord } from './types';

/** The row's drawer: the shop's details and a way to its full page. */
export function ShopDrawerContent() {
  const record = useRecordContext<ShopRecord>();
  if (!record) return null;
  // A hand-edited ?show= link may name a shop the list hides.
  if (!isListedShop(record)) return <ShopNotFound id={record.shopId} />;
  return (
    <Stack spacing={2}>
      <div>
        {/* react-admin's /show link reaches the spec's /shops/{id}/detail (see ResourceRoutes). */}
        <ShowButton label="resources.shops.drawer.full_page" icon={<OpenInFullIcon />} />
      </div>
      <ShopDetails />
    </Stack>
  );
}
