import { Button, Stack } from '@mui/material';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ShopDetails } from './ShopDetails';
import { isListedShop } from './listedShop';
import { ShopNotFound } from './ShopNotFound';
import type { ShopRecord } from './types';

/** The shop's page, /shops/{id}/detail (spec 02 §1). */
export const shopDetailPath = (shopId: string | number) => `/shops/${encodeURIComponent(String(shopId))}/detail`;

/** The row's drawer: the shop's details and a way to its full page. */
export function ShopDrawerContent() {
  const translate = useTranslate();
  const record = useRecordContext<ShopRecord>();
  if (!record) return null;
  // A hand-edited ?show= link may name a shop the list hides.
  if (!isListedShop(record)) return <ShopNotFound id={record.shopId} />;
  return (
    <Stack spacing={2}>
      <div>
        <Button component={RouterLink} to={shopDetailPath(record.shopId)} startIcon={<OpenInFullIcon />} size="small">
          {translate('resources.shops.drawer.full_page')}
        </Button>
      </div>
      <ShopDetails />
    </Stack>
  );
}
