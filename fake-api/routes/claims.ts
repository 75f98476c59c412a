/**
 * Claims (spec 02 §2 "Claims", §4, §7): the grid (GET /claims and /claims/claim-transactions),
 * one claim (GET /claims/{claimId}) and the export (GET /claims/export), which answers a file
 * key (spec 02 §7) for a CSV of the filtered rows. Served before the generic /claims routes,
 * whose plain field matching cannot express the claim status rules.
 */
import { Router } from 'express';
import { OPEN_FAMILY, displayStatus } from '../../contract/claims/claimStatus';
import { requirePatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery, type Condition, type GridSpec, type Row } from '../contract';
import { exportRights } from '../downloadRights';
import { exportLayoutOf } from '../exportFile';
import { storeCsvExport } from '../files';
import { badRequest, handle, notFound } from '../httpError';
import { CHANNEL_TYPES, CLAIM_REASON_TYPES, CLAIM_STATUS_TYPES } from '../seed/reference';
import { findScoped, gridHandler, queryCollection, type CollectionView } from './grid';

/** Codes a caller may filter by; DELETED claims do not exist for the screens. */
const FILTER_STATUSES = CLAIM_STATUS_TYPES.map((s) => s.code).filter((code) => code !== 'DELETED');
const REASONS = CLAIM_REASON_TYPES.map((r) => r.code);
const CHANNELS = CHANNEL_TYPES.map((c) => c.code);

const listOf = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A comma list of numeric ids matched against one field; anything else is a 400 naming the key. */
const idList =
  (key: string, field: string) =>
  (value: string): Condition => {
    const ids = listOf(value);
    if (!ids.length || !ids.every((id) => /^\d{1,12}$/.test(id))) throw badRequest(`${key} must be a number or a comma list of numbers`);
    const wanted = new Set(ids.map(Number));
    return { field, test: (v) => wanted.has(v as number) };
  };

/** A comma list of codes from a closed set; `expand` maps one chosen code to the codes it stands for. */
const codeList =
  (key: string, field: string, allowed: readonly string[], expand: (code: string) => readonly string[] = (c) => [c]) =>
  (value: string): Condition => {
    const codes = listOf(value).map((c) => c.toUpperCase());
    const bad = codes.find((c) => !allowed.includes(c));
    if (!codes.length || bad) throw badRequest(`${key} must be a comma list of ${allowed.join(', ')}`);
    const wanted = new Set(codes.flatMap(expand));
    return { field, test: (v) => wanted.has(v as string) };
  };

/** OPEN stands for the whole open family: refunding and refunding-error display as open (spec 02 §4). */
const expandStatus = (code: string): readonly string[] => (code === 'OPEN' ? OPEN_FAMILY : [code]);

export const CLAIM_SPEC: GridSpec = {
  searchFields: ['transactionId', 'trackingId', 'transactionEmail', 'customerName'],
  dateSelector: { key: 'dateType', rangePrefix: 'date', fields: ['claimDate', 'transactionDate', 'processedDate'], fallback: 'claimDate' },
  base: () => ({ field: 'claimStatusCode', test: (v) => v !== 'DELETED' }),
  custom: {
    status: codeList('status', 'claimStatusCode', FILTER_STATUSES, expandStatus),
    reason: codeList('reason', 'claimReasonCode', REASONS),
    channel: codeList('channel', 'paymentChannelTypeCode', CHANNELS),
    shop: idList('shop', 'shopId'),
    shopId: idList('shopId', 'shopId'),
    method: idList('method', 'paymentMethodId'),
    paymentMethodId: idList('paymentMethodId', 'paymentMethodId'),
    // The customer e-mail query: part of the address, any case.
    email: (value) => {
      const needle = value.toLowerCase();
      return (row) =>
        String(row.transactionEmail ?? '')
          .toLowerCase()
          .includes(needle);
    },
    // The transaction-id search: the id's first characters (the grid shows them) or a tracking id.
    transactionId: (value) => {
      const needle = value.toLowerCase();
      return (row) => String(row.transactionId).toLowerCase().startsWith(needle) || String(row.trackingId ?? '').toLowerCase() === needle;
    },
  },
};

export const CLAIM_VIEW: CollectionView = { collection: 'claims', idField: 'claimId', spec: CLAIM_SPEC };

/** The CSV's columns: the claim row of spec 02 §3 without the logo key. */
export const CLAIM_EXPORT_COLUMNS = [
  'claimId',
  'claimDate',
  'transactionId',
  'trackingId',
  'transactionDate',
  'shopId',
  'shopName',
  'paymentMethodName',
  'customerName',
  'transactionEmail',
  'cardNumber',
  'amount',
  'currency',
  'claimReasonName',
  'claimStatusCode',
  'claimStatusName',
  'processedDate',
] as const;

/** A row as the export shows it: the status as the screen displays it. */
function exportRow(row: Row): Row {
  const code = displayStatus(row.claimStatusCode as string);
  return { ...row, claimStatusCode: code, claimStatusName: CLAIM_STATUS_TYPES.find((s) => s.code === code)?.name ?? code };
}

export function claimRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canView = requirePatent('CLAIM', 'VIEW');
  const grid = gridHandler(ctx, CLAIM_VIEW);

  router.get('/claims', authed, canView, grid);
  router.get('/claims/claim-transactions', authed, canView, grid);
  router.get(
    '/claims/export',
    authed,
    requirePatent('CLAIM', 'EXPORT'),
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const q = parseGridQuery(req.query, { export: true });
      const rows = queryCollection(ctx, CLAIM_VIEW, session, q).data.map(exportRow);
      res.json({
        fileKey: await storeCsvExport(
          ctx,
          session.account.merchantId,
          exportRights('EXPORT', 'CLAIM'),
          'claims',
          rows,
          CLAIM_EXPORT_COLUMNS,
          exportLayoutOf(req.query),
        ),
      });
    }),
  );
  // Numeric ids only: /claims/report, /claims/report-grid, … belong to the claims dashboard.
  router.get(
    '/claims/:id(\\d+)',
    authed,
    canView,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const row = findScoped(ctx, CLAIM_VIEW, session, String(req.params.id));
      if (row.claimStatusCode === 'DELETED') throw notFound(`claimId ${req.params.id} not found`);
      res.json(row);
    }),
  );
  return router;
}
