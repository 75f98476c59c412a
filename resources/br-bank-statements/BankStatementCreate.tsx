import { Create, SelectInput, SimpleForm } from 'react-admin';
import { StatementBody } from '../../contract/writes/bankAccounts';
import { emptyAsMissing, useCreateSave } from '../../src/framework';
import { DateFormInput } from '../../src/framework/dateInputs';
import { schemaRules, type ToBody } from '../../src/framework/rules';
import { BankAccountNote } from '../br-bank-withdrawals/BankAccountNote';
import { brStatementKey } from '../br-bank-withdrawals/messages';
import { useBankAccounts } from '../br-bank-withdrawals/useBankAccounts';

interface Values extends Record<string, unknown> {
  id: number | null;
  dateFrom: string;
  dateTo: string;
}

/** DateFormInput holds 'YYYY-MM-DD': the API reads it as that day's start. */
const toBody = (v: Values) => ({ id: emptyAsMissing(v.id), dateFrom: emptyAsMissing(v.dateFrom), dateTo: emptyAsMissing(v.dateTo) });
const fieldOf = (field: string): keyof Values | undefined => (['id', 'dateFrom', 'dateTo'].includes(field) ? field : undefined);
/** The contract's rules (contract/writes/bankAccounts.ts: required, a day, not ahead, To not before From) under each field. */
const rules = schemaRules(StatementBody, toBody as ToBody);

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
          validate={rules('id')}
          isPending={accounts.isPending}
        />
        <DateFormInput source="dateFrom" label={brStatementKey('create.dateFrom')} validate={rules('dateFrom')} />
        <DateFormInput source="dateTo" label={brStatementKey('create.dateTo')} validate={rules('dateTo')} />
      </SimpleForm>
    </Create>
  );
}
