/**
 * Builds the whole fake-API database from a seed. Deterministic: the same seed and `now` give
 * byte-identical JSON. Each domain draws from its own random stream (childRng).
 */
import type { Db, DisclaimerRow } from './types';
import { childRng } from './random';
import { FileStore } from './files';
import { buildMerchants, buildShops } from './merchants';
import { buildPaymentMethods } from './paymentMethods';
import { buildTransactions } from './transactions';
import { buildClaims } from './claims';
import { buildTransactionRefunds } from './transactionRefunds';
import { buildPayouts } from './payouts';
import { buildTopUps } from './topUps';
import { buildAdjustmentMovements } from './adjustmentMovements';
import { buildSettlements, writeSettlementFile } from './settlements';
import { buildWithdrawals } from './withdrawals';
import { brazilBankAccounts, buildBankStatements, buildBankWithdrawals } from './bankAccounts';
import { buildLedger, type LedgerMovement, type LedgerSources } from '../ledger/movements';
import { settlementFinder } from '../ledger/settlements';
import { statementLines } from '../ledger/statement';
import { buildNotifications } from './notifications';
import { buildPaywalls } from './paywalls';
import { buildRefunds } from './refunds';
import { buildSubmerchants } from './submerchants';
import { buildMerchantWhitelabels, buildShopWhitelabels } from './whitelabel';
import { buildReportTasks } from './reportTasks';
import { DAY, HISTORY_DAYS, iso } from './util';

export interface GenerateOptions {
  seed?: number;
  /** Number of pay-in transactions. */
  transactions?: number;
  now?: Date;
}

export const DEFAULT_SEED = 42;
export const DEFAULT_TRANSACTIONS = 5000;

/** Demo accounts; super, viewer and staff have already accepted the sandbox disclaimer (brief). */
const DEMO_ACCOUNTS: readonly { email: string; accepted: boolean }[] = [
  { email: 'super@demo.test', accepted: true },
  { email: 'viewer@demo.test', accepted: true },
  { email: 'staff@demo.test', accepted: true },
  { email: 'support@demo.test', accepted: true },
  { email: 'merchant@demo.test', accepted: false },
  { email: '2fa@demo.test', accepted: false },
];

export function generateSeed(options: GenerateOptions = {}): Db {
  return generateSeedWithBodies(options).db;
}

/** The database and the bodies of its files, which are written beside the data file, not in it. */
export function generateSeedWithBodies(options: GenerateOptions = {}): { db: Db; bodies: ReadonlyMap<string, Buffer> } {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = Math.max(0, Math.floor(options.transactions ?? DEFAULT_TRANSACTIONS));
  const now = (options.now ?? new Date()).getTime();
  const historyStart = now - (HISTORY_DAYS + 400) * DAY;
  const rng = (domain: string) => childRng(seed, domain);
  // Volumes of the smaller collections grow gently with the number of transactions.
  const scale = Math.max(1, count / DEFAULT_TRANSACTIONS);

  const files = new FileStore(rng('files'));
  const merchants = buildMerchants(now);
  const paymentMethods = buildPaymentMethods(files, historyStart);
  const shops = buildShops(merchants, now, rng('shops'), files);
  const transactions = buildTransactions(rng('transactions'), { count, now, merchants, shops, paymentMethods });
  const claims = buildClaims(rng('claims'), transactions, now);
  const claimed = new Set(claims.map((c) => c.transactionId));
  const transactionRefunds = buildTransactionRefunds(rng('transactionRefunds'), transactions, shops, now, claimed);
  const { payoutBatches, payouts } = buildPayouts(
    rng('payouts'),
    merchants,
    shops,
    files,
    now,
    Math.min(60, Math.round(10 * Math.sqrt(scale))),
  );
  const topUps = buildTopUps(rng('topUps'), merchants, shops, now);
  const adjustmentMovements = buildAdjustmentMovements(rng('adjustments'), merchants, shops, topUps, now);
  const notifications = buildNotifications(rng('notifications'), transactions, now);
  const paywalls = buildPaywalls(rng('paywalls'), transactions, shops, now, Math.round(120 * Math.sqrt(scale)));
  const { refunds, refundBeneficiaries, refundDocuments, refundNotes } = buildRefunds(
    rng('refunds'),
    transactions,
    shops,
    files,
    now,
    Math.round(12 * Math.sqrt(scale)),
  );
  // Money last: settlements sum the ledger of everything above, withdrawals pay settlements out,
  // and a bank statement lists the ledger once every movement is in.
  const bankAccounts = brazilBankAccounts(merchants, shops);
  const sources: LedgerSources = {
    merchants,
    shops,
    transactions,
    payouts,
    claims,
    transactionRefunds,
    refunds,
    topUps,
    adjustmentMovements,
    bankWithdrawals: [],
    settlements: [],
    withdrawals: [],
  };
  const before = buildLedger(sources, now);
  const settlements = buildSettlements({ merchants, shops, movements: before, now });
  const heldAt = (shopId: number, date: string) =>
    before.reduce((sum, m) => (m.shopId === shopId && m.account === 'MAIN' && m.date <= date ? sum + m.netAmount : sum), 0);
  const bankWithdrawals = buildBankWithdrawals(rng('bankWithdrawals'), bankAccounts, heldAt, now);
  const withdrawals = buildWithdrawals(rng('withdrawals'), merchants, settlements, now);
  const settledBy = settlementFinder(settlements);
  const settledOf = new Map<number, LedgerMovement[]>();
  for (const m of before) {
    const s = settledBy(m);
    if (!s) continue;
    const list = settledOf.get(s.settlementId);
    if (list) list.push(m);
    else settledOf.set(s.settlementId, [m]);
  }
  for (const s of settlements) writeSettlementFile(files, s, settledOf.get(s.settlementId) ?? []);
  const ledger = buildLedger({ ...sources, bankWithdrawals, settlements, withdrawals }, now);
  const bankStatements = buildBankStatements(files, bankAccounts, (account, from, to) => statementLines(ledger, account, from, to), now);
  const submerchants = buildSubmerchants(merchants);
  const merchantWhitelabels = buildMerchantWhitelabels(rng('whitelabel'), merchants, files, historyStart);
  const shopWhitelabels = buildShopWhitelabels(rng('shopWhitelabel'), shops, files);
  const reportTasks = buildReportTasks(rng('reportTasks'), transactions, files, now);
  const disclaimers: DisclaimerRow[] = DEMO_ACCOUNTS.map((a) => ({
    email: a.email,
    acceptedDate: a.accepted ? iso(now - 30 * DAY) : null,
  }));

  const db: Db = {
    merchants,
    shops,
    paymentMethods,
    transactions,
    claims,
    payoutBatches,
    payouts,
    refunds,
    refundBeneficiaries,
    refundDocuments,
    refundNotes,
    transactionRefunds,
    notifications,
    settlements,
    withdrawals,
    bankWithdrawals,
    bankStatements,
    topUps,
    adjustmentMovements,
    paywalls,
    paywallEmailSettings: [],
    submerchants,
    merchantWhitelabels,
    shopWhitelabels,
    reportTasks,
    files: files.rows,
    disclaimers,
    impersonations: [],
    meta: { seed, scale: count, seededAt: iso(now) },
  };
  return { db, bodies: files.bodies };
}
