/**
 * The Brazil bank accounts of the balance-ledger service (spec 03 §7, issue #17): the accounts a
 * user may use for a purpose, the withdrawals (10 a page, BANK_ACCOUNT_WDWL; ADD to ask one) and
 * the statements (BANK_ACCOUNT_REPORT; ADD to ask one), whose file is the account's ledger lines.
 * Both lists are grids of the default ten a page.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { requireAnyPatent, requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { toCsv } from '../csv';
import { DOWNLOAD_RIGHTS } from '../downloadRights';
import { storeFile } from '../files';
import { badRequest, handle } from '../httpError';
import { figuresFor, familyOf, ledgerOf, merchantFor, scopeFor } from '../ledger/service';
import { statementLines } from '../ledger/statement';
import { brazilBankAccounts, STATEMENT_COLUMNS, type BrazilBankAccount } from '../seed/bankAccounts';
import type { BankStatementRow, BankWithdrawalRow } from '../seed/types';
import { withBody } from '../validation';
import { StatementBody, WithdrawalBody } from '../../contract/writes/bankAccounts';
import { gridHandler, nextId, type CollectionView } from './grid';

const BANK_SPEC = {
  searchFields: ['id', 'accountName', 'description', 'reference', 'email'],
  aliases: { account: 'accountId' },
};
const WITHDRAWALS: CollectionView = { collection: 'bankWithdrawals', idField: 'id', spec: BANK_SPEC };
const STATEMENTS: CollectionView = { collection: 'bankStatements', idField: 'id', spec: BANK_SPEC };

const PURPOSES = { WITHDRAWAL: 'BANK_ACCOUNT_WDWL', STATEMENT: 'BANK_ACCOUNT_REPORT' } as const;

export function bankAccountRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const db = () => ctx.store.db;
  /** The caller's accounts: those of its merchants. */
  const accountsOf = (session: Session) =>
    brazilBankAccounts(db().merchants, db().shops).filter((a) => session.merchantIds.has(a.merchantId));
  const accountFor = (session: Session, raw: unknown, field: string): BrazilBankAccount => {
    const account = accountsOf(session).find((a) => String(a.accountId) === String(raw));
    if (!account) throw badRequest(`${field} must be one of your bank accounts`);
    return account;
  };
  /** What a withdrawal may take from an account: its shop's available BRL (the form shows it, the POST checks it). */
  const availableOf = (session: Session, account: BrazilBankAccount): number => {
    const merchant = merchantFor(ctx, session, account.merchantId);
    return figuresFor(ctx, scopeFor(ctx, merchant, familyOf(db(), merchant), { currencyCode: 'BRL', shopId: String(account.shopId) }))
      .available;
  };
  /** A write's caller and account: the body's id, which must be the path's and one of the caller's accounts. */
  const writeTarget = (req: Request, bodyId: number) => {
    if (String(bodyId) !== req.params.id) throw badRequest('id must be the account of the path');
    const session = sessionOrThrow(req);
    return { session, account: accountFor(session, bodyId, 'id') };
  };

  // GET /balance-ledger/accounts?purpose=…: the ledger module's own accounts answer without a purpose.
  const withPurpose = (req: Request, _res: Response, next: NextFunction) => (req.query.purpose ? next() : next('route'));
  router.get(
    '/balance-ledger/accounts',
    withPurpose,
    authed,
    requireAnyPatent(Object.values(PURPOSES), 'VIEW'),
    handle((req, res) => {
      const purpose = String(req.query.purpose).toUpperCase();
      if (!(purpose in PURPOSES)) throw badRequest(`purpose must be one of ${Object.keys(PURPOSES).join(', ')}`);
      const session = sessionOrThrow(req);
      res.json(
        accountsOf(session).map((account) => ({
          accountId: account.accountId,
          accountName: account.accountName,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          // A withdrawal's form tells the amount it may ask before asking.
          ...(purpose === 'WITHDRAWAL' ? { currencyCode: 'BRL', availableBalance: availableOf(session, account) } : {}),
        })),
      );
    }),
  );

  const canWithdraw = requirePatent(PURPOSES.WITHDRAWAL, 'VIEW');
  router.get('/balance-ledger/accounts/withdrawal', authed, canWithdraw, gridHandler(ctx, WITHDRAWALS));
  router.post(
    '/balance-ledger/accounts/:id/withdrawal',
    authed,
    requirePatent(PURPOSES.WITHDRAWAL, 'ADD'),
    withBody(WithdrawalBody, (body, req, res) => {
      const { session, account } = writeTarget(req, body.id);
      const available = availableOf(session, account);
      if (body.amount > available) throw badRequest(`amount must be at most the available R$${available.toFixed(2)}`);
      const row: BankWithdrawalRow = {
        id: nextId(db(), 'bankWithdrawals', 'id'),
        merchantId: account.merchantId,
        accountId: account.accountId,
        accountName: account.accountName,
        shopId: account.shopId,
        description: body.description ?? '',
        reference: body.reference ?? '',
        createdDate: new Date().toISOString(),
        amount: body.amount,
        currency: 'BRL',
        status: 'PENDING',
        email: session.account.email,
      };
      db().bankWithdrawals.push(row);
      ctx.store.changed('bankWithdrawals');
      res.status(201).json(row);
    }),
  );

  router.get('/balance-ledger/accounts/statement', authed, requirePatent(PURPOSES.STATEMENT, 'VIEW'), gridHandler(ctx, STATEMENTS));
  router.post(
    '/balance-ledger/accounts/:id/statement',
    authed,
    requirePatent(PURPOSES.STATEMENT, 'ADD'),
    withBody(StatementBody, (body, req, res) => {
      const { session, account } = writeTarget(req, body.id);
      // Both ends are days: the statement runs to the end of dateTo.
      const to = new Date(Date.parse(body.dateTo) + 86_400_000 - 1).toISOString();
      const id = nextId(db(), 'bankStatements', 'id');
      const lines = statementLines(ledgerOf(ctx).movements, account, body.dateFrom, to);
      const file = storeFile(ctx, {
        name: `statement-${id}-${account.accountNumber.slice(-4)}.csv`,
        contentType: 'text/csv',
        merchantId: account.merchantId,
        rights: DOWNLOAD_RIGHTS.bankStatement,
        body: toCsv(lines as unknown as Record<string, unknown>[], STATEMENT_COLUMNS),
      });
      const row: BankStatementRow = {
        id,
        merchantId: account.merchantId,
        accountId: account.accountId,
        accountName: account.accountName,
        dateFrom: body.dateFrom,
        dateTo: to,
        createdDate: new Date().toISOString(),
        status: 'SUCCEEDED',
        email: session.account.email,
        fileUrl: `file/${file.fileKey}`,
      };
      db().bankStatements.push(row);
      ctx.store.changed('bankStatements');
      res.status(201).json(row);
    }),
  );
  return router;
}
