/**
 * The claims dashboard (spec 02 §2 "Claims dashboard", §3, §7): per payment method claim and
 * win rates (GET /claims/report-grid), the three pie charts' slices (GET /claims/report), the
 * grid as a CSV file (GET /claims/dashboard-export -> {fileKey}) and the totals (GET /dashboard).
 *
 * Every answer comes from one pass over the caller's transactions and claims in the range:
 * - a claim counts when it is not DELETED and its claimDate is in the range;
 * - a transaction counts when it is APPROVED, not a test, and created in the range (only those
 *   can be claimed, seed/claims.ts), so claimRate = claims / transactions;
 * - winRate = IN_FAVOR_MERCHANT / (IN_FAVOR_MERCHANT + AGAINST_MERCHANT): open claims are
 *   undecided. Rates are 0..1 fractions, 0 when there is nothing to divide by. Rows also carry
 *   `wonCount` and `decidedCount`, so a client can add rows up into one exact win rate.
 */
import { Router, type Request } from 'express';
import type { ClaimsReportGridRow, ClaimsReportReply, ClaimsReportSlice, GridReply } from '../../contract/wire';
import { requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { dateMessage, parseDateText, parseGridQuery, type GridQueryOptions } from '../contract';
import { exportRights } from '../downloadRights';
import { exportLayoutOf } from '../exportFile';
import { storeCsvExport } from '../files';
import { badRequest, handle } from '../httpError';
import { CLAIM_REASON_TYPES, COUNTRIES } from '../seed/reference';

/** The wire row plus the two counts the win rate is made of. */
export interface DashboardGridRow extends ClaimsReportGridRow {
  wonCount: number;
  decidedCount: number;
}

interface DashboardFilter {
  from?: string;
  to?: string;
  shops?: ReadonlySet<number>;
  methods?: ReadonlySet<number>;
  countries?: ReadonlySet<string>;
}

const COUNTRY_CODES = COUNTRIES.map((c) => c.countryCode);
const COUNTRY_NAMES = new Map(COUNTRIES.map((c) => [c.countryCode, c.countryName]));
const REASON_NAMES = new Map(CLAIM_REASON_TYPES.map((r) => [r.code, r.description]));
const SORT_FIELDS = ['paymentMethodId', 'paymentMethodName', 'claimsCount', 'transactionsCount', 'claimRate', 'winRate'] as const;
export const EXPORT_COLUMNS = [...SORT_FIELDS, 'wonCount', 'decidedCount'] as const;

const listOf = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function idSet(key: string, value: string | undefined): Set<number> | undefined {
  if (value === undefined) return undefined;
  const ids = listOf(value);
  if (!ids.length || !ids.every((id) => /^\d{1,12}$/.test(id))) throw badRequest(`${key} must be a number or a comma list of numbers`);
  return new Set(ids.map(Number));
}

function dateBound(key: string, value: string | undefined, bound: 'from' | 'to'): string | undefined {
  if (value === undefined) return undefined;
  const iso = parseDateText(value, bound);
  if (!iso) throw badRequest(dateMessage(key));
  return iso;
}

/** The dashboard filters; a bad value answers 400 naming its key. Other keys are ignored. */
export function parseDashboardFilter(filters: Record<string, string>): DashboardFilter {
  const from = dateBound('dateFrom', filters.dateFrom, 'from');
  const to = dateBound('dateTo', filters.dateTo, 'to');
  if (from && to && from > to) throw badRequest('dateFrom must not be after dateTo');
  let countries: Set<string> | undefined;
  if (filters.country !== undefined) {
    const codes = listOf(filters.country).map((c) => c.toUpperCase());
    if (!codes.length || codes.some((c) => !COUNTRY_CODES.includes(c)))
      throw badRequest(`country must be a comma list of ${COUNTRY_CODES.join(', ')}`);
    countries = new Set(codes);
  }
  return { from, to, shops: idSet('shopId', filters.shopId), methods: idSet('paymentMethodId', filters.paymentMethodId), countries };
}

interface Tally {
  grid: Map<number, DashboardGridRow>;
  reasons: Map<string, ClaimsReportSlice>;
  countries: Map<string, ClaimsReportSlice>;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function count(slices: Map<string, ClaimsReportSlice>, code: string, name: string): void {
  const slice = slices.get(code);
  if (slice) slice.count += 1;
  else slices.set(code, { code, name, count: 1 });
}

/** One pass over the caller's transactions and one over its claims. */
export function tallyClaims(ctx: ApiContext, session: Session, f: DashboardFilter): Tally {
  const grid = new Map<number, DashboardGridRow>();
  const rowOf = (paymentMethodId: number, paymentMethodName: string) => {
    let row = grid.get(paymentMethodId);
    if (!row) {
      row = {
        paymentMethodId,
        paymentMethodName,
        claimsCount: 0,
        transactionsCount: 0,
        claimRate: 0,
        winRate: 0,
        wonCount: 0,
        decidedCount: 0,
      };
      grid.set(paymentMethodId, row);
    }
    return row;
  };
  const inRange = (date: string) => (!f.from || date >= f.from) && (!f.to || date <= f.to);
  const matches = (merchantId: number, shopId: number, methodId: number, country: string) =>
    session.merchantIds.has(merchantId) &&
    (!f.shops || f.shops.has(shopId)) &&
    (!f.methods || f.methods.has(methodId)) &&
    (!f.countries || f.countries.has(country));

  for (const tx of ctx.store.db.transactions) {
    if (tx.status !== 'APPROVED' || tx.testMode || !inRange(tx.createdDate)) continue;
    if (!matches(tx.merchantId, tx.shopId, tx.paymentMethodId, tx.country)) continue;
    rowOf(tx.paymentMethodId, tx.paymentMethodName).transactionsCount += 1;
  }
  const reasons = new Map<string, ClaimsReportSlice>();
  const countries = new Map<string, ClaimsReportSlice>();
  for (const claim of ctx.store.db.claims) {
    if (claim.claimStatusCode === 'DELETED' || !inRange(claim.claimDate)) continue;
    if (!matches(claim.merchantId, claim.shopId, claim.paymentMethodId, claim.countryCode)) continue;
    const row = rowOf(claim.paymentMethodId, claim.paymentMethodName);
    row.claimsCount += 1;
    if (claim.claimStatusCode === 'IN_FAVOR_MERCHANT' || claim.claimStatusCode === 'AGAINST_MERCHANT') row.decidedCount += 1;
    if (claim.claimStatusCode === 'IN_FAVOR_MERCHANT') row.wonCount += 1;
    count(reasons, claim.claimReasonCode, REASON_NAMES.get(claim.claimReasonCode) ?? claim.claimReasonName);
    count(countries, claim.countryCode, COUNTRY_NAMES.get(claim.countryCode) ?? claim.countryCode);
  }
  for (const row of grid.values()) {
    row.claimRate = rate(row.claimsCount, row.transactionsCount);
    row.winRate = rate(row.wonCount, row.decidedCount);
  }
  return { grid, reasons, countries };
}

const bySize = (a: ClaimsReportSlice, b: ClaimsReportSlice) => b.count - a.count || a.name.localeCompare(b.name);

/** The pie slices: claims by payment method, reason and country, largest first. */
export function reportOf(tally: Tally): ClaimsReportReply {
  const paymentMethodsData = [...tally.grid.values()]
    .filter((row) => row.claimsCount > 0)
    .map((row) => ({ code: String(row.paymentMethodId), name: row.paymentMethodName, count: row.claimsCount }));
  return {
    paymentMethodsData: paymentMethodsData.sort(bySize),
    claimReasonsData: [...tally.reasons.values()].sort(bySize),
    countriesData: [...tally.countries.values()].sort(bySize),
  };
}

type SortField = (typeof SORT_FIELDS)[number];
const isSortField = (field: string): field is SortField => (SORT_FIELDS as readonly string[]).includes(field);

/** Most claims first unless asked otherwise; ties by payment method name. */
function sortRows(rows: DashboardGridRow[], field: string | undefined, direction: 'asc' | 'desc'): DashboardGridRow[] {
  if (field !== undefined && !isSortField(field)) throw badRequest(`sortField must be one of ${SORT_FIELDS.join(', ')}`);
  const key: SortField = field ?? 'claimsCount';
  const sign = field === undefined || direction === 'desc' ? -1 : 1;
  return rows.sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
    return sign * order || a.paymentMethodName.localeCompare(b.paymentMethodName);
  });
}

