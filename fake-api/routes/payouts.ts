/**
 * Payouts (spec 02 §2 Payouts, §7 "Payouts", "Payout receipt", "Payout import", "Create payout
 * item"): the items and batches grids, exports as report tasks, per-currency net volume, a
 * batch's errors, the receipt of a finished payout, the import of a file and the creation of one
 * payout checked with the form's own country rules (contract/payouts/payoutRules.ts).
 */
import { Router } from 'express';
import { canAccess } from '../../contract/access';
import { FILE_TYPES } from '../../contract/uploadRules';
import { requireAnyPatent, requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery, type GridSpec, type Row } from '../contract';
import { DOWNLOAD_RIGHTS } from '../downloadRights';
import { storeFile } from '../files';
import { HttpError, badRequest, handle, quoted } from '../httpError';
import { textPdf } from '../pdf';
import { receiveUpload } from '../receiveUpload';
import type { PayoutBatchRow, PayoutRow } from '../seed/types';
import { findScoped, getOneHandler, gridHandler, queryCollection, rowsOf, type CollectionView } from './grid';
import { exportLayoutOf } from '../exportFile';
import { createReportTask } from './reportTasks';
import { serverTextFields } from '../seed/serverTexts';
import { createBatch, createPayout, checkPayout } from './payoutWrites';
import type { PayoutImportReply } from '../../contract/wire';
import { readPayoutFile } from './payoutImport';
import { RepeatedFile, batchOfSameFile, checkImport, fileHashOf, referenceRefusal } from './payoutImportCheck';
import { PAYOUT_ITEM_STATUSES } from '../../contract/payouts/statusChangeRules';
import { PAYOUT_BATCH_STATUSES } from './payoutStatus';
import { NewPayoutBody } from '../../contract/writes/payouts';
import { withBody } from '../validation';

const CONVERSION_FIELDS = ['settlementAmount', 'shopCurrencySymbol', 'shopCurrencyCode'] as const;

/** PAYOUT CONVERSION_REPORT shows the settlement amount (spec 02 §2); without it the fields are not sent. */
export const seesPayoutConversion = (session: Session) => canAccess(session.account.role, 'PAYOUT', 'CONVERSION_REPORT');

function withoutConversion(row: Row, session: Session): Row {
  if (seesPayoutConversion(session)) return row;
  const out = { ...row };
  for (const field of CONVERSION_FIELDS) delete out[field];
  return out;
}

const statusList = (allowed: readonly string[]) => (value: string) => {
  const wanted = value
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const bad = wanted.find((s) => !allowed.includes(s));
  if (bad) throw badRequest(`status must be a comma list of ${allowed.join(', ')}`);
  const set = new Set(wanted);
  return { field: 'statusTypeCode', test: (v: unknown) => set.has(v as string) };
};

/** Looking a payout up by its batch or id finds test payouts too. */
const LOOKUP_KEYS = ['payoutBatchId', 'payoutId'];

export const PAYOUT_ITEM_VIEW: CollectionView = {
  collection: 'payouts',
  idField: 'payoutId',
  project: withoutConversion,
  spec: {
    searchFields: ['externalReference', 'accountNumber', 'beneficiaryFirstName', 'beneficiaryLastName', 'payoutId'],
    aliases: { shop: 'shopId' },
    dateSelector: { key: 'dateType', rangePrefix: 'date', fields: ['date', 'paidDate'], fallback: 'date' },
    base: (filters) => {
      const show = filters.showTests;
      if (show !== undefined && show !== 'true' && show !== 'false') throw badRequest('showTests must be true or false');
      if (show === 'true' || LOOKUP_KEYS.some((k) => filters[k])) return null;
      return { field: 'isTestMode', test: (v) => v !== true };
    },
    custom: { showTests: () => null, status: statusList(PAYOUT_ITEM_STATUSES) },
  } satisfies GridSpec,
};

/**
 * A batch as the API shows it: how many of its rows the import refused (the grid says "n of m rows
 * refused"); the refused rows themselves are GET /payouts/{id}/errors, the file's hash stays inside.
 */
function batchShown(row: Row): Row {
  const { importErrors, fileSha256: _hash, ...shown } = row as Row & { importErrors?: unknown[]; fileSha256?: string };
  return { ...shown, refusedRowCount: importErrors?.length ?? 0 };
}

export const PAYOUT_BATCH_VIEW: CollectionView = {
  collection: 'payoutBatches',
  idField: 'payoutBatchId',
  project: batchShown,
  spec: {
    searchFields: ['description', 'originalFilename', 'payoutBatchId'],
    aliases: { shop: 'shopId' },
    dateSelector: { key: 'dateType', rangePrefix: 'date', fields: ['date'], fallback: 'date' },
    custom: { status: statusList(PAYOUT_BATCH_STATUSES) },
  },
};

