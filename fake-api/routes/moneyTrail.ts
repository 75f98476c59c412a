/**
 * GET /transactions/{id}/money-trail (issue #17, beyond the spec): where a pay-in's money went —
 * its refund requests and refund payments, its claims and chargebacks, the settlement that
 * included it and the withdrawal that paid that settlement out. One call, so the drawer's tab
 * shows the whole trail at once; each part names the id its own screen opens.
 */
import { Router } from 'express';
import { requireAnyPatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { handle } from '../httpError';
import { settlementOf } from '../seed/transactionDetail';
import type { TransactionRow } from '../seed/types';
import { findScoped } from './grid';
import { TRANSACTION_VIEW } from './transactions';

/** Withdrawals that no longer pay anything out. */
const DEAD = new Set(['REJECTED', 'DELETED']);

export function moneyTrailRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    '/transactions/:id/money-trail',
    ctx.auth.requireAuth(),
    requireAnyPatent(['TRANSACTION', 'TRANSACTION_V2'], 'VIEW'),
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const tx = findScoped(ctx, TRANSACTION_VIEW, session, String(req.params.id)) as unknown as TransactionRow;
      const db = ctx.store.db;
      const settlement = settlementOf(tx, db.settlements);
      const withdrawal = settlement
        ? db.withdrawals
            .filter((w) => w.settlements.some((s) => s.settlementId === settlement.settlementId))
            .sort((a, b) => Number(DEAD.has(a.status)) - Number(DEAD.has(b.status)) || b.createdDate.localeCompare(a.createdDate))[0]
        : undefined;
      res.json({
        transactionId: tx.transactionId,
        status: tx.status,
        amount: tx.amount,
        currency: tx.currency,
        paidDate: tx.paidDate,
        refunds: db.refunds
          .filter((r) => r.transactionId === tx.transactionId)
          .map((r) => ({
            refundRequestId: r.refundRequestId,
            requestDate: r.requestDate,
            amount: r.amountToBeRefunded,
            currency: r.transactionCurrencyCode,
            status: r.refundRequestStatusTypeCode,
          })),
        refundPayments: db.transactionRefunds
          .filter((r) => r.transactionId === tx.transactionId)
          .map((r) => ({
            transactionRefundId: r.transactionRefundId,
            createdDate: r.createdDate,
            amount: r.amount,
            currency: r.currencyCode,
            status: r.status,
            isManual: r.isManual,
          })),
        claims: db.claims
          .filter((c) => c.transactionId === tx.transactionId)
          .map((c) => ({
            claimId: c.claimId,
            claimDate: c.claimDate,
            amount: c.amount,
            currency: c.currency,
            status: c.claimStatusCode,
            reason: c.claimReasonName,
            channel: c.paymentChannelTypeCode,
          })),
        settlement: settlement && {
          settlementId: settlement.settlementId,
          shopName: settlement.shopName,
          fromDate: settlement.fromDate,
          toDate: settlement.toDate,
          status: settlement.status,
          payoutAmount: settlement.payoutAmount,
          currencyCode: settlement.currencyCode,
        },
        withdrawal: withdrawal && {
          withdrawalId: withdrawal.withdrawalId,
          status: withdrawal.status,
          createdDate: withdrawal.createdDate,
          paymentDate: withdrawal.paymentDate,
          netAmount: withdrawal.netAmount,
          currencyCode: withdrawal.withdrawalCurrencyCode,
        },
      });
    }),
  );
  return router;
}
