/**
 * Brazil bank accounts (spec 03 §2 "Brazil bank accounts"): a merchant with a BRL shop holds one
 * account at Banco do Brasil, fed by that shop's balance. Its withdrawals leave the ledger's BRL
 * account (a WITHDRAWAL movement unless it failed); its statements are the ledger's movements of
 * a period, written as a CSV file.
 */
import { DOWNLOAD_RIGHTS } from '../downloadRights';
import type { BankStatementRow, BankWithdrawalRow, MerchantRow, ShopRow } from './types';
import type { FileStore } from './files';
import type { Rng } from './random';
import { DAY, HOUR, iso, round2, startOfUtcDay } from './util';
import type { LedgerMovement } from '../ledger/movements';

export interface BrazilBankAccount {
  accountId: number;
  accountName: string;
  merchantId: number;
  /** The BRL shop whose balance the account holds. */
  shopId: number;
  bankName: string;
  accountNumber: string;
}

/** The merchants' Brazil bank accounts: one per merchant holding a BRL shop, on its first one. */
export function brazilBankAccounts(merchants: readonly MerchantRow[], shops: readonly ShopRow[]): BrazilBankAccount[] {
  return merchants.flatMap((m) => {
    const shop = shops.find((s) => s.merchantId === m.merchantId && s.currencyCode === 'BRL');
    if (!shop) return [];
    const accountNumber = `****${String(4000 + m.merchantId * 37).slice(-4)}`;
    return [
      {
        accountId: m.merchantId * 100 + 1,
        accountName: `Banco do Brasil ${accountNumber} · ${m.merchantName}`,
        merchantId: m.merchantId,
        shopId: shop.shopId,
        bankName: 'Banco do Brasil',
        accountNumber,
      },
    ];
  });
}

/** Who asked, by merchant: the demo merchant's own user for its account. */
const requesterOf = (merchantId: number) => (merchantId === 4 ? 'merchant@demo.test' : `finance${merchantId}@merchant.example`);

const PURPOSES = [
  ['Supplier payment', 'NF-'],
  ['Payroll transfer', 'FOLHA-'],
  ['Tax payment (DARF)', 'DARF-'],
  ['Transfer to the operating account', 'TRF-'],
] as const;

/**
 * Ten withdrawals per account over the last five weeks, each 2% to 6% of what the shop held then
 * (`heldAt`, from the ledger without them), less what the earlier ones took: a bank withdrawal
 * never overdraws. The recent ones are pending, about one in six failed.
 */
export function buildBankWithdrawals(
  rng: Rng,
  accounts: readonly BrazilBankAccount[],
  heldAt: (shopId: number, date: string) => number,
  now: number,
): BankWithdrawalRow[] {
  const rows: BankWithdrawalRow[] = [];
  for (const account of accounts) {
    let taken = 0;
    for (let i = 9; i >= 0; i -= 1) {
      const createdMs = now - Math.floor((i * 3.5 + rng.float(0, 3)) * DAY) - rng.int(1, 10) * HOUR;
      const [description, prefix] = rng.pick(PURPOSES);
      const createdDate = iso(createdMs);
      const status = now - createdMs < 2 * DAY ? 'PENDING' : rng.bool(1 / 6) ? 'FAILED' : 'SUCCEEDED';
      const amount = round2(Math.max(0, heldAt(account.shopId, createdDate) - taken) * rng.float(0.02, 0.06));
      if (amount < 1) continue;
      if (status !== 'FAILED') taken += amount;
      rows.push({
        id: 0,
        merchantId: account.merchantId,
        accountId: account.accountId,
        accountName: account.accountName,
        shopId: account.shopId,
        description,
        reference: `${prefix}${rng.digits(6)}`,
        createdDate,
        amount,
        currency: 'BRL',
        status,
        email: requesterOf(account.merchantId),
      });
    }
  }
  return rows.sort((a, b) => a.createdDate.localeCompare(b.createdDate)).map((r, i) => ({ ...r, id: i + 1 }));
}

/** A statement's line: one of the account's ledger movements of the period, with the running balance. */
export type StatementLine = Pick<LedgerMovement, (typeof STATEMENT_COLUMNS)[number]>;

export const STATEMENT_COLUMNS = ['date', 'type', 'description', 'reference', 'amount', 'fee', 'netAmount', 'balanceAfter'] as const;

/**
 * A statement per account for each of the last four weeks, and one of last month; one failed
 * (no file: the screen warns). `linesOf` answers the account's ledger lines of a period.
 */
export function buildBankStatements(
  files: FileStore,
  accounts: readonly BrazilBankAccount[],
  linesOf: (account: BrazilBankAccount, from: string, to: string) => StatementLine[],
  now: number,
): BankStatementRow[] {
  const rows: BankStatementRow[] = [];
  const today = startOfUtcDay(now);
  for (const account of accounts) {
    const periods = [1, 2, 3, 4].map((w) => [today - w * 7 * DAY, today - (w - 1) * 7 * DAY - 1]);
    periods.push([today - 60 * DAY, today - 30 * DAY - 1]);
    periods.forEach(([fromMs, toMs], index) => {
      const id = rows.length + 1;
      const failed = index === 2;
      const createdMs = Math.min(now, toMs + 3 * HOUR);
      const dateFrom = iso(fromMs);
      const dateTo = iso(toMs);
      const file = failed ? null : statementFile(files, id, account, linesOf(account, dateFrom, dateTo), createdMs);
      rows.push({
        id,
        merchantId: account.merchantId,
        accountId: account.accountId,
        accountName: account.accountName,
        dateFrom,
        dateTo,
        createdDate: iso(createdMs),
        status: failed ? 'FAILED' : 'SUCCEEDED',
        email: requesterOf(account.merchantId),
        fileUrl: file,
      });
    });
  }
  return rows;
}

/** Writes a statement's CSV and answers its url (`file/<key>`, relative to the API). */
function statementFile(files: FileStore, id: number, account: BrazilBankAccount, lines: StatementLine[], createdMs: number): string {
  const csv = [[...STATEMENT_COLUMNS], ...lines.map((l) => STATEMENT_COLUMNS.map((c) => l[c]))];
  return `file/${files.csv(`statement-${id}-${account.accountNumber.slice(-4)}.csv`, csv, account.merchantId, createdMs, DOWNLOAD_RIGHTS.bankStatement).fileKey}`;
}