/** A batch with its payouts[] (spec 02 §3) and the rows its import refused. */
function batchWithItems(ctx: ApiContext) {
  return (row: Row, session: Session): Row => ({
    ...row,
    payouts: rowsOf(ctx, 'payouts')
      .filter((p) => p.payoutBatchId === row.payoutBatchId)
      .map((p) => withoutConversion(p, session)),
  });
}

/** GET /payouts/{id}/errors: the rows the import refused and the payouts that ended in ERROR. */
function batchErrors(ctx: ApiContext, batch: PayoutBatchRow) {
  const refused = (batch.importErrors ?? []).map((e) => ({ ...e, payoutId: null }));
  const failed = (rowsOf(ctx, 'payouts') as unknown as PayoutRow[])
    .filter((p) => p.payoutBatchId === batch.payoutBatchId && p.statusTypeCode === 'ERROR')
    .map((p) => ({ row: null, payoutId: p.payoutId, externalReference: p.externalReference, reason: p.errorReason ?? '' }));
  return { data: [...refused, ...failed] };
}

/** Per currency, the payouts the filters select and their amount (amounts in different currencies are never summed). */
function netVolume(rows: readonly Row[]) {
  const lines = new Map<string, { currencyCode: string; payoutsCount: number; amount: number; finishedAmount: number }>();
  for (const row of rows as unknown as PayoutRow[]) {
    const line = lines.get(row.currencyCode) ?? { currencyCode: row.currencyCode, payoutsCount: 0, amount: 0, finishedAmount: 0 };
    line.payoutsCount += 1;
    line.amount = Math.round((line.amount + row.amount) * 100) / 100;
    if (row.statusTypeCode === 'FINISHED') line.finishedAmount = Math.round((line.finishedAmount + row.amount) * 100) / 100;
    lines.set(row.currencyCode, line);
  }
  return { data: [...lines.values()].sort((a, b) => a.currencyCode.localeCompare(b.currencyCode)) };
}

/** The receipt of a finished payout: a PDF made once, then served by its file key. */
function receiptOf(ctx: ApiContext, payout: PayoutRow): string {
  if (payout.receiptFileKey) return payout.receiptFileKey;
  const lines = [
    'Payout receipt',
    `Payout ${payout.payoutId} - batch ${payout.payoutBatchId}`,
    `Shop: ${payout.shopName}`,
    `Beneficiary: ${payout.beneficiaryFirstName} ${payout.beneficiaryLastName}`,
    `Document: ${payout.documentType} ${payout.documentNumber}`,
    `Bank: ${payout.bankName}`,
    `Account: ${payout.accountNumber}`,
    `Amount: ${payout.amount.toFixed(2)} ${payout.currencyCode}`,
    `External reference: ${payout.externalReference}`,
    `Requested: ${payout.date}`,
    `Paid: ${payout.paidDate ?? '-'}`,
    'Status: FINISHED',
  ];
  const file = storeFile(ctx, {
    name: `payout-receipt-${payout.payoutId}.pdf`,
    contentType: FILE_TYPES.pdf.contentType,
    merchantId: payout.merchantId,
    rights: DOWNLOAD_RIGHTS.payoutReceipt,
    body: textPdf(lines),
  });
  payout.receiptFileKey = file.fileKey;
  ctx.store.changed('payouts');
  return file.fileKey;
}

