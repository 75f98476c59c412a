import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorMessageOf, useLookup } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { Chooser } from './Chooser';
import { integrationKey } from './messages';
import { PreviewDialog } from './PreviewDialog';
import type { WhitelabelConfig } from './types';
import { shopBody, shopValues } from './whitelabelForm';

const key = (name: string) => integrationKey(`paywall.${name}`);

/** The paywall settings tab (INTEGRATOR LANDING_SETTINGS): the payment page a shop's links open, as its settings make it. */
export function PaywallSettingsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data: config } = useLookup(['config', 'whitelabel-config'], () => dataProvider.config<WhitelabelConfig>('whitelabel-config'));
  const shops = config?.shopWhitelabels ?? [];
  const [chosen, setChosen] = useState<number>();
  const shop = shops.find((s) => s.shopId === chosen) ?? shops[0];
  const [url, setUrl] = useState<string>();
  const preview = async () => {
    if (!shop) return;
    try {
      setUrl(
        (await dataProvider.whitelabelPreview(shop.shopId, 'paywall', shopBody(shopValues(shop, config?.fontFamilies ?? []), shop.shopId)))
          .url,
      );
    } catch (error) {
      notify(integrationKey('whitelabel.preview_failed'), { type: 'error', messageArgs: { message: errorMessageOf(error) } });
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{translate(key('text'))}</Typography>
      <Chooser
        label={key('shop')}
        value={shop?.shopId}
        options={shops.map((s) => ({ id: s.shopId, name: s.shopName }))}
        onChange={setChosen}
      />
      <Button variant="outlined" startIcon={<Visibility />} onClick={() => void preview()} disabled={!shop}>
        {translate(key('preview'))}
      </Button>
      <PreviewDialog url={url} onClose={() => setUrl(undefined)} />
    </Stack>
  );
}
