import { Create, SelectInput, SimpleForm, required } from 'react-admin';
import { DateFormInput, useCreateSave } from '../../src/framework';
import { BankAccountNote } from '../br-bank-withdrawals/BankAccountNote';
import { brStatementKey } from '../br-bank-withdrawals/messages';
import { useBankAccounts } from '../br-bank-withdrawals/useBankAccounts';

interface Values extends Record<string, unknown> {
  id: number | null;
  dateFrom: string;
  dateTo: string;
}

/** DateFormInput holds 'YYYY-MM-DD': the API reads it as that day's start. */
const toBody = (v: Values) => ({ id: v.id, dateFrom: v.dateFrom, dateTo: v.dateTo });
const fieldOf = (field: string): keyof Values | undefined => (['id', 'dateFrom', 'dateTo'].includes(field) ? field : undefined);

const today = () => new Date().toISOString().slice(0, 10);
const notFuture = (value: string) => (value && value > today() ? brStatementKey('create.future') : undefined);
const notBeforeFrom = (value: string, all: Record<string, unknown>) =>
  value && typeof all.dateFrom === 'string' && value < all.dateFrom ? brStatementKey('create.to_before_from') : undefined;

/** /br-bank-statements/new (spec 03 §2, §5): account, from and to, all required. */
export function BankStatementCreate() {
  const accounts = useBankAccounts('STATEMENT');
  const save = useCreateSave<Values>('br-bank-statements', {
    toBody,
    fieldOf,
    success: brStatementKey('create.saved'),
    fallback: 'brBank.failed',
  });
  const choices = (accounts.data ?? []).map((a) => ({ id: a.accountId, name: a.accountName }));
  return (
    <Create title={brStatementKey('create.title')}>
      <SimpleForm onSubmit={save}>
        <BankAccountNote accounts={accounts} />
        <SelectInput
          source="id"
          label={brStatementKey('create.account')}
          choices={choices}
          validate={required()}
          isPending={accounts.isPending}
        />
        <DateFormInput source="dateFrom" label={brStatementKey('create.dateFrom')} validate={[required(), notFuture]} />
        <DateFormInput source="dateTo" label={brStatementKey('create.dateTo')} validate={[required(), notBeforeFrom]} />
      </SimpleForm>
    </Create>
  );
}
