/** The real client, as the provider contract tests build it: Node's fetch, an in-memory session. */
import type { GetListParams, SortPayload } from 'react-admin';
import { createProviders } from '../../../src/providers/createProviders';
import { memoryStorage } from '../../../src/providers/session';
import { DEMO_PASSWORD } from '../../harness/fakeApi';

/** The routes the contract tests exercise, declared as the screens declare them. */
export const contractDefinitions = [
  { name: 'transactions', apiPath: '/transactions', access: 'TRANSACTION' },
  {
    name: 'transactions-v2',
    apiPath: '/transactions/v2',
    idField: 'transactionId',
    access: 'TRANSACTION_V2',
    getOnePath: (id: string | number) => `/transactions/v2/${id}/details`,
  },
  { name: 'report-tasks', apiPath: '/report-tasks', access: 'REPORT_TASK' },
] as const;

export type Providers = ReturnType<typeof createProviders>;

export const connect = (baseUrl: string): Providers =>
  createProviders({ definitions: contractDefinitions, storage: memoryStorage(), baseUrl, timeoutMs: 10_000 });

export async function loggedIn(baseUrl: string, email: string): Promise<Providers> {
  const providers = connect(baseUrl);
  await providers.authProvider.login({ username: email, password: DEMO_PASSWORD, token: '' });
  return providers;
}

export const listParams = (
  filter: Record<string, unknown> = {},
  page = 1,
  perPage = 10,
  sort: SortPayload = { field: 'createdDate', order: 'DESC' },
): GetListParams => ({ pagination: { page, perPage }, sort, filter });
