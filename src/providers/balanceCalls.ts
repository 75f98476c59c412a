/**
 * The balance screens' calls (spec 03 §7 "Balances", issue #16): the balance service's account
 * balance (merchant or master merchant, with the converted line), the newer summary, the legacy
 * dashboard totals, the bank account's balance, a settlement's header and summary, the ledger's
 * accounts, and the guides. Replies are passed on as the server shapes them: the screens read
 * either shape of spec 03 §3 (resources/balance/balanceShape.ts).
 */
import type { LegacyTotalsReply } from '../../contract/balance/legacyTotals';
import type { MoneyTimingReply } from '../../contract/balance/moneyTiming';
import type { HttpClient } from './httpClient';
import { HTTP_MESSAGES, HttpError } from './httpError';
import { orNotFound, segment } from './replies';
import { saveFile } from './saveFile';

export interface BalanceQuery {
  merchantId: number;
  currencyCode: string;
  /** 0 or absent: every shop. */
  shopId?: number;
}

/** The summary's created range (spec 03 §7: createdDateFrom, createdDateTo), wire dates. */
export interface SummaryRange {
  createdDateFrom: string;
  createdDateTo: string;
}

export interface BankBalanceReply {
  bankName: string;
  accountNumber: string;
  currencyCode: string;
  balance: number;
  updatedDate: string | null;
}

export interface LedgerAccountReply {
  accountId: string;
  merchantId: number;
  merchantName: string;
  currencyCode: string;
  account: 'MAIN' | 'RESERVE';
  balance: number;
  movementCount: number;
  lastMovementDate: string | null;
}

export interface SettlementHeaderReply {
  settlementId: number;
  shopName: string;
  currencyCode: string;
  fromDate: string;
  toDate: string;
  totalPayIns: number;
  totalPayOuts: number;
  totalWithdrawals: number;
  totalOthers: number;
  netVolume: number;
}

export interface SettlementSummaryLine {
  item: string;
  itemCount: number;
  amount: number;
  fee: number;
  netAmount: number;
}

export interface SettlementSummaryReply {
  items: SettlementSummaryLine[];
  itemCount: number;
  amount: number;
  fee: number;
  netAmount: number;
}

export interface BalanceCalls {
  /** GET /reports/dashboard/{merchant|master-merchant}/{id}: the account balance object. */
  accountBalance(query: BalanceQuery & { master: boolean }): Promise<unknown>;
  /** GET /merchant-balance: the newer balance summary, over a created range, page 0 of size 0 (spec 03 §7). */
  balanceSummary(query: BalanceQuery & SummaryRange): Promise<unknown>;
  /** GET /dashboard/shops (or the historical balance's path): the legacy dashboard's totals. */
  legacyBalance(query: BalanceQuery, path?: string): Promise<LegacyTotalsReply>;
  /** GET /merchant-balance/timing: next settlements, funds in transit, the reserve's releases (issue #33). */
  moneyTiming(query: BalanceQuery): Promise<MoneyTimingReply>;
  /** GET /balance-ledger/accounts/balance: undefined when the merchant has no bank account (404). */
  bankAccountBalance(merchantId: number): Promise<BankBalanceReply | undefined>;
  /** GET /balance-ledger/accounts: every account of the merchant (and its sub-merchants) with its balance. */
  ledgerAccounts(merchantId: number): Promise<LedgerAccountReply[]>;
  settlementHeader(settlementId: number | string): Promise<SettlementHeaderReply>;
  settlementSummary(settlementId: number | string): Promise<SettlementSummaryReply>;
  /** A guide PDF (/merchant-balance/summary-guide, /balance-ledger/guide), downloaded. */
  downloadGuide(path: string, fileName: string): Promise<void>;
}

const balanceQuery = ({ currencyCode, shopId }: BalanceQuery) => ({ currencyCode, ...(shopId ? { shopId } : {}) });

/**
 * `balanceBase`: the account balance service's base (spec 03 §7 sends the account balance calls
 * there); absent, the back-office API's. Either way the call carries the user's bearer token only.
 */
export function createBalanceCalls(http: HttpClient, balanceBase?: string): BalanceCalls {
  return {
    async accountBalance({ master, merchantId, ...query }) {
      const kind = master ? 'master-merchant' : 'merchant';
      return orNotFound(
        await http.json(`/reports/dashboard/${kind}/${segment(merchantId)}`, {
          query: balanceQuery({ merchantId, ...query }),
          baseUrl: balanceBase,
        }),
      );
    },
    async balanceSummary({ createdDateFrom, createdDateTo, ...query }) {
      const range = { createdDateFrom, createdDateTo, pageIndex: 0, pageSize: 0 };
      return orNotFound(
        await http.json('/merchant-balance', { query: { merchantId: query.merchantId, ...balanceQuery(query), ...range } }),
      );
    },
    async legacyBalance(query, path = '/dashboard/shops') {
      return orNotFound(await http.json<LegacyTotalsReply>(path, { query: { merchantId: query.merchantId, ...balanceQuery(query) } }));
    },
    async moneyTiming(query) {
      return orNotFound(
        await http.json<MoneyTimingReply>('/merchant-balance/timing', { query: { merchantId: query.merchantId, ...balanceQuery(query) } }),
      );
    },
    bankAccountBalance: (merchantId) => http.json<BankBalanceReply>('/balance-ledger/accounts/balance', { query: { merchantId } }),
    async ledgerAccounts(merchantId) {
      return (await http.json<LedgerAccountReply[]>('/balance-ledger/accounts', { query: { merchantId } })) ?? [];
    },
    async settlementHeader(settlementId) {
      return orNotFound(await http.json<SettlementHeaderReply>(`/settlements/${segment(settlementId)}/headers`));
    },
    async settlementSummary(settlementId) {
      return orNotFound(await http.json<SettlementSummaryReply>(`/settlements/${segment(settlementId)}/summary`));
    },
    async downloadGuide(path, fileName) {
      const file = await http.blob(path);
      if (!file) throw new HttpError(HTTP_MESSAGES.notFound, 404);
      saveFile(file.blob, file.filename ?? fileName);
    },
  };
}
