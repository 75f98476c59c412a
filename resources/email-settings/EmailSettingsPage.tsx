import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useQuery } from '@tanstack/react-query';
import { SaveButton, SimpleForm, TextInput, Title, Toolbar, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { ConfirmDialog, DateTimeText, LoadFailedAlert, useNotifiedCall } from '../../src/framework';
import { schemaRules } from '../../src/framework/rules';
import { ShopEmailSettingBody } from '../../contract/writes/paywallLegacy';
import type { BackOfficeDataProvider, PaywallEmailSetting, PaywallEmailSettingBody } from '../../src/providers/types';
import { usePaywallLookups } from '../paywalls/usePaywallLookups';
import { emailSettingsKey as key } from './messages';

/** What the form sends for a shop: POST /paywall-email-setting's body, an empty reply-to left out. */
const toSettingBody =
  (shopId: number) =>
  (values: Record<string, unknown>): PaywallEmailSettingBody => ({
    shopId,
    senderName: String(values.senderName ?? ''),
    replyTo: values.replyTo ? String(values.replyTo) : undefined,
    subject: String(values.subject ?? ''),
    message: String(values.message ?? ''),
  });

/** Spec 03 §7: GET settings/{shopId} reads a shop's wording, the legacy POST saves it, DELETE resets it. */
function useShopSetting(shopId: number | undefined) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['paywall-email-setting', shopId],
    queryFn: async () => (await dataProvider.lookup<PaywallEmailSetting>(`/paywalls/settings/${shopId}`)) ?? null,
    enabled: shopId !== undefined,
  });
}

const SettingForm = ({ setting, canEdit, onChanged }: { setting: PaywallEmailSetting; canEdit: boolean; onChanged: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const save = useNotifiedCall((body: PaywallEmailSettingBody) => dataProvider.savePaywallEmailSetting(body), {
    success: key('saved'),
    failure: key('save_failed'),
  });
  const reset = useNotifiedCall(() => dataProvider.resetPaywallEmailSetting(setting.shopId), {
    success: key('reset_done'),
    failure: key('reset_failed'),
  });
  const toBody = useMemo(() => toSettingBody(setting.shopId), [setting.shopId]);
  // The contract's rules of the body (contract/writes/paywallLegacy.ts), as the API checks it: a mail header is one line.
  const rules = useMemo(() => schemaRules(ShopEmailSettingBody, toBody), [toBody]);
  const submit = async (values: Record<string, unknown>) => {
    if (await save.run(toBody(values))) onChanged();
  };
  const isDefault = !setting.updatedDate;
  return (
    <>
      <Typography variant="body2" component="div" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {isDefault ? (
          translate(key('is_default'))
        ) : (
          <>
            {translate(key('updated'))} <DateTimeText value={setting.updatedDate} format="dateTime" variant="body2" />
          </>
        )}
      </Typography>
      <SimpleForm
        record={setting}
        onSubmit={submit}
        disabled={!canEdit}
        toolbar={
          canEdit ? (
            <Toolbar>
              <SaveButton label={key('save')} />
              <Button startIcon={<RestoreIcon />} onClick={() => setConfirming(true)} disabled={isDefault || reset.busy} sx={{ ml: 2 }}>
                {translate(key('reset'))}
              </Button>
            </Toolbar>
          ) : (
            false
          )
        }
      >
        <TextInput source="senderName" label={key('fields.senderName')} validate={rules('senderName')} fullWidth />
        <TextInput source="replyTo" label={key('fields.replyTo')} validate={rules('replyTo')} fullWidth />
        <TextInput source="subject" label={key('fields.subject')} validate={rules('subject')} fullWidth />
        <TextInput source="message" label={key('fields.message')} validate={rules('message')} multiline minRows={4} fullWidth />
      </SimpleForm>
      <ConfirmDialog
        open={confirming}
        title={key('reset_title')}
        message={key('reset_question')}
        confirmLabel={key('reset')}
        loading={reset.busy}
        focusCancel
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          if (await reset.run()) onChanged();
          setConfirming(false);
        }}
      />
    </>
  );
};

/**
 * /email-settings: a shop chosen, its payment e-mails' sender, reply-to, subject and message;
 * saved or reset to the default with PAYWALL_EMAIL EDIT_EMAIL_SETTINGS, read only otherwise.
 */
export function EmailSettingsPage() {
  const translate = useTranslate();
  const { shops } = usePaywallLookups();
  const [shopId, setShopId] = useState<number | undefined>();
  const setting = useShopSetting(shopId);
  const { canAccess } = useCanAccess({ resource: 'email', action: 'EDIT_EMAIL_SETTINGS' });
  const canEdit = canAccess === true;
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Title title={key('name')} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate(key('name'))}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate(key('subtitle'))}
          </Typography>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              select
              size="small"
              label={translate(key('fields.shopId'))}
              value={shopId ?? ''}
              onChange={(event) => setShopId(Number(event.target.value))}
              sx={{ maxWidth: 360 }}
            >
              {shops.map((shop) => (
                <MenuItem key={shop.shopId} value={shop.shopId}>
                  {shop.shopName}
                </MenuItem>
              ))}
            </TextField>
            {!canEdit && <Alert severity="info">{translate(key('read_only'))}</Alert>}
          </Stack>
        </CardContent>
        {shopId === undefined ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate(key('choose_shop'))}
          </Typography>
        ) : setting.error ? (
          <LoadFailedAlert messageKey={key('load_failed')} error={setting.error} onRetry={() => void setting.refetch()} />
        ) : setting.data ? (
          // Keyed by what was saved: a save or a reset shows the server's answer.
          <SettingForm
            key={`${shopId}:${setting.data.updatedDate}`}
            setting={setting.data}
            canEdit={canEdit}
            onChanged={() => void setting.refetch()}
          />
        ) : null}
      </Card>
    </Box>
  );
}
