import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { RecordContextProvider, Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ShopDetails } from './ShopDetails';
import { isListedShop } from '../../contract/shops/listedShop';
import { ShopNotFound } from './ShopNotFound';
import type { ShopRecord } from './types';

/**
 * A 404 reads as an empty result (spec 01 §8): a record with nothing but its id is not found; nor
 * is a shop the list hides (disabled, or the master merchant's).
 */
const isFound = (record: ShopRecord | undefined): record is ShopRecord =>
  record !== undefined && Boolean(record.shopName) && isListedShop(record);

/** /shops/{id}/detail: the drawer's details as a page of its own, with a way back to the list. */
export function ShopShow() {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const { data, isPending, error } = useGetOne<ShopRecord>('shops', { id }, { enabled: id !== '', retry: false });
  const found = !error && isFound(data);
  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Title title={found ? data.shopName : 'resources.shops.name'} />
      <Button component={RouterLink} to="/shops" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('resources.shops.detail.back')}
      </Button>
      {isPending && id !== '' ? (
        <Stack spacing={1} aria-busy="true" aria-label={translate('grid.loading')}>
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} variant="text" height={32} />
          ))}
        </Stack>
      ) : found ? (
        <Card>
          <CardContent>
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
              {data.shopName}
            </Typography>
            <RecordContextProvider value={data}>
              <ShopDetails />
            </RecordContextProvider>
          </CardContent>
        </Card>
      ) : (
        <ShopNotFound id={id} />
      )}
    </Box>
  );
}
