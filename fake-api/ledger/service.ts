/**
 * The ledger as the routes read it: built once per change of the collections it comes from
 * (a payout or refund written through the app is in the next answer), each movement tied to the
 * settlement of its shop and week, and the scope rules of the balance calls.
 */
import type { Session } from '../auth';
import type { ApiContext } from '../context';
import { badRequest, notFound } from '../httpError';
import type { Db, MerchantRow } from '../seed/types';
import type { CollectionKey } from '../store';
import { buildLedger, PENDING_WITHDRAWALS, type LedgerMovement } from './movements';
import { breakdownOf, type BalanceFigures, type Breakdown } from '../../contract/balance/balanceReplies';
import { figuresOf, type BalanceScope } from './figures';
import { settlementFinder } from './settlements';
import { dailyBalances, type DailyBalances } from './daily';

export interface SettledMovement extends LedgerMovement {
  /** The grid's row id (the movement's). */
  id: number;
  transactionId: string;
  transactionType: LedgerMovement['type'];
  settlementId: number | null;
  publishedDate: string | null;
}

export interface Ledger {
  /** Bumped when any source collection changed: the grid's sort cache keys on it. */
  version: number;
  movements: SettledMovement[];
  pendingWithdrawalIds: ReadonlySet<string>;
}

const SOURCES: readonly CollectionKey[] = [
  'transactions',
  'payouts',
  'claims',
  'transactionRefunds',
  'refunds',
  'topUps',
  'adjustmentMovements',
  'withdrawals',
  'bankWithdrawals',
  'settlements',
  'shops',
];

const cache = new WeakMap<Db, { key: string; ledger: Ledger }>();
let builds = 0;

export function ledgerOf(ctx: ApiContext): Ledger {
  const db = ctx.store.db;
  const key = SOURCES.map((name) => ctx.store.version(name)).join('|');
  const known = cache.get(db);
  if (known && known.key === key) return known.ledger;
  const settlementOf = settlementFinder(db.settlements);
  const movements = buildLedger(db).map((m): SettledMovement => {
    const settlement = settlementOf(m);
    return {
      ...m,
      id: m.movementId,
      transactionId: m.reference,
      transactionType: m.type,
      settlementId: settlement?.settlementId ?? null,
      publishedDate: settlement?.publishedDate ?? null,
    };
  });
  const pendingWithdrawalIds = new Set(db.withdrawals.filter((w) => PENDING_WITHDRAWALS.has(w.status)).map((w) => String(w.withdrawalId)));
  builds += 1;
  const ledger = { version: builds, movements, pendingWithdrawalIds };
  cache.set(db, { key, ledger });
  return ledger;
}

/** A merchant and, for a super-merchant, its sub-merchants (spec 03 §1: the master balance). */
export function familyOf(db: Db, merchant: MerchantRow): Set<number> {
  const ids = new Set([merchant.merchantId]);
  if (merchant.hierarchyTypeCode === 'SUPERMERCHANT') {
    for (const m of db.merchants) if (m.superMerchantId === merchant.merchantId) ids.add(m.merchantId);
  }
  return ids;
}

/** The merchant a call names (path or query), which the caller must see; out of scope is not found. */
export function merchantFor(ctx: ApiContext, session: Session, raw: unknown): MerchantRow {
  const id = raw === undefined || raw === '' ? session.account.merchantId : Number(raw);
  if (!Number.isInteger(id) || id < 0) throw badRequest('merchantId must be a merchant id');
  const merchant = ctx.store.db.merchants.find((m) => m.merchantId === id);
  if (!merchant || !session.merchantIds.has(id)) throw notFound(`merchantId ${String(raw)} not found`);
  return merchant;
}

/** The currencies a set of merchants holds money in (their shops'), default first. */
export function currenciesOf(db: Db, merchantIds: ReadonlySet<number>): string[] {
  const codes = new Set<string>();
  for (const m of db.merchants) if (merchantIds.has(m.merchantId)) codes.add(m.defaultCurrency.currencyCode);
  for (const s of db.shops) if (merchantIds.has(s.merchantId)) codes.add(s.currencyCode);
  return [...codes];
}

