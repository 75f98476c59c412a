import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { RecordContextProvider, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { ShopCredentialsButton } from '../shops/ShopCredentialsButton';
import { Chooser } from './Chooser';
import { integrationKey } from './messages';
import { useWhitelabelConfig } from './useWhitelabelConfig';

const key = (name: string) => integrationKey(`credentials.${name}`);

/** The API credentials card: a shop, then its credentials with the shops screen's own rules (#3: SHOW_CREDENTIALS). */
export function CredentialsTab() {
  const translate = useTranslate();
  const { data: config } = useWhitelabelConfig();
  const shops = config?.shopWhitelabels ?? [];
  const [chosen, setChosen] = useState<number>();
  const shopId = chosen ?? shops[0]?.shopId;
  const { canAccess } = useCanAccess({ resource: 'SHOW_CREDENTIALS', action: 'VIEW' });
  const { data: shop } = useGetOne('shops', { id: shopId as number }, { enabled: shopId !== undefined });
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Chooser label={key('shop')} value={shopId} options={shops.map((s) => ({ id: s.shopId, name: s.shopName }))} onChange={setChosen} />
      {canAccess === false && <Alert severity="info">{translate(key('no_right'))}</Alert>}
      {shop && (
        <RecordContextProvider value={shop}>
          <ShopCredentialsButton />
        </RecordContextProvider>
      )}
    </Stack>
  );
}
