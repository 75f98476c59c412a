/**
 * Payment methods (spec 02 §2 "Payment methods", §3 "Payment method", §7): the catalogue grid
 * with the screen's filter names, and the export as a report task. Served in front of
 * generic.ts, whose GET /payment-methods/{id} still answers the detail drawer.
 */
import { Router } from 'express';
import { requirePatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery, type Row } from '../contract';
import { handle } from '../httpError';
import { gridHandler, queryCollection, type CollectionView } from './grid';
import { exportLayoutOf } from '../exportFile';
import { createReportTask } from './reportTasks';
import { PAYMENT_METHODS_REPORT } from '../seed/reference';

/** The catalogue is shared by every merchant: it is not scoped (the rows carry no merchantId). */
export const PAYMENT_METHOD_VIEW: CollectionView = {
  collection: 'paymentMethods',
  idField: 'paymentMethodId',
  unscoped: true,
  spec: {
    // The screen's search box looks a method up by its name.
    searchFields: ['name'],
    aliases: { country: 'countryCode', channel: 'paymentChannelTypeCode', currency: 'localCurrencyCode' },
  },
};

/** The report's columns: the fields of spec 02 §3 "Payment method", in the grid's order. */
export const PAYMENT_METHOD_CSV_COLUMNS = [
  'paymentMethodId',
  'name',
  'paymentMethodLegacyId',
  'countryName',
  'minAmount',
  'maxAmount',
  'paymentChannelTypeName',
  'localCurrencyCode',
] as const;

export const PAYMENT_METHOD_REPORT_NAME = PAYMENT_METHODS_REPORT;

const reportRow = (row: Row): Row => Object.fromEntries(PAYMENT_METHOD_CSV_COLUMNS.map((column) => [column, row[column]]));

export function paymentMethodRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();

  // Before the generic `/payment-methods/:id`, or "export" would be read as an id.
  router.get(
    '/payment-methods/export',
    authed,
    requirePatent('PAYMENT_METHOD', 'EXPORT'),
    handle((req, res) => {
      const session = sessionOrThrow(req);
      // Spec 02 §7: an export is the grid's filters with pageIndex 0 and pageSize 0 (every row).
      const q = parseGridQuery(req.query, { export: true });
      const rows = queryCollection(ctx, PAYMENT_METHOD_VIEW, session, q).data.map(reportRow);
      res.json({
        reportTaskId: createReportTask(ctx, session, PAYMENT_METHOD_REPORT_NAME, 'payment-methods', rows, exportLayoutOf(req.query)),
      });
    }),
  );
  router.get('/payment-methods', authed, requirePatent('PAYMENT_METHOD', 'VIEW'), gridHandler(ctx, PAYMENT_METHOD_VIEW));
  return router;
}
