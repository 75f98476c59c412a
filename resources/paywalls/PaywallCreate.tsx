import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  Create,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useLocaleState,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PersistDraft, clearDraft, readDraft, useCreateSave } from '../../src/framework';
import { paywallKey } from './messages';
import { PaywallCreatedDialog } from './PaywallCreatedDialog';
import { PaywallFormInputs } from './PaywallFormInputs';
import { emptyPaywall, fieldOf, toBody, type PaywallValues } from './paywallForm';
import type { CreatedPaywall } from '../../contract/paywalls/types';
import { usePaywallKind } from './usePaywallKind';
import { usePaywallLookups } from './usePaywallLookups';

const form = (name: string) => paywallKey(`form.${name}`);

/** Save, named for what it does: create the link, send the e-mail, or schedule it. */
function PaywallToolbar({ kind, allowed }: { kind: 'link' | 'email'; allowed: boolean }) {
  const scheduled = useWatch({ name: 'scheduledSendDate' }) as unknown;
  const name = kind === 'link' ? 'submit_link' : scheduled ? 'submit_schedule' : 'submit_email';
  return (
    <Toolbar>
      <SaveButton label={form(name)} disabled={!allowed} />
    </Toolbar>
  );
}

/**
 * /paywall/link/new and /paywall/email/new (also /link/new, /email/new; spec 03 §2, §5): the
 * shop, the customer, the payment and (e-mails) the send date, with every rule of §5; an
 * e-mail only with PAYWALL_EMAIL ADD. A refusal goes under its field or in a toast and keeps what
 * was typed (a draft survives a reload too); success opens the dialog, whose closing goes back.
 */
export function PaywallCreate() {
  const translate = useTranslate();
  const kind = usePaywallKind();
  const resource = useResourceContext() ?? 'paywall';
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  const lookups = usePaywallLookups();
  const draftKey = `paywall/${kind}/new`;
  const { canAccess: mayEmail } = useCanAccess({ resource: 'PAYWALL_EMAIL', action: 'ADD' });
  const allowed = kind === 'link' || mayEmail === true;
  const [created, setCreated] = useState<CreatedPaywall>();
  const defaults = useMemo(() => ({ ...emptyPaywall(locale), ...readDraft<PaywallValues>(draftKey) }), [locale, draftKey]);
  const save = useCreateSave<PaywallValues>(resource, {
    toBody: (values) => toBody(values, kind),
    fieldOf,
    fallback: form('failed'),
    onCreated: (record: RaRecord) => {
      clearDraft(draftKey);
      setCreated(record as CreatedPaywall);
    },
  });
  return (
    <Create resource={resource} title={form(kind === 'link' ? 'title_link' : 'title_email')}>
      <SimpleForm
        onSubmit={save}
        // The rules are ours (spec 03 §5), said under each field, not the browser's bubbles.
        noValidate
        defaultValues={defaults}
        toolbar={<PaywallToolbar kind={kind} allowed={allowed} />}
        sx={{ maxWidth: 960 }}
      >
        {lookups.failed && (
          <Alert
            severity="error"
            sx={{ mb: 2, width: '100%' }}
            action={
              <Button color="inherit" size="small" onClick={lookups.retry}>
                {translate('ra.action.refresh')}
              </Button>
            }
          >
            {translate(form('services_unavailable'))}
          </Alert>
        )}
        {!allowed && (
          <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
            {translate(form('no_email_right'))}
          </Alert>
        )}
        <PaywallFormInputs kind={kind} lookups={lookups} />
        {/* Gone once created: a write still pending would bring the sent values back next time. */}
        {!created && <PersistDraft storageKey={draftKey} />}
      </SimpleForm>
      {created && <PaywallCreatedDialog created={created} onClose={() => redirect(`/${kind}`)} />}
    </Create>
  );
}
