import { useMemo, useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import {
  firstPageOf,
  FormattedDateField,
  ResourceList,
  StatusChip,
  useFileDownloadAction,
  type ListQuery,
  type ResourceDefinition,
} from '../../src/framework';
import { BankAccountNote } from '../br-bank-withdrawals/BankAccountNote';
import { bankFilterSpecs, defaultBankFilter } from '../br-bank-withdrawals/bankLists';
import { brStatementKey } from '../br-bank-withdrawals/messages';
import { useBankAccounts } from '../br-bank-withdrawals/useBankAccounts';

const SORT = { field: 'createdDate', order: 'DESC' } as const;
const asIs = (code: string) => code;

/** What the list asks for first (the status names do not change it); the last 7 days from now. */
export const bankStatementsQuery = (): ListQuery => ({
  sort: SORT,
  filters: bankFilterSpecs('br-bank-statements', asIs),
  defaultFilters: defaultBankFilter(),
});

/** The list's first page, for the boot to fetch (the declaration's firstPage). */
export const bankStatementsFirstPage = (definition: ResourceDefinition) => firstPageOf(bankStatementsQuery(), definition);

interface Statement {
  id: number;
  fileUrl: string | null;
  accountName: string;
}

/** The stored file's key of a statement's url (`file/<key>`). */
const fileKeyOf = (s: Statement) => (s.fileUrl ? s.fileUrl.replace(/^.*file\//, '') : null);
const fileNameOf = (s: Statement) => `statement-${s.id}.csv`;
const DOWNLOAD_RIGHT = { resource: 'BANK_ACCOUNT_REPORT', action: 'DOWNLOAD_FILE' };

/**
 * /br-bank-statements (spec 03 §2): ten a page, the last 7 days, by status; the file of a row
 * with DOWNLOAD_FILE, and the spec's warning for a row without one; Add with ADD, once the user
 * has an account (else a note says where one comes from).
 */
export function BankStatementList() {
  const translate = useTranslate();
  const accounts = useBankAccounts('STATEMENT');
  const filters = useMemo(
    () => bankFilterSpecs('br-bank-statements', (code) => translate(brStatementKey(`statuses.${code}`))),
    [translate],
  );
  const [query] = useState(bankStatementsQuery);
  const download = useFileDownloadAction<Statement>({
    label: brStatementKey('actions.download'),
    fileKey: fileKeyOf,
    fileName: fileNameOf,
    failure: brStatementKey('actions.failed'),
    access: DOWNLOAD_RIGHT,
    missing: brStatementKey('actions.not_allowed'),
  });
  const actions = useMemo(() => [download], [download]);
  return (
    <ResourceList
      title={brStatementKey('name')}
      {...query}
      filters={filters}
      exportAccess={false}
      add={Boolean(accounts.data?.length)}
      header={<BankAccountNote accounts={accounts} />}
      rowActions={actions}
      minGridWidth={1000}
      phone={{
        primary: <FormattedDateField source="dateFrom" />,
        secondary: (s) => s.accountName,
        tertiary: <StatusChip source="status" labelPrefix={brStatementKey('statuses.')} />,
      }}
    >
      <DataTable.Col source="accountName" />
      <DataTable.Col source="id" />
      <DataTable.Col source="dateFrom">
        <FormattedDateField source="dateFrom" />
      </DataTable.Col>
      <DataTable.Col source="dateTo">
        <FormattedDateField source="dateTo" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusChip source="status" labelPrefix={brStatementKey('statuses.')} />
      </DataTable.Col>
      <DataTable.Col source="email" />
      <DataTable.Col source="createdDate">
        <FormattedDateField source="createdDate" format="dateTime" />
      </DataTable.Col>
    </ResourceList>
  );
}
