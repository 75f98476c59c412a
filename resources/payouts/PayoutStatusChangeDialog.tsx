import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useDataProvider, useNotify, useRefresh, useTranslate, type ValidationErrorMessage } from 'react-admin';
import { PayoutPushBody } from '../../contract/writes/payouts';
import { SandboxStatusDialog, statusChangeErrorKey } from '../../src/framework';
import { schemaRules } from '../../src/framework/rules';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { payoutKey } from './messages';
import { payoutTargets } from '../../contract/payouts/statusChangeRules';
import type { PayoutRow } from './types';

/** What the dialog sends (the client adds the empty paidDate): a reason only for ERROR, trimmed, none when blank. */
const pushOf = (status: string, reason: string) => ({
  statusTypeCode: status,
  errorReason: status === 'ERROR' ? reason.trim() || undefined : undefined,
});
/** The contract's rule for the reason (contract/writes/payouts.ts PayoutPushBody), on what Send would send. */
const reasonRule = schemaRules(PayoutPushBody, ({ status, reason }) => ({ ...pushOf(String(status), String(reason)), paidDate: '' }))(
  'errorReason',
);

/**
 * The sandbox payout status change (spec 02 §2): the statuses this payout's status offers and, for
 * ERROR, the reason the beneficiary's bank gives. Mount it only while open; a failed send keeps
 * what was chosen and typed.
 */
export function PayoutStatusChangeDialog({ record, onClose }: { record: PayoutRow; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const options = payoutTargets(record.statusTypeCode).map((id) => ({ id, name: translate(payoutKey(`statuses.${id}`)) }));
  const broken = reasonRule(reason, { status, reason }, undefined) as ValidationErrorMessage | undefined;
  const reasonError =
    broken === undefined ? undefined : typeof broken === 'string' ? translate(broken) : translate(broken.message, broken.args);
  const reasonValid = reasonError === undefined;

  const submit = async () => {
    setSaving(true);
    try {
      await dataProvider.pushPayoutStatus({ payoutId: record.payoutId, ...pushOf(status, reason) });
      notify('messages.status_update_ok', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      // Spec 02 §8's words for every sandbox push, payouts included ('transaction does not exist').
      notify(statusChangeErrorKey(error), { type: 'error' });
      setSaving(false);
    }
  };

  return (
    <SandboxStatusDialog
      labels={{
        title: translate(payoutKey('status_change.title')),
        newStatus: translate(payoutKey('status_change.new_status')),
        cancel: translate(payoutKey('status_change.cancel')),
        submit: translate(payoutKey('status_change.submit')),
      }}
      options={options}
      status={status}
      onStatusChange={setStatus}
      valid={reasonValid}
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {status === 'ERROR' && (
        <TextField
          label={translate(payoutKey('status_change.error_reason'))}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={!reasonValid}
          helperText={reasonError ?? ' '}
          multiline
          fullWidth
        />
      )}
    </SandboxStatusDialog>
  );
}
