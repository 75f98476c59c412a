import { useMemo } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { Create, NumberInput, SelectInput, SimpleForm, TextInput, useLocale, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { WithdrawalBody } from '../../contract/writes/bankAccounts';
import { emptyAsMissing, formatMoney, useCreateSave } from '../../src/framework';
import { schemaRules, type ToBody } from '../../src/framework/rules';
import { BankAccountNote } from './BankAccountNote';
import { brWithdrawalKey } from './messages';
import { useBankAccounts, type BankAccount } from './useBankAccounts';

interface Values extends Record<string, unknown> {
  id: number | null;
  description: string;
  reference: string;
  amount: number | null;
}

const toBody = (v: Values) => ({
  id: emptyAsMissing(v.id),
  description: v.description ?? '',
  reference: v.reference ?? '',
  amount: emptyAsMissing(v.amount),
});
/** The contract's rules under each field (contract/writes/bankAccounts.ts), checked on what Save would send. */
const rules = schemaRules(WithdrawalBody, toBody as ToBody);
const fieldOf = (field: string): keyof Values | undefined =>
  ['id', 'description', 'reference', 'amount'].includes(field) ? field : undefined;

/** The chosen account's balance, when the API told it. */
const availableOf = (accounts: readonly BankAccount[], id: unknown): number | undefined =>
  accounts.find((a) => a.accountId === id)?.availableBalance;

/** The contract's amount (required, a cent at least, two decimals, the app's ceiling), and no more than the chosen account may give (the API's own rule, said before asking). */
function useAmountRules(accounts: readonly BankAccount[]): Validator[] {
  const locale = useLocale();
  return useMemo(() => {
    const withinAvailable: Validator = (value, all: Record<string, unknown>) => {
      const available = availableOf(accounts, all.id);
      if (available === undefined || typeof value !== 'number' || value <= available) return undefined;
      return { message: brWithdrawalKey('create.over_available'), args: { amount: formatMoney(available, 'BRL', undefined, locale) } };
    };
    return [rules('amount'), withinAvailable];
  }, [accounts, locale]);
}

/** Description, reference and amount wait for an account (spec 03 §5); the account's balance shows once chosen. */
function AfterAccount({ accounts }: { accounts: readonly BankAccount[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const amountRules = useAmountRules(accounts);
  const account = useWatch({ name: 'id' }) as number | null | undefined;
  const disabled = account === null || account === undefined || account === ('' as unknown);
  const hint = disabled ? translate(brWithdrawalKey('create.account_first')) : undefined;
  const available = disabled ? undefined : availableOf(accounts, account);
  return (
    <>
      {available !== undefined && (
        <Typography variant="body2" role="status" sx={{ mb: 2 }}>
          {translate(brWithdrawalKey('create.available'), { amount: formatMoney(available, 'BRL', undefined, locale) })}
        </Typography>
      )}
      <TextInput source="description" validate={rules('description')} disabled={disabled} helperText={hint} fullWidth />
      <TextInput source="reference" validate={rules('reference')} disabled={disabled} helperText={hint} fullWidth />
      <NumberInput
        source="amount"
        label={brWithdrawalKey('create.amount')}
        validate={amountRules}
        disabled={disabled}
        min={0.01}
        step={0.01}
        InputProps={{ startAdornment: <InputAdornment position="start">R$</InputAdornment> }}
      />
    </>
  );
}

const NO_ACCOUNTS: BankAccount[] = [];

/**
 * /br-bank-withdrawals/new (spec 03 §2, ADD): the account (required) and what it may give, then
 * description and reference (at most 255 characters) and the amount in BRL, checked against that
 * balance before asking; a refusal goes under its field or in a toast ('Something went wrong.'
 * when it has no words), keeping what was typed.
 */
export function BankWithdrawalCreate() {
  const accounts = useBankAccounts('WITHDRAWAL');
  const save = useCreateSave<Values>('br-bank-withdrawals', {
    toBody,
    fieldOf,
    success: brWithdrawalKey('create.saved'),
    fallback: 'brBank.failed',
  });
  const list = accounts.data ?? NO_ACCOUNTS;
  const choices = list.map((a) => ({ id: a.accountId, name: a.accountName }));
  return (
    <Create title={brWithdrawalKey('create.title')}>
      <SimpleForm onSubmit={save}>
        <BankAccountNote accounts={accounts} />
        <SelectInput
          source="id"
          label={brWithdrawalKey('create.account')}
          choices={choices}
          validate={rules('id')}
          isPending={accounts.isPending}
        />
        <AfterAccount accounts={list} />
      </SimpleForm>
    </Create>
  );
}
