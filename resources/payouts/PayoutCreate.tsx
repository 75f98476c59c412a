import { useCallback, useMemo, useRef, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Form, Title, useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, PersistDraft, clearDraft, formatMoney, readDraft } from '../../src/framework';
import { isHttpError } from '../../src/providers/httpError';
import { useReferenceNames } from '../../src/i18n/useReferenceNames';
import { payoutKey } from './messages';
import { PayoutFormFields } from './PayoutFormFields';
import { validatePayoutForm } from './payoutFormValidation';
import { MAIN_FIELDS, payoutPayload, ruleOf, type PayoutContext, type PayoutValues } from '../../contract/payouts/payoutRules';
import { usePayoutCountry, type PayoutCountry } from './usePayoutCountry';
import { errorMessageOf } from '../../src/framework';

const DRAFT = 'payouts/new';
const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The field a 400 names ("documentNumber is not a valid CNPJ …"), when it is one of the form's. */
function fieldOfRefusal(error: unknown, values: PayoutValues): string | undefined {
  if (!isHttpError(error) || error.status !== 400) return undefined;
  const field = error.message.split(' ')[0];
  return field in values || (MAIN_FIELDS as readonly string[]).includes(field) ? field : undefined;
}

interface SaveBarProps {
  context: PayoutCountry;
  onSaved: (id: number) => void;
}

/** Save (disabled until the main fields are filled), the confirmation, then the POST; a refusal keeps everything typed. */
function SaveBar({ context, onSaved }: SaveBarProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const names = useReferenceNames();
  const [create] = useCreate();
  const { handleSubmit, setError } = useFormContext<PayoutValues>();
  const values = useWatch() as PayoutValues;
  const [confirming, setConfirming] = useState<PayoutValues>();
  const [saving, setSaving] = useState(false);
  const mainFilled = MAIN_FIELDS.every((field) => !blank(values[field]));

  const save = async (form: PayoutValues) => {
    setConfirming(undefined);
    setSaving(true);
    const accountType = context.accountTypes.find((t) => t.code === form.payoutAccountTypeCode);
    try {
      const created = await create(
        'payouts',
        { data: payoutPayload(form, { accountTypeDescription: accountType?.description }) },
        { returnPromise: true },
      );
      onSaved(Number(created.id));
    } catch (error) {
      const message = errorMessageOf(error);
      const field = fieldOfRefusal(error, form);
      if (field) setError(field as keyof PayoutValues, { type: 'server', message });
      notify(payoutKey('create.failed'), { type: 'error', messageArgs: { message: translate(message, { _: message }) } });
      setSaving(false);
    }
  };

  const shop = context.config.shops.find((s) => String(s.shopId) === String(confirming?.shopId));
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
      <Button
        variant="contained"
        startIcon={saving ? <CircularProgress size={16} /> : <SaveIcon />}
        disabled={!mainFilled || saving}
        onClick={() => void handleSubmit((form) => setConfirming(form))()}
      >
        {translate(payoutKey('create.save'))}
      </Button>
      <ConfirmDialog
        open={confirming !== undefined}
        title={payoutKey('create.confirm_title')}
        message={payoutKey('create.confirm_message')}
        messageArgs={{
          amount: formatMoney(Number(confirming?.amount ?? 0), ruleOf(confirming?.country).currency),
          name: `${confirming?.beneficiaryFirstName ?? ''} ${confirming?.beneficiaryLastName ?? ''}`.trim(),
          country: names.country(confirming?.country),
          shop: shop?.shopName ?? '',
        }}
        confirmLabel={payoutKey('create.confirm_ok')}
        onConfirm={() => confirming && void save(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </Box>
  );
}

/** The form's body: the country's lists for the chosen country, shop and channel, and the rules that check it. */
function PayoutFormBody({ contextRef, onSaved }: { contextRef: { current: PayoutContext }; onSaved: (id: number) => void }) {
  const [country, shopId, payoutChannel] = useWatch({ name: ['country', 'shopId', 'payoutChannel'] }) as [string, unknown, string];
  const context = usePayoutCountry(country, shopId, payoutChannel);
  contextRef.current = { cnpjActive: context.cnpjActive, documentTypes: country ? context.documentTypes.map((d) => d.id) : undefined };
  return (
    <>
      <PayoutFormFields context={context} />
      <SaveBar context={context} onSaved={onSaved} />
      <PersistDraft storageKey={DRAFT} />
    </>
  );
}

/**
 * /payouts/new (spec 02 §2 "Payout creation", §5, §9; PAYOUT ADD): one payout, checked field by
 * field with the country's rules as it is typed, confirmed, then created PENDING; the list shows
 * it first. What was typed survives a failed save, a reload or a trip elsewhere (a draft).
 */
export function PayoutCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [defaults] = useState(() => ({ pixOnly: false, ...readDraft<PayoutValues>(DRAFT) }));
  const contextRef = useRef<PayoutContext>({});
  const validate = useCallback((values: object) => validatePayoutForm(values as PayoutValues, contextRef.current), []);
  const onSaved = useMemo(
    () => (id: number) => {
      clearDraft(DRAFT);
      notify(payoutKey('create.created'), { type: 'success', messageArgs: { id } });
      redirect('/payouts?tab=payoutsItems');
    },
    [notify, redirect],
  );
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={payoutKey('create.title')} />
      <Button component={RouterLink} to="/payouts" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('resources.payouts.name')}
      </Button>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {translate(payoutKey('create.title'))}
          </Typography>
          <Form defaultValues={defaults} validate={validate} mode="onTouched" reValidateMode="onChange" noValidate>
            <PayoutFormBody contextRef={contextRef} onSaved={onSaved} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
