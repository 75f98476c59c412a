import type { ResourceDefinition } from '../src/framework/defineResource';
import { adjustmentMovementsResource } from './adjustment-movements';
// The balance screens are pages declared as resources (spec 01 §2.3 chooses among them); their grids are resources without a menu item.
import { balanceResource } from './balance';
import { balanceLedgerResource } from './balance-ledger';
import { balanceLegacyResource } from './balance-legacy';
import { balanceSettlementsResource } from './balance-settlements';
import { settlementsResource } from './settlements';
import { withdrawalsResource } from './withdrawals';
import { brBankWithdrawalsResource } from './br-bank-withdrawals';
import { brBankStatementsResource } from './br-bank-statements';
import { accountDailyBalanceResource } from './account-daily-balance';
import { shopDailyBalanceResource } from './shop-daily-balance';
import { claimsResource } from './claims';
// The claims dashboard is a page, declared as a resource all the same: one folder, a guarded route and a menu item for free.
import { claimsDashboardResource } from './claims-dashboard';
import { notificationsResource } from './notifications';
import { paymentMethodsResource } from './payment-methods';
import { payoutBatchesResource } from './payout-batches';
import { payoutsResource } from './payouts';
import { paymentEmailsResource, paymentLinksResource, paywallResource } from './paywalls';
import { emailSettingsResource } from './email-settings';
import { submerchantsResource } from './submerchants';
import { integrationsResource } from './integrations';
import { historicalResources } from './historicals';
import { refundsResource } from './refunds';
import { reportTasksResource } from './report-tasks';
import { settledTransactionsResource } from './settled-transactions';
import { settlementMovementsResource } from './settlement-movements';
import { shopsResource } from './shops';
import { topUpsResource } from './top-ups';
import { transactionManualRefundsResource } from './transaction-manual-refunds';
import { transactionRefundsResource } from './transaction-refunds';
import { transactionsResource } from './transactions';
import { transactionsV2Resource } from './transactions-v2';

/**
 * Every declared screen. App builds one <Resource> per entry, the Menu its items (ordered by
 * `menu.order`), the data provider its routes and the i18n catalog its labels; the root page
 * falls back to the first entry the role may view. Adding a screen = one line here.
 */
export const resourceDefinitions: readonly ResourceDefinition[] = [
  transactionsResource,
  transactionsV2Resource,
  shopsResource,
  claimsResource,
  claimsDashboardResource,
  notificationsResource,
  paymentMethodsResource,
  payoutsResource,
  payoutBatchesResource,
  reportTasksResource,
  refundsResource,
  transactionRefundsResource,
  transactionManualRefundsResource,
  topUpsResource,
  adjustmentMovementsResource,
  balanceLegacyResource,
  balanceResource,
  balanceLedgerResource,
  balanceSettlementsResource,
  settlementsResource,
  withdrawalsResource,
  brBankWithdrawalsResource,
  brBankStatementsResource,
  accountDailyBalanceResource,
  shopDailyBalanceResource,
  settledTransactionsResource,
  settlementMovementsResource,
  paywallResource,
  paymentLinksResource,
  paymentEmailsResource,
  emailSettingsResource,
  submerchantsResource,
  integrationsResource,
  ...historicalResources,
];