export function payoutRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const itemsGuard = requirePatent('PAYOUT', 'VIEW');
  const batchGuard = requireAnyPatent(['PAYOUT_BATCH', 'PAYOUT'], 'VIEW');
  /** Spec 02 §6: HIDE_EXPORT on PAYOUT hides every payout export; otherwise EXPORT on the grid's resource. */
  const exportGuard = (resource: 'PAYOUT' | 'PAYOUT_BATCH') =>
    handle((req, _res, next) => {
      const role = sessionOrThrow(req).account.role;
      if (canAccess(role, 'PAYOUT', 'HIDE_EXPORT')) throw new HttpError(403, 'Forbidden: payout exports are hidden for this role');
      if (!canAccess(role, resource, 'EXPORT')) throw new HttpError(403, `Forbidden: ${resource} EXPORT required`);
      next();
    });
  const exportOf = (view: CollectionView, typeName: string, prefix: string) =>
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const rows = queryCollection(ctx, view, session, parseGridQuery(req.query, { export: true })).data;
      res.json({ reportTaskId: createReportTask(ctx, session, typeName, prefix, rows, exportLayoutOf(req.query)) });
    });

  // Fixed paths before `/:id`, or "items" and "export" would be read as ids.
  router.get('/payouts/items/export', authed, exportGuard('PAYOUT'), exportOf(PAYOUT_ITEM_VIEW, 'Payout items report', 'payout-items'));
  router.get('/payouts/export', authed, exportGuard('PAYOUT_BATCH'), exportOf(PAYOUT_BATCH_VIEW, 'Payouts report', 'payouts'));
  router.get(
    '/payouts/net-volume',
    authed,
    itemsGuard,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      res.json(netVolume(queryCollection(ctx, PAYOUT_ITEM_VIEW, session, parseGridQuery(req.query, { export: true })).data));
    }),
  );
  router.get(
    '/payouts/items/receipt/:id',
    authed,
    requirePatent('PAYOUT', 'DOWNLOAD_FILE'),
    handle((req, res) => {
      const payout = findScoped(ctx, PAYOUT_ITEM_VIEW, sessionOrThrow(req), String(req.params.id)) as unknown as PayoutRow;
      if (payout.statusTypeCode !== 'FINISHED')
        throw badRequest(`A receipt exists only for FINISHED payouts; payout ${payout.payoutId} is ${payout.statusTypeCode}`);
      res.json({ fileKey: receiptOf(ctx, payout) });
    }),
  );
  router.get('/payouts/items', authed, itemsGuard, gridHandler(ctx, PAYOUT_ITEM_VIEW));
  router.post(
    '/payouts/items',
    authed,
    requirePatent('PAYOUT', 'ADD'),
    withBody(NewPayoutBody, (body, req, res) => {
      const session = sessionOrThrow(req);
      const input = checkPayout(ctx, session, body);
      const repeated = referenceRefusal(ctx, input.shop, String(input.values.externalReference ?? '').trim());
      if (repeated) throw repeated;
      const batch = createBatch(ctx, session, input.shop, {
        described: input.values.externalReference
          ? serverTextFields('description', 'PAYOUT_CREATED', { reference: String(input.values.externalReference) })
          : serverTextFields('description', 'PAYOUT_CREATED_IN_APP'),
      });
      const payout = createPayout(ctx, batch, input);
      res.status(201).json(withoutConversion(payout as unknown as Row, session));
    }),
  );
  router.get('/payouts/items/:id', authed, itemsGuard, getOneHandler(ctx, PAYOUT_ITEM_VIEW));

  router.get('/payouts', authed, batchGuard, gridHandler(ctx, PAYOUT_BATCH_VIEW));
  router.post(
    '/payouts',
    authed,
    requirePatent('PAYOUT', 'ADD'),
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const shopId = Number(req.query.shopId);
      const shop = ctx.store.db.shops.find((s) => s.shopId === shopId && session.merchantIds.has(s.merchantId));
      if (!req.query.shopId) throw badRequest('shopId is required: the shop the payouts are paid from');
      if (!shop) throw badRequest(`shopId ${quoted(req.query.shopId)} is not one of your shops`);
      const preview = req.query.preview;
      if (preview !== undefined && preview !== 'true' && preview !== 'false') throw badRequest('preview must be true or false');
      const upload = await receiveUpload(ctx, req, session, 'spreadsheet');
      const lines = await readPayoutFile(upload.type, upload.bytes);
      const hash = fileHashOf(upload.bytes);
      const earlier = batchOfSameFile(ctx, shop, hash);
      if (earlier) {
        const refusal = new RepeatedFile(earlier, upload.name);
        res.status(refusal.status).json(refusal.body());
        return;
      }
      const checked = checkImport(ctx, session, shop, upload.name, lines);
      if (preview === 'true') {
        res.json(checked.preview);
        return;
      }
      const file = storeFile(ctx, {
        name: upload.name,
        contentType: FILE_TYPES[upload.type].contentType,
        merchantId: shop.merchantId,
        rights: DOWNLOAD_RIGHTS.payoutImport,
        body: upload.bytes,
        kind: upload.kind,
      });
      const { rows } = checked.preview;
      const batch = createBatch(ctx, session, shop, {
        described: serverTextFields('description', 'PAYOUT_IMPORT', { file: upload.name }),
        file: { fileId: file.fileId, fileKey: file.fileKey, originalFilename: upload.name },
        fileSha256: hash,
        rowCount: lines.length,
        importErrors: rows
          .filter((r) => r.result === 'Error')
          .map(({ row, externalReference, reason, field, problem }) => ({ row, externalReference, reason, field, problem })),
      });
      const created = checked.accepted.map((input) => createPayout(ctx, batch, input));
      let next = 0;
      for (const result of rows) if (result.result === 'Successful') result.payoutId = created[next++].payoutId;
      const reply: PayoutImportReply = { ...checked.preview, payoutBatchId: batch.payoutBatchId, statusTypeCode: batch.statusTypeCode };
      res.status(201).json(reply);
    }),
  );
  router.get(
    '/payouts/:id/errors',
    authed,
    batchGuard,
    handle((req, res) => {
      const batch = findScoped(ctx, PAYOUT_BATCH_VIEW, sessionOrThrow(req), String(req.params.id)) as unknown as PayoutBatchRow;
      res.json(batchErrors(ctx, batch));
    }),
  );
  router.get('/payouts/:id', authed, batchGuard, getOneHandler(ctx, PAYOUT_BATCH_VIEW, batchWithItems(ctx)));
  return router;
}
