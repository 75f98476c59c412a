import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { WizardActions, errorMessageOf } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { requestModeOf } from '../../contract/refunds/refundRules';
import { refundKey } from './refundKey';
import { applyLookup, keyChanged, type RefundWizardValues } from './wizardValues';

/**
 * The request step (spec 02 §2, 01 §4.4): a transaction id (8-4-4-4-12, or '0'), a passport /
 * national id, or nothing; Continue asks the matching lookup and fills what it knows into the
 * next steps. A lookup that fails says why under the input.
 */
export function RequestStep({ onDone }: { onDone(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { getValues, reset, setError, clearErrors } = useFormContext<RefundWizardValues>();
  const request = useWatch<RefundWizardValues, 'request'>({ name: 'request' }) ?? '';
  const lookedUp = useWatch<RefundWizardValues, 'lookedUp'>({ name: 'lookedUp' });
  const [busy, setBusy] = useState(false);
  const mode = requestModeOf(request);

  const lookUp = async () => {
    setBusy(true);
    clearErrors('request');
    try {
      const lookup = await dataProvider.refundLookup(request);
      reset(applyLookup(getValues(), lookup), { keepDefaultValues: true });
      onDone();
    } catch (error) {
      setError('request', { type: 'server', message: errorMessageOf(error) }, { shouldFocus: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(refundKey('wizard.request.help'))}
      </Typography>
      <TextInput
        source="request"
        label={refundKey('wizard.request.input')}
        helperText={translate(refundKey(`wizard.request.mode.${mode}`))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void lookUp();
          }
        }}
        autoFocus
      />
      {keyChanged({ lookedUp, request }) && (
        <Alert severity="warning">{translate(refundKey('wizard.request.changed'), { previous: lookedUp || '—' })}</Alert>
      )}
      <WizardActions onNext={() => void lookUp()} nextLabel={refundKey('wizard.request.continue')} busy={busy} />
    </Stack>
  );
}
