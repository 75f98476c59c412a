import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Chooser } from './Chooser';
import { integrationKey } from './messages';
import { PreviewButton } from './PreviewButton';
import { useWhitelabelConfig } from './useWhitelabelConfig';
import { landingBody, shopBody, shopValues } from './whitelabelForm';

const key = (name: string) => integrationKey(`paywall.${name}`);

/**
 * The paywall settings tab (INTEGRATOR LANDING_SETTINGS): the payment page a shop's links open and
 * the shop's landing page (spec 03 §7's landing preview call), each as its saved settings make it.
 */
export function PaywallSettingsTab() {
  const translate = useTranslate();
  const { data: config } = useWhitelabelConfig();
  const shops = config?.shopWhitelabels ?? [];
  const [chosen, setChosen] = useState<number>();
  const shop = shops.find((s) => s.shopId === chosen) ?? shops[0];
  const saved = () => shopValues(shop, config?.fontFamilies ?? []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{translate(key('text'))}</Typography>
      <Chooser
        label={key('shop')}
        value={shop?.shopId}
        options={shops.map((s) => ({ id: s.shopId, name: s.shopName }))}
        onChange={setChosen}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <PreviewButton
          shopId={shop?.shopId}
          kind="paywall"
          label={key('preview')}
          // The saved settings: this tab shows the page the shop's links open.
          settings={(shopId) => shopBody(saved(), shopId)}
        />
        <PreviewButton shopId={shop?.shopId} kind="landing" label={key('preview_landing')} settings={() => landingBody(saved())} />
      </Stack>
    </Stack>
  );
}