export interface ScopeQuery {
  merchantIds: Set<number>;
  merchant: MerchantRow;
  currencyCode: string;
  shopId?: number;
}

/** Reads currencyCode (required, one the merchants hold) and shopId (optional, 0 = all, one of theirs). */
export function scopeFor(ctx: ApiContext, merchant: MerchantRow, merchantIds: Set<number>, query: Record<string, unknown>): ScopeQuery {
  const raw = query.currencyCode ?? query.currency;
  const currencies = currenciesOf(ctx.store.db, merchantIds);
  const currencyCode = typeof raw === 'string' && raw !== '' ? raw.toUpperCase() : merchant.defaultCurrency.currencyCode;
  if (!currencies.includes(currencyCode)) throw badRequest(`currencyCode must be one of ${currencies.join(', ')}`);
  const rawShop = query.shopId;
  if (rawShop === undefined || rawShop === '' || rawShop === '0') return { merchantIds, merchant, currencyCode };
  const shopId = Number(rawShop);
  const shop = ctx.store.db.shops.find((s) => s.shopId === shopId);
  if (!Number.isInteger(shopId) || !shop || !merchantIds.has(shop.merchantId)) throw badRequest('shopId must be a shop of the merchant');
  return { merchantIds, merchant, currencyCode, shopId };
}

export function figuresFor(ctx: ApiContext, scope: ScopeQuery, until?: string): BalanceFigures {
  const ledger = ledgerOf(ctx);
  const balanceScope: BalanceScope = { merchantIds: scope.merchantIds, currencyCode: scope.currencyCode, shopId: scope.shopId, until };
  return figuresOf(ledger.movements, balanceScope, ledger.pendingWithdrawalIds);
}

/**
 * The scope's figures and their breakdown (spec 03 §3): the published settlements' MAIN movements
 * apart, every other movement by kind. Both from the same ledger, so every call agrees.
 */
export function balanceOf(ctx: ApiContext, scope: ScopeQuery, until?: string): { figures: BalanceFigures; breakdown: Breakdown } {
  const ledger = ledgerOf(ctx);
  const balanceScope: BalanceScope = { merchantIds: scope.merchantIds, currencyCode: scope.currencyCode, shopId: scope.shopId, until };
  const figures = figuresOf(ledger.movements, balanceScope, ledger.pendingWithdrawalIds);
  const published = new Set(ctx.store.db.settlements.filter((s) => s.status === 'PUBLISHED').map((s) => s.settlementId));
  const inPublished = ledger.movements.filter((m) => m.account === 'MAIN' && m.settlementId !== null && published.has(m.settlementId));
  return { figures, breakdown: breakdownOf(figures, figuresOf(inPublished, balanceScope)) };
}

/** The scope's settlements: the last one published, and the end of the last settled week. */
export function settlementExtras(db: Db, scope: ScopeQuery) {
  const mine = db.settlements.filter(
    (s) =>
      scope.merchantIds.has(s.merchantId) &&
      s.currencyCode === scope.currencyCode &&
      (scope.shopId === undefined || s.shopId === scope.shopId),
  );
  const published = mine.filter((s) => s.publishedDate !== null);
  const last = published.reduce<string | null>(
    (max, s) => (max === null || (s.publishedDate as string) > max ? s.publishedDate : max),
    null,
  );
  const lastTo = published.reduce<string | null>((max, s) => (max === null || s.toDate > max ? s.toDate : max), null);
  return { lastSettlementPublishedDate: last, lastSettledDate: lastTo };
}

const dailyCache = new WeakMap<Ledger, DailyBalances>();

/** The daily balances of the current ledger (built once per ledger). */
export function dailyOf(ctx: ApiContext): DailyBalances {
  const ledger = ledgerOf(ctx);
  const known = dailyCache.get(ledger);
  if (known) return known;
  const built = dailyBalances(ledger.movements, ctx.store.db.shops, ctx.store.db.merchants);
  dailyCache.set(ledger, built);
  return built;
}
