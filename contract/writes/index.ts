/**
 * Every write call of the API with the schema of its body: the fake API checks each body with it
 * (`withBody`), the forms say its rules under their fields (src/framework/forms/schemaRules.ts) and
 * the HTTP client refuses a body that breaks it before sending. fake-api/writes.test.ts walks the
 * API's routes and this list: each write route is here, and checks its body with this schema.
 */
import { authWrites } from './auth';
import { bankAccountsWrites } from './bankAccounts';
import { filesWrites } from './files';
import { notificationsWrites } from './notifications';
import { paywallLegacyWrites } from './paywallLegacy';
import { paywallsWrites } from './paywalls';
import { payoutsWrites } from './payouts';
import { refundsWrites } from './refunds';
import { reportTasksWrites } from './reportTasks';
import { sandboxWrites } from './sandbox';
import { shopsWrites } from './shops';
import { submerchantsWrites } from './submerchants';
import { transactionRefundsWrites } from './transactionRefunds';
import { transactionsWrites } from './transactions';
import { whitelabelWrites } from './whitelabel';
import { pathTest, type Write } from './write';

export type { Write, WriteMethod } from './write';

export const WRITES: readonly Write[] = [
  ...authWrites,
  ...bankAccountsWrites,
  ...filesWrites,
  ...notificationsWrites,
  ...paywallLegacyWrites,
  ...paywallsWrites,
  ...payoutsWrites,
  ...refundsWrites,
  ...reportTasksWrites,
  ...sandboxWrites,
  ...shopsWrites,
  ...submerchantsWrites,
  ...transactionRefundsWrites,
  ...transactionsWrites,
  ...whitelabelWrites,
];

const TESTS = new Map(WRITES.map((w) => [w, pathTest(w.path)]));

/** The write a call makes, from its method and its path under the API's base (`/refunds/12`). */
export const findWrite = (method: string, path: string): Write | undefined =>
  WRITES.find((w) => w.method === method && TESTS.get(w)!.test(path.split('?')[0]));
