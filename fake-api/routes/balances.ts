/**
 * The balance calls (spec 03 §7 "Balances", issue #16): the balance service's account balance
 * (merchant, master merchant, conversion), the newer summary, the legacy dashboard totals, the
 * settled transactions and a settlement's header, summary and detail, and the ledger module's
 * accounts and movements. Every figure comes from the ledger (../ledger).
 */
import { Router, type Request, type RequestHandler } from 'express';
import { requireAnyPatent, requireAnyRight, requirePatent, scopeTest, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { parseDateText, parseGridQuery, runGrid, type GridSpec, type Row } from '../contract';
import { exportRights } from '../downloadRights';
import { exportLayoutOf } from '../exportFile';
import { storeCsvExport } from '../files';
import { badRequest, handle, notFound } from '../httpError';
import { textPdf } from '../pdf';
import { convertAmount, currencySymbol } from '../seed/reference';
import { round2 } from '../seed/util';
import { moneyTiming } from '../ledger/timing';
import { accountBalanceObject, balanceSummary, legacyTotals } from '../../contract/balance/balanceReplies';
import {
  currenciesOf,
  familyOf,
  balanceOf,
  figuresFor,
  ledgerOf,
  merchantFor,
  scopeFor,
  settlementExtras,
  type SettledMovement,
} from '../ledger/service';
import type { GridReply } from '../../contract/wire';
import { MOVEMENT_TYPES, type MovementType } from '../../contract/balance/movementTypes';
import type { LedgerTotals } from '../../contract/balance/drill';

/** Any balance screen's right reads the balance figures. */
const BALANCE_READERS = ['NEW_DASHBOARD', 'GLOBAL_BALANCE', 'BALANCE_LEDGER'] as const;

const SETTLED_COLUMNS = [
  'id',
  'date',
  'transactionId',
  'transactionType',
  'description',
  'countryCode',
  'paymentMethodName',
  'channel',
  'amount',
  'fee',
  'netAmount',
  'settlementId',
  'publishedDate',
  'shopName',
  'currencyCode',
];
const LEDGER_COLUMNS = [
  'movementId',
  'date',
  'accountId',
  'type',
  'description',
  'reference',
  'shopName',
  'currencyCode',
  'amount',
  'fee',
  'netAmount',
  'balanceAfter',
];

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Movements of a merchant's family: `merchantId` names the merchant (a super-merchant includes its sub-merchants). */
function movementSpec(ctx: ApiContext, session: Session, base: (row: Row) => boolean): GridSpec {
  return {
    searchFields: ['transactionId', 'reference', 'description', 'shopName'],
    aliases: { createdDate: 'date', shop: 'shopId', currency: 'currencyCode', type: 'transactionType', movementType: 'type' },
    base: () => base,
    custom: {
      merchantId: (value) => {
        const family = familyOf(ctx.store.db, merchantFor(ctx, session, value));
        return (row) => family.has(row.merchantId as number);
      },
      shopId: (value) => (value === '0' ? null : { field: 'shopId', test: (v) => String(v) === value }),
      // Issue #33: the balance breakdown's lines outside the published settlements, or their movements.
      inPublished: (value) => {
        if (value !== 'true' && value !== 'false') throw badRequest('inPublished must be true or false');
        const published = publishedSettlementIds(ctx);
        const wanted = value === 'true';
        return (row) => published.has(row.settlementId as number) === wanted;
      },
    },
  };
}

/** The settlements published and not yet paid: the balance's "settlements published" line. */
const publishedSettlementIds = (ctx: ApiContext) =>
  new Set(ctx.store.db.settlements.filter((s) => s.status === 'PUBLISHED').map((s) => s.settlementId));

function runMovements(ctx: ApiContext, session: Session, req: Request, spec: GridSpec, name: string, exportAll = false): GridReply<Row> {
  const ledger = ledgerOf(ctx);
  return runGrid(
    { name, version: ledger.version, rows: ledger.movements as unknown as Row[] },
    parseGridQuery(req.query, { export: exportAll }),
    spec,
    ctx.sorts,
    scopeTest(session),
  );
}

const totalsOf = (rows: readonly Row[]): LedgerTotals => {
  const sum = (field: string) => round2(rows.reduce((s, r) => s + (r[field] as number), 0));
  return { amount: sum('amount'), fee: sum('fee'), netAmount: sum('netAmount') };
};

const settledOnly = (row: Row) => (row as unknown as SettledMovement).settlementId !== null;
/** A settlement is the MAIN account's: the reserve's side of a rolling reserve movement would cancel it out. */
const settledMain = (row: Row) => settledOnly(row) && row.account === 'MAIN';

export function balanceRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canRead = requireAnyPatent(BALANCE_READERS, 'VIEW');
  const db = () => ctx.store.db;
  /** A guide of the balance screens: a PDF written from its lines. */
  const guidePdf = (path: string, guard: RequestHandler, fileName: string, lines: readonly string[]) =>
    router.get(
      path,
      authed,
      guard,
      handle((_req, res) => {
        res.type('application/pdf').attachment(fileName).send(textPdf(lines));
      }),
    );

  /** Account balance of the balance service: a merchant's own, or a master merchant's with its sub-merchants. */
  const accountBalance = (master: boolean, conversion: boolean) =>
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const merchant = merchantFor(ctx, session, req.params.merchantId);
      const ids = master ? familyOf(db(), merchant) : new Set([merchant.merchantId]);
      const scope = scopeFor(ctx, merchant, ids, req.query);
      const quote = (text(req.query.currencyQuote) ?? (conversion ? '' : 'USD')).toUpperCase();
      if (conversion && !quote) throw badRequest('currencyQuote is required');
      const extras = settlementExtras(db(), scope);
      const { figures, breakdown } = balanceOf(ctx, scope);
      res.json(accountBalanceObject(figures, breakdown, { ...extras, quote, convert: convertAmount }));
    });
  router.get('/reports/dashboard/merchant/:merchantId', authed, canRead, accountBalance(false, false));
  router.get('/reports/dashboard/merchant/:merchantId/conversion', authed, canRead, accountBalance(false, true));
  router.get('/reports/dashboard/master-merchant/:merchantId', authed, canRead, accountBalance(true, false));
  router.get('/reports/dashboard/master-merchant/:merchantId/conversion', authed, canRead, accountBalance(true, true));

  /** The figures' cut-off: the end of createdDateTo (the grid's parser refuses a malformed one). */
  const cutoffOf = (req: Request) => {
    const until = parseGridQuery(req.query, { export: true }).filters.createdDateTo;
    return until ? (parseDateText(until, 'to') ?? undefined) : undefined;
  };
  const familyScope = (req: Request) => {
    const session = sessionOrThrow(req);
    const merchant = merchantFor(ctx, session, req.query.merchantId);
    return scopeFor(ctx, merchant, familyOf(db(), merchant), req.query);
  };

  router.get(
    '/merchant-balance',
    authed,
    canRead,
    handle((req, res) => {
      const scope = familyScope(req);
      const cutoff = cutoffOf(req);
      const extras = settlementExtras(db(), scope);
      const isClosingPeriod = new Date().getUTCDay() === 1;
      const { figures, breakdown } = balanceOf(ctx, scope, cutoff);
      res.json(balanceSummary(figures, breakdown, { ...extras, quote: 'USD', convert: convertAmount, isClosingPeriod }));
    }),
  );
  // When money moves (issue #33): next settlements, withdrawals in transit, the reserve's releases.
  // Its panel asks only with a balance VIEW right (MoneyTimingPanel); a menu right alone reads no movements.
  router.get(
    '/merchant-balance/timing',
    authed,
    canRead,
    handle((req, res) => {
      const scope = familyScope(req);
      res.json(moneyTiming(db(), ledgerOf(ctx).movements, scope));
    }),
  );
  router.get(
    '/merchant-balance/available-balance-for-withdrawals',
    authed,
    canRead,
    handle((req, res) => {
      const scope = familyScope(req);
      const { breakdown } = balanceOf(ctx, scope);
      res.json({ currencyCode: scope.currencyCode, availableBalanceForWithdrawals: breakdown.availableForWithdrawals });
    }),
  );
  guidePdf('/merchant-balance/summary-guide', canRead, 'balance-summary-guide.pdf', SUMMARY_GUIDE);

  router.get(
    '/merchant-balance/settled-transactions',
    authed,
    canRead,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const spec = movementSpec(ctx, session, settledOnly);
      const page = runMovements(ctx, session, req, spec, 'settledTransactions');
      const all = runMovements(ctx, session, req, spec, 'settledTransactions', true);
      res.json({ ...page, totals: totalsOf(all.data) });
    }),
  );
  router.get(
    '/merchant-balance/settled-transactions/export',
    authed,
    requireAnyPatent(['NEW_DASHBOARD', 'GLOBAL_BALANCE'], 'EXPORT'),
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const rows = runMovements(ctx, session, req, movementSpec(ctx, session, settledOnly), 'settledTransactions', true).data;
      res.json({
        fileKey: await storeCsvExport(
          ctx,
          session.account.merchantId,
          exportRights('EXPORT', 'NEW_DASHBOARD', 'GLOBAL_BALANCE'),
          'settled-transactions',
          rows,
          SETTLED_COLUMNS,
          exportLayoutOf(req.query),
        ),
      });
    }),
  );

  const legacy = handle((req, res) => {
    const scope = familyScope(req);
    // Without a cut-off, today's figures; the historical balance asks for the archive's end.
    const f = figuresFor(ctx, scope, cutoffOf(req));
    const extras = settlementExtras(db(), scope);
    res.json(
      legacyTotals(f, {
        symbol: currencySymbol(scope.currencyCode),
        showBalanceAvailableForPayouts: !scope.merchant.useWithdrawals,
        // Movements after the last settled week are in the total but not yet in a settlement.
        showDisclaimer: f.lastMovementDate !== null && (extras.lastSettledDate === null || f.lastMovementDate > extras.lastSettledDate),
      }),
    );
  });
  // Spec 03 §6: the global balance opens with GLOBAL_BALANCE MENU or VIEW.
  const canReadLegacy = requireAnyRight([
    ['GLOBAL_BALANCE', 'VIEW'],
    ['GLOBAL_BALANCE', 'MENU'],
    ['NEW_DASHBOARD', 'VIEW'],
  ]);
  router.get('/dashboard/shops', authed, canReadLegacy, legacy);
  router.get('/dashboard-merchant-balance', authed, canReadLegacy, legacy);

  // A settlement's summary modal: its header, its lines by type, and its movements.
  const settlementFor = (req: Request) => {
    const session = sessionOrThrow(req);
    const s = db().settlements.find((row) => String(row.settlementId) === req.params.id);
    if (!s || !session.merchantIds.has(s.merchantId)) throw notFound(`settlementId ${req.params.id} not found`);
    return s;
  };
  const canSettlements = requirePatent('SETTLEMENT', 'VIEW');
  router.get(
    '/settlements/detail',
    authed,
    canSettlements,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      if (!text(req.query.settlementId)) throw badRequest('settlementId is required');
      const page = runMovements(ctx, session, req, movementSpec(ctx, session, settledMain), 'settlementDetail');
      res.json(page);
    }),
  );
  router.get(
    '/settlements/:id/headers',
    authed,
    canSettlements,
    handle((req, res) => {
      const s = settlementFor(req);
      const lines = ledgerOf(ctx).movements.filter((m) => m.settlementId === s.settlementId && m.account === 'MAIN');
      const sum = (types: readonly string[]) => round2(lines.filter((m) => types.includes(m.type)).reduce((t, m) => t + m.netAmount, 0));
      const totalPayIns = sum(['PAY_IN']);
      const totalPayOuts = sum(['PAY_OUT', 'PAY_OUT_INTL', 'REFUND']);
      const totalWithdrawals = sum(['WITHDRAWAL']);
      const netVolume = round2(lines.reduce((t, m) => t + m.netAmount, 0));
      res.json({
        settlementId: s.settlementId,
        shopName: s.shopName,
        currencyCode: s.currencyCode,
        fromDate: s.fromDate,
        toDate: s.toDate,
        totalPayIns,
        totalPayOuts,
        totalWithdrawals,
        totalOthers: round2(netVolume - totalPayIns - totalPayOuts - totalWithdrawals),
        netVolume,
      });
    }),
  );
  router.get(
    '/settlements/:id/summary',
    authed,
    canSettlements,
    handle((req, res) => {
      const s = settlementFor(req);
      const byType = new Map<string, { item: string; itemCount: number; amount: number; fee: number; netAmount: number }>();
      for (const m of ledgerOf(ctx).movements) {
        if (m.settlementId !== s.settlementId || m.account !== 'MAIN') continue;
        const line = byType.get(m.type) ?? { item: m.type, itemCount: 0, amount: 0, fee: 0, netAmount: 0 };
        line.itemCount += 1;
        line.amount = round2(line.amount + m.amount);
        line.fee = round2(line.fee + m.fee);
        line.netAmount = round2(line.netAmount + m.netAmount);
        byType.set(m.type, line);
      }
      const items = [...byType.values()].sort(
        (a, b) => MOVEMENT_TYPES.indexOf(a.item as MovementType) - MOVEMENT_TYPES.indexOf(b.item as MovementType),
      );
      res.json({
        items,
        itemCount: items.reduce((n, i) => n + i.itemCount, 0),
        amount: round2(items.reduce((t, i) => t + i.amount, 0)),
        fee: round2(items.reduce((t, i) => t + i.fee, 0)),
        netAmount: round2(items.reduce((t, i) => t + i.netAmount, 0)),
      });
    }),
  );

  // The ledger module: accounts with their balances, movements, export, guide.
  const canLedger = requirePatent('BALANCE_LEDGER', 'VIEW');
  router.get(
    '/balance-ledger/accounts',
    authed,
    canLedger,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const merchant = merchantFor(ctx, session, req.query.merchantId);
      const family = familyOf(db(), merchant);
      const accounts = new Map<
        string,
        {
          accountId: string;
          merchantId: number;
          merchantName: string;
          currencyCode: string;
          account: string;
          balance: number;
          movementCount: number;
          lastMovementDate: string | null;
        }
      >();
      for (const m of ledgerOf(ctx).movements) {
        if (!family.has(m.merchantId)) continue;
        const a = accounts.get(m.accountId) ?? {
          accountId: m.accountId,
          merchantId: m.merchantId,
          merchantName: m.merchantName,
          currencyCode: m.currencyCode,
          account: m.account,
          balance: 0,
          movementCount: 0,
          lastMovementDate: null,
        };
        a.balance = m.balanceAfter;
        a.movementCount += 1;
        a.lastMovementDate = m.date;
        accounts.set(m.accountId, a);
      }
      res.json(
        [...accounts.values()].sort(
          (a, b) => a.merchantId - b.merchantId || a.currencyCode.localeCompare(b.currencyCode) || a.account.localeCompare(b.account),
        ),
      );
    }),
  );
  router.get(
    '/balance-ledger/accounts/balance',
    authed,
    requirePatent('BANK_ACCOUNT_BALANCE', 'VIEW'),
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const merchant = merchantFor(ctx, session, req.query.merchantId);
      const family = familyOf(db(), merchant);
      // The Brazil bank account holds the family's BRL money: no BRL shop, no bank account.
      if (!currenciesOf(db(), family).includes('BRL')) throw notFound('No bank account for this merchant');
      const scope = scopeFor(ctx, merchant, family, { currencyCode: 'BRL' });
      const f = figuresFor(ctx, scope);
      res.json({
        bankName: 'Banco do Brasil',
        accountNumber: `****${String(4000 + merchant.merchantId * 37).slice(-4)}`,
        currencyCode: 'BRL',
        balance: f.available,
        updatedDate: f.lastMovementDate,
      });
    }),
  );
  const ledgerSpec = (session: Session) => movementSpec(ctx, session, () => true);
  router.get(
    '/balance-ledger/movements',
    authed,
    canLedger,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const spec = ledgerSpec(session);
      const page = runMovements(ctx, session, req, spec, 'ledgerMovements');
      // The sums of every matching row (issue #33): what a balance figure drilled into adds up to.
      const all = runMovements(ctx, session, req, spec, 'ledgerMovements', true);
      res.json({ ...page, totals: totalsOf(all.data) });
    }),
  );
  router.get(
    '/balance-ledger/movements/export',
    authed,
    requirePatent('BALANCE_LEDGER', 'EXPORT'),
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const rows = runMovements(ctx, session, req, ledgerSpec(session), 'ledgerMovements', true).data;
      res.json({
        fileKey: await storeCsvExport(
          ctx,
          session.account.merchantId,
          exportRights('EXPORT', 'BALANCE_LEDGER'),
          'ledger-movements',
          rows,
          LEDGER_COLUMNS,
          exportLayoutOf(req.query),
        ),
      });
    }),
  );
  guidePdf('/balance-ledger/guide', canLedger, 'balance-ledger-guide.pdf', LEDGER_GUIDE);
  return router;
}

const SUMMARY_GUIDE = [
  'Balance summary guide',
  'Current balance: everything your account holds, rolling reserve included.',
  'Available for payouts: the current balance less the rolling reserve.',
  "Rolling reserve: 5% of each day's pay-ins net of fees, released after 90 days.",
  'Pay-ins are added when paid; fees (3.5%) and taxes (16% of fees) are taken daily.',
  'Payouts, refunds, claims, chargebacks and withdrawals are taken when requested;',
  'a claim or chargeback won comes back on the day it is decided.',
  'The cut-off date is the publication of the last settlement.',
];

const LEDGER_GUIDE = [
  'Balance ledger guide',
  'Each merchant and currency has two accounts: MAIN and RESERVE.',
  'MAIN receives pay-ins and top-ups and pays payouts, refunds, claims, fees and withdrawals.',
  "RR_ACCUMULATED moves the day's rolling reserve from MAIN to RESERVE; RR_RELEASED moves it back.",
  "An account's balance is the sum of its movements; the balance after each one is listed.",
  'Export the movements you filtered as a CSV file.',
];
