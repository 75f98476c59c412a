import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { CanAccess, Form, SaveButton, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { BrandingInputs } from './BrandingInputs';
import { Chooser } from './Chooser';
import { PreviewButton } from './PreviewButton';
import { integrationKey } from './messages';
import { WHITELABEL_CONFIG_KEY, useWhitelabelConfig } from './useWhitelabelConfig';
import {
  merchantBody,
  merchantValues,
  saveBody,
  shopBody,
  shopValues,
  whitelabelRules,
  type SaveParts,
  type WhitelabelValues as Values,
} from './whitelabelForm';

const key = (name: string) => integrationKey(`whitelabel.${name}`);

/**
 * Preview of one part as the form holds it now, saved or not: the pay page a shop's links open,
 * worn with the shop's or its merchant's branding (which is what a merchant's white label dresses).
 * The landing page has its own preview on the landing settings tab.
 */
function FormPreview({ part, shopId }: { part: 'merchant' | 'shop'; shopId: number | undefined }) {
  const { getValues } = useFormContext<Values>();
  const settings = (id: number) => (part === 'shop' ? shopBody(getValues('shop'), id) : merchantBody(getValues('merchant')));
  return <PreviewButton shopId={shopId} kind="paywall" label={key('preview')} settings={settings} />;
}

/**
 * The white-label tab (spec 03 §2): a merchant, its shops; the accordions 'shops white label'
 * (SHOP VIEW) and 'merchants white label' (MERCHANT VIEW), each with its Preview; one Save with
 * TEMPLATE EDIT sending both parts. A failed save keeps what was typed.
 */
export function WhiteLabelTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data: config, isPending } = useWhitelabelConfig();
  const { canAccess: seesShops } = useCanAccess({ resource: 'SHOP', action: 'VIEW' });
  const { canAccess: seesMerchants } = useCanAccess({ resource: 'MERCHANT', action: 'VIEW' });
  const { canAccess: mayEdit } = useCanAccess({ resource: 'TEMPLATE', action: 'EDIT' });
  const merchants = config?.merchantWhitelabels ?? [];
  const [chosenMerchant, setMerchant] = useState<number>();
  const merchantId = chosenMerchant ?? merchants[0]?.merchantId;
  const shops = (config?.shopWhitelabels ?? []).filter((s) => s.merchantId === merchantId);
  const [chosenShop, setShop] = useState<number>();
  const shopId = shops.some((s) => s.shopId === chosenShop) ? chosenShop : shops[0]?.shopId;
  const fonts = config?.fontFamilies ?? [];
  const defaults = useMemo<Values>(
    () => ({
      merchant: merchantValues(
        merchants.find((m) => m.merchantId === merchantId),
        fonts,
      ),
      shop: shopValues(
        shops.find((s) => s.shopId === shopId),
        fonts,
      ),
    }),
    // The form starts again only when another merchant or shop is chosen, or the saved settings change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, merchantId, shopId],
  );
  const parts = useMemo<SaveParts>(
    () => ({ merchant: seesMerchants === true, shopId: seesShops === true ? shopId : undefined }),
    [seesMerchants, seesShops, shopId],
  );
  // The contract's rules of the very body the save sends (contract/writes/whitelabel.ts).
  const rules = useMemo(() => whitelabelRules(parts), [parts]);
  if (isPending) return null;
  if (!config || merchantId === undefined) return <Alert severity="info">{translate(key('nothing'))}</Alert>;

  const save = async (values: Partial<Values>) => {
    try {
      await dataProvider.saveWhitelabel(merchantId, saveBody(values, parts));
      notify(key('saved'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: WHITELABEL_CONFIG_KEY });
    } catch (error) {
      notify(key('failed'), { type: 'error', messageArgs: { message: errorMessageOf(error) } });
    }
  };
  const disabled = mayEdit !== true;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chooser
          label={key('merchant')}
          value={merchantId}
          options={merchants.map((m) => ({ id: m.merchantId, name: m.merchantName }))}
          onChange={setMerchant}
        />
      </Stack>
      {/* A mistyped colour says so when the field is left, not only at Save. */}
      <Form key={`${merchantId}-${shopId}`} defaultValues={defaults} onSubmit={save} mode="onBlur" noValidate>
        <Stack spacing={2}>
          {seesShops && (
            <Accordion defaultExpanded slotProps={{ region: { 'aria-labelledby': 'wl-shops' } as object }}>
              <AccordionSummary expandIcon={<ExpandMore />} id="wl-shops">
                <Typography component="h2" variant="subtitle1">
                  {translate(key('shops'))}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                {shopId === undefined ? (
                  // A merchant registered today has no shop yet: its own branding is below.
                  <Alert severity="info">{translate(key('no_shops'))}</Alert>
                ) : (
                  <Stack spacing={2}>
                    <Chooser
                      label={key('shop')}
                      value={shopId}
                      options={shops.map((s) => ({ id: s.shopId, name: s.shopName }))}
                      onChange={setShop}
                    />
                    <BrandingInputs prefix="shop" fonts={fonts} disabled={disabled} rules={rules} />
                    <div>
                      <FormPreview part="shop" shopId={shopId} />
                    </div>
                  </Stack>
                )}
              </AccordionDetails>
            </Accordion>
          )}
          {seesMerchants && (
            <Accordion defaultExpanded={!seesShops} slotProps={{ region: { 'aria-labelledby': 'wl-merchants' } as object }}>
              <AccordionSummary expandIcon={<ExpandMore />} id="wl-merchants">
                <Typography component="h2" variant="subtitle1">
                  {translate(key('merchants'))}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Stack spacing={2}>
                  <BrandingInputs prefix="merchant" fonts={fonts} disabled={disabled} rules={rules} />
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <FormPreview part="merchant" shopId={shops[0]?.shopId} />
                    {/* The landing preview is drawn on one of the merchant's shops. */}
                    {shops.length === 0 && (
                      <Typography variant="body2" color="text.secondary">
                        {translate(key('preview_needs_shop'))}
                      </Typography>
                    )}
                  </Stack>
                </Stack>
              </AccordionDetails>
            </Accordion>
          )}
          <CanAccess resource="TEMPLATE" action="EDIT">
            <div>
              <SaveButton label={key('save')} alwaysEnable />
            </div>
          </CanAccess>
        </Stack>
      </Form>
    </Stack>
  );
}
