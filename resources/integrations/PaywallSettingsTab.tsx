import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Chooser } from './Chooser';
import { integrationKey } from './messages';
import { PreviewButton } from './PreviewButton';
import { useWhitelabelConfig } from './useWhitelabelConfig';
import { shopBody, shopValues } from './whitelabelForm';

const key = (name: string) => integrationKey(`paywall.${name}`);

/** The paywall settings tab (INTEGRATOR LANDING_SETTINGS): the payment page a shop's links open, as its settings make it. */
export function PaywallSettingsTab() {
  const translate = useTranslate();
  const { data: config } = useWhitelabelConfig();
  const shops = config?.shopWhitelabels ?? [];
  const [chosen, setChosen] = useState<number>();
  const shop = shops.find((s) => s.shopId === chosen) ?? shops[0];
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{translate(key('text'))}</Typography>
      <Chooser
        label={key('shop')}
        value={shop?.shopId}
        options={shops.map((s) => ({ id: s.shopId, name: s.shopName }))}
        onChange={setChosen}
      />
      <PreviewButton
        shopId={shop?.shopId}
        kind="paywall"
        label={key('preview')}
        // The saved settings: this tab shows the page the shop's links open.
        settings={(shopId) => shopBody(shopValues(shop, config?.fontFamilies ?? []), shopId)}
      />
    </Stack>
  );
}
