import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import { Create, NumberInput, SelectInput, SimpleForm, TextInput, maxLength, minValue, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useCreateSave } from '../../src/framework';
import { brWithdrawalKey } from './messages';
import { useBankAccounts } from './useBankAccounts';

interface Values extends Record<string, unknown> {
  id: number | null;
  description: string;
  reference: string;
  amount: number | null;
}

const TEXT = [maxLength(255)];
const AMOUNT = [required(), minValue(0.01)];
const toBody = (v: Values) => ({ id: v.id, description: v.description ?? '', reference: v.reference ?? '', amount: v.amount });
const fieldOf = (field: string): keyof Values | undefined =>
  ['id', 'description', 'reference', 'amount'].includes(field) ? field : undefined;

/** Description, reference and amount wait for an account (spec 03 §5). */
function AfterAccount() {
  const translate = useTranslate();
  const account = useWatch({ name: 'id' }) as number | null | undefined;
  const disabled = account === null || account === undefined || account === ('' as unknown);
  const hint = disabled ? translate(brWithdrawalKey('create.account_first')) : undefined;
  return (
    <>
      <TextInput source="description" validate={TEXT} disabled={disabled} helperText={hint} fullWidth />
      <TextInput source="reference" validate={TEXT} disabled={disabled} helperText={hint} fullWidth />
      <NumberInput
        source="amount"
        label={brWithdrawalKey('create.amount')}
        validate={AMOUNT}
        disabled={disabled}
        min={0.01}
        step={0.01}
        InputProps={{ startAdornment: <InputAdornment position="start">R$</InputAdornment> }}
      />
    </>
  );
}

/**
 * /br-bank-withdrawals/new (spec 03 §2, ADD): the account (required), then description and
 * reference (at most 255 characters) and the amount in BRL; a refusal goes under its field or in
 * a toast ('Something went wrong.' when it has no words), keeping what was typed.
 */
export function BankWithdrawalCreate() {
  const translate = useTranslate();
  const accounts = useBankAccounts('WITHDRAWAL');
  const save = useCreateSave<Values>('br-bank-withdrawals', {
    toBody,
    fieldOf,
    success: brWithdrawalKey('create.saved'),
    fallback: 'brBank.failed',
  });
  const choices = (accounts.data ?? []).map((a) => ({ id: a.accountId, name: a.accountName }));
  return (
    <Create title={brWithdrawalKey('create.title')}>
      <SimpleForm onSubmit={save}>
        {accounts.error ? <Alert severity="error">{translate('brBank.accounts_failed')}</Alert> : null}
        {accounts.data && choices.length === 0 ? <Alert severity="info">{translate('brBank.no_account')}</Alert> : null}
        <SelectInput
          source="id"
          label={brWithdrawalKey('create.account')}
          choices={choices}
          validate={required()}
          isPending={accounts.isPending}
        />
        <AfterAccount />
      </SimpleForm>
    </Create>
  );
}