/** Grid request -> the sorted page of rows; every row for the export. */
function gridOf(ctx: ApiContext, session: Session, query: Request['query'], options?: GridQueryOptions): GridReply<DashboardGridRow> {
  const q = parseGridQuery(query, options);
  const rows = sortRows(
    [...tallyClaims(ctx, session, parseDashboardFilter(q.filters)).grid.values()],
    q.sortField,
    q.sortDirection ?? 'desc',
  );
  const data = q.pageSize === 0 ? rows : rows.slice(q.pageIndex * q.pageSize, (q.pageIndex + 1) * q.pageSize);
  return { data, count: rows.length, maxCountReached: false };
}

/** A rate with nothing to divide is left empty, as the screen shows "—" rather than 0%. */
const rateCell = (value: number, denominator: number) => (denominator > 0 ? value.toFixed(4) : '');

export function claimsDashboardRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canView = requirePatent('DASHBOARD_CLAIMS', 'VIEW');

  router.get(
    '/claims/report-grid',
    authed,
    canView,
    handle((req, res) => {
      res.json(gridOf(ctx, sessionOrThrow(req), req.query));
    }),
  );

  router.get(
    '/claims/report',
    authed,
    canView,
    handle((req, res) => {
      // The pies add every row up, as an export does: no page applies.
      const q = parseGridQuery(req.query, { export: true });
      res.json(reportOf(tallyClaims(ctx, sessionOrThrow(req), parseDashboardFilter(q.filters))));
    }),
  );

  router.get(
    '/claims/dashboard-export',
    authed,
    requirePatent('DASHBOARD_CLAIMS', 'EXPORT'),
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const { data } = gridOf(ctx, session, req.query, { export: true });
      const fileKey = await storeCsvExport(
        ctx,
        session.account.merchantId,
        exportRights('EXPORT', 'DASHBOARD_CLAIMS'),
        'claims-dashboard',
        data.map((row) => ({
          ...row,
          claimRate: rateCell(row.claimRate, row.transactionsCount),
          winRate: rateCell(row.winRate, row.decidedCount),
        })),
        EXPORT_COLUMNS,
        exportLayoutOf(req.query),
      );
      res.json({ fileKey });
    }),
  );

  // The range's totals, one exact claim and win rate over every payment method.
  router.get(
    '/dashboard',
    authed,
    canView,
    handle((req, res) => {
      const q = parseGridQuery(req.query, { export: true });
      const rows = [...tallyClaims(ctx, sessionOrThrow(req), parseDashboardFilter(q.filters)).grid.values()];
      const sum = (pick: (row: DashboardGridRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
      const claimsCount = sum((r) => r.claimsCount);
      const transactionsCount = sum((r) => r.transactionsCount);
      const wonCount = sum((r) => r.wonCount);
      const decidedCount = sum((r) => r.decidedCount);
      res.json({
        claimsCount,
        transactionsCount,
        wonCount,
        decidedCount,
        claimRate: rate(claimsCount, transactionsCount),
        winRate: rate(wonCount, decidedCount),
      });
    }),
  );
  return router;
}
