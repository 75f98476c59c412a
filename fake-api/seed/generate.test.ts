import { beforeAll, describe, expect, it } from 'vitest';
import { generateSeed } from './generate';
import { COLLECTION_IDS, type CollectionName, type Db } from './types';
import {
  CLAIM_STATUS_TYPES,
  COUNTRIES,
  currencyForCountry,
  PAYOUT_STATUS_TYPES,
  REFUND_STATUS_TYPES,
  TRANSACTION_REFUND_STATUSES,
  TRANSACTION_STATUSES,
  WITHDRAWAL_STATUSES,
} from './reference';
import { settlementOf, transactionDetail } from './transactionDetail';

const NOW = new Date('2026-11-21T15:30:00.000Z');
const TODAY_START = '2026-11-21T00:00:00.000Z';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function close(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThan(0.011);
}

let db: Db;

beforeAll(() => {
  db = generateSeed({ seed: 42, transactions: 5000, now: NOW });
});

describe('generateSeed determinism', () => {
  it('gives identical JSON for the same seed and now', () => {
    const a = JSON.stringify(generateSeed({ seed: 7, transactions: 1500, now: NOW }));
    const b = JSON.stringify(generateSeed({ seed: 7, transactions: 1500, now: NOW }));
    expect(a).toBe(b);
  });

  it('gives different data for another seed', () => {
    const a = generateSeed({ seed: 7, transactions: 300, now: NOW });
    const b = generateSeed({ seed: 8, transactions: 300, now: NOW });
    expect(a.transactions[0].transactionId).not.toBe(b.transactions[0].transactionId);
  });

  it('records seed, scale and seed time in meta', () => {
    expect(db.meta).toEqual({ seed: 42, scale: 5000, seededAt: NOW.toISOString() });
  });
});

describe('merchants and shops', () => {
  it('follows the shared merchant facts', () => {
    const kinds = Object.fromEntries(db.merchants.map((m) => [m.merchantId, [m.hierarchyTypeCode, m.superMerchantId]]));
    expect(kinds).toEqual({
      1: ['SUPERMERCHANT', null],
      2: ['SUBMERCHANT', 1],
      3: ['SUBMERCHANT', 1],
      4: ['MERCHANT', null],
      5: ['MERCHANT', null],
    });
    expect(db.merchants.find((m) => m.merchantId === 1)?.merchantName).toBe('Andes Holdings');
  });

  it('gives each merchant 2-4 shops, some disabled, a master-merchant shop on merchant 1', () => {
    for (const m of db.merchants) {
      const count = db.shops.filter((s) => s.merchantId === m.merchantId).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
    expect(db.shops.some((s) => s.shopStatusTypeCode === 'DISABLED')).toBe(true);
    expect(db.shops.filter((s) => s.isMasterMerchantShop).map((s) => s.merchantId)).toEqual([1]);
  });

  it('lists submerchants 2 and 3 under merchant 1', () => {
    expect(db.submerchants.map((s) => [s.merchantId, s.superMerchantId])).toEqual([
      [2, 1],
      [3, 1],
    ]);
  });

  it('has about 40 payment methods covering every country, with logo files', () => {
    expect(db.paymentMethods.length).toBeGreaterThanOrEqual(35);
    const fileKeys = new Set(db.files.map((f) => f.fileKey));
    for (const c of COUNTRIES) expect(db.paymentMethods.some((p) => p.countryCode === c.countryCode)).toBe(true);
    for (const p of db.paymentMethods) {
      expect(fileKeys.has(p.paymentMethodFileKey)).toBe(true);
      expect(p.minAmount).toBeLessThan(p.maxAmount);
      expect(p.localCurrencyCode).toBe(currencyForCountry(p.countryCode));
    }
  });
});

describe('ids', () => {
  it('are unique in every collection', () => {
    for (const [name, idField] of Object.entries(COLLECTION_IDS) as [CollectionName, string][]) {
      const rows = db[name] as unknown as Record<string, unknown>[];
      const ids = rows.map((r) => r[idField]);
      expect(
        ids.every((id) => id !== undefined && id !== null),
        `${name}.${idField} present`,
      ).toBe(true);
      expect(new Set(ids).size, `${name} ids unique`).toBe(ids.length);
    }
  });

  it('carry merchantId on merchant-owned rows', () => {
    const owned: CollectionName[] = [
      'transactions',
      'claims',
      'payouts',
      'payoutBatches',
      'refunds',
      'refundBeneficiaries',
      'refundDocuments',
      'transactionRefunds',
      'notifications',
      'settlements',
      'withdrawals',
      'bankWithdrawals',
      'bankStatements',
      'topUps',
      'paywalls',
      'submerchants',
      'merchantWhitelabels',
      'shopWhitelabels',
      'reportTasks',
    ];
    for (const name of owned) {
      const rows = db[name] as unknown as { merchantId: unknown }[];
      expect(rows.length, `${name} not empty`).toBeGreaterThan(0);
      expect(
        rows.every((r) => typeof r.merchantId === 'number'),
        `${name}.merchantId`,
      ).toBe(true);
    }
  });
});

describe('transactions', () => {
  it('has the requested count, UUID ids, all statuses and all countries', () => {
    expect(db.transactions).toHaveLength(5000);
    expect(db.transactions.every((t) => UUID.test(t.transactionId))).toBe(true);
    expect(new Set(db.transactions.map((t) => t.status))).toEqual(new Set(TRANSACTION_STATUSES));
    expect(new Set(db.transactions.map((t) => t.country))).toEqual(new Set(COUNTRIES.map((c) => c.countryCode)));
    const approved = db.transactions.filter((t) => t.status === 'APPROVED').length;
    expect(approved).toBeGreaterThan(db.transactions.length / 2);
  });

  it('uses the country currency and a payment method of that country', () => {
    const methods = new Map(db.paymentMethods.map((p) => [p.paymentMethodId, p]));
    const wrong = db.transactions.filter((t) => {
      const method = methods.get(t.paymentMethodId);
      return (
        t.currency !== currencyForCountry(t.country) ||
        method?.countryCode !== t.country ||
        t.channelType !== method.paymentChannelTypeCode ||
        t.paymentMethodName !== method.name
      );
    });
    expect(wrong).toEqual([]);
  });

  it('belongs to the merchant of its shop', () => {
    const shops = new Map(db.shops.map((s) => [s.shopId, s]));
    const wrong = db.transactions.filter(
      (t) => shops.get(t.shopId)?.merchantId !== t.merchantId || shops.get(t.shopId)?.shopName !== t.shopName,
    );
    expect(wrong).toEqual([]);
  });

  it('has dates that fit the status, none after the seed time', () => {
    const now = NOW.toISOString();
    // A pay-in with a standing refund (a request not rejected, a payment not cancelled) offers no other.
    const refunded = new Set([
      ...db.refunds.filter((r) => r.refundRequestStatusTypeCode !== 'Rejected').map((r) => r.transactionId),
      ...db.transactionRefunds.filter((r) => r.status !== 'CANCELLED').map((r) => r.transactionId),
    ]);
    const wrong = db.transactions.filter((t) => {
      const paidOk =
        t.status === 'APPROVED' ? t.paidDate !== null && t.paidDate >= t.createdDate && t.paidDate <= now : t.paidDate === null;
      const expiredOk = (t.status === 'EXPIRED') === (t.expiredDate !== null);
      return (
        !paidOk ||
        !expiredOk ||
        t.operativeDate < t.createdDate ||
        t.createdDate > now ||
        t.operativeDate > now ||
        t.enableRefund !== (t.status === 'APPROVED' && !refunded.has(t.transactionId)) ||
        t.pendingStatusUpdate !== null
      );
    });
    expect(wrong).toEqual([]);
  });

  it('puts dozens of non-test rows today for the super-merchant scope and for merchant 4', () => {
    const today = db.transactions.filter((t) => t.createdDate >= TODAY_START && !t.testMode);
    expect(today.filter((t) => t.merchantId <= 3).length).toBeGreaterThanOrEqual(24);
    expect(today.filter((t) => t.merchantId === 4).length).toBeGreaterThanOrEqual(24);
  });

  it('includes some test-mode rows and every origin', () => {
    expect(db.transactions.some((t) => t.testMode)).toBe(true);
    expect(new Set(db.transactions.map((t) => t.origin))).toEqual(new Set(['API_PAYMENT', 'PAYMENT_LINK', 'PAYMENT_EMAIL']));
  });

  it('derives the v1 detail, linking settled pay-ins to their settlement', () => {
    const settled = db.transactions.find((t) => settlementOf(t, db.settlements) !== null);
    expect(settled).toBeDefined();
    const detail = transactionDetail(settled!, db);
    const settlement = db.settlements.find((s) => s.settlementId === detail.processedOnSettlementId);
    expect(settlement?.shopId).toBe(settled!.shopId);
    expect(detail.settledDate).toBe(settlement?.createdDate);
    expect(detail.conversionCurrency).toBe(db.shops.find((s) => s.shopId === settled!.shopId)?.currencyCode);
    expect(detail.message).toBe('Payment approved');
    const pending = db.transactions.find((t) => t.status === 'PENDING')!;
    expect(transactionDetail(pending, db).processedOnSettlementId).toBeNull();
  });
});

describe('linked collections', () => {
  it('raises claims only on approved transactions, after payment', () => {
    const txs = new Map(db.transactions.map((t) => [t.transactionId, t]));
    const codes = new Set(CLAIM_STATUS_TYPES.map((s) => s.code));
    expect(db.claims.length).toBeGreaterThan(0);
    for (const c of db.claims) {
      const tx = txs.get(c.transactionId);
      expect(tx?.status).toBe('APPROVED');
      expect(tx?.merchantId).toBe(c.merchantId);
      expect(c.claimDate >= (tx?.paidDate as string)).toBe(true);
      expect(codes.has(c.claimStatusCode)).toBe(true);
    }
  });

  it('links refund payments to real approved transactions', () => {
    const txs = new Map(db.transactions.map((t) => [t.transactionId, t]));
    const statuses = new Set(TRANSACTION_REFUND_STATUSES);
    expect(db.transactionRefunds.length).toBeGreaterThan(0);
    for (const r of db.transactionRefunds) {
      expect(txs.get(r.transactionId)?.status).toBe('APPROVED');
      expect(txs.get(r.transactionId)?.merchantId).toBe(r.merchantId);
      expect(statuses.has(r.status)).toBe(true);
      expect(r.amount).toBeLessThanOrEqual(r.transactionAmount);
    }
    expect(new Set(db.transactionRefunds.map((r) => r.transactionId)).size).toBe(db.transactionRefunds.length);
  });

  it('builds payout batches with items in allowed statuses, errors with reasons', () => {
    const itemCodes = new Set(PAYOUT_STATUS_TYPES.filter((s) => s.entityType === 'PAYOUT').map((s) => s.payoutStatusTypeCode));
    const batchCodes = new Set(PAYOUT_STATUS_TYPES.filter((s) => s.entityType === 'PAYOUTBATCH').map((s) => s.payoutStatusTypeCode));
    for (const b of db.payoutBatches) {
      expect(batchCodes.has(b.statusTypeCode)).toBe(true);
      expect(db.payouts.filter((p) => p.payoutBatchId === b.payoutBatchId)).toHaveLength(b.rowCount);
    }
    for (const p of db.payouts) {
      expect(itemCodes.has(p.statusTypeCode)).toBe(true);
      expect(p.errorReason !== null).toBe(p.statusTypeCode === 'ERROR');
      expect(p.currencyCode).toBe(currencyForCountry(p.country));
    }
    for (const code of ['PENDING', 'PROCESSED', 'FINISHED', 'ERROR']) {
      expect(
        db.payouts.some((p) => p.statusTypeCode === code),
        code,
      ).toBe(true);
    }
  });

  it('builds refund requests with beneficiaries, documents and direct wires', () => {
    const codes = new Set(REFUND_STATUS_TYPES.map((s) => s.code));
    const fileKeys = new Set(db.files.map((f) => f.fileKey));
    expect(new Set(db.refunds.map((r) => r.refundRequestStatusTypeCode))).toEqual(codes);
    expect(db.refunds.some((r) => r.isDirectwire)).toBe(true);
    for (const r of db.refunds) {
      expect(db.refundBeneficiaries.find((b) => b.beneficiaryId === r.beneficiaryId)?.refundRequestId).toBe(r.refundRequestId);
      expect(db.refundDocuments.some((d) => d.refundRequestId === r.refundRequestId)).toBe(true);
      expect(r.transactionId !== null || r.passportId !== null).toBe(true);
    }
    for (const d of db.refundDocuments) expect(fileKeys.has(d.fileKey)).toBe(true);
  });

  it('logs notifications for recent transactions with JSON bodies', () => {
    const txs = new Map(db.transactions.map((t) => [t.transactionId, t]));
    expect(db.notifications.length).toBeGreaterThan(0);
    for (const n of db.notifications) {
      expect(txs.get(n.transactionID)?.merchantId).toBe(n.merchantId);
      expect(JSON.parse(n.networkOperationRequestBody).transactionId).toBe(n.transactionID);
    }
  });

  it('links some paywalls to the transaction that used them', () => {
    const txs = new Map(db.transactions.map((t) => [t.transactionId, t]));
    const used = db.paywalls.filter((p) => p.transactionID !== null);
    expect(used.length).toBeGreaterThan(0);
    expect(db.paywalls.some((p) => p.transactionID === null)).toBe(true);
    expect(new Set(db.paywalls.map((p) => p.shopPaymentType))).toEqual(new Set(['link', 'email']));
    for (const p of used) expect(txs.get(p.transactionID as string)?.shopId).toBe(p.shopId);
    expect(db.paywalls.some((p) => p.createdDate >= TODAY_START)).toBe(true);
  });

  it('keeps every shop-bound row with its shop merchant', () => {
    const shops = new Map(db.shops.map((s) => [s.shopId, s.merchantId]));
    const collections = [
      db.claims,
      db.payouts,
      db.payoutBatches,
      db.refunds,
      db.transactionRefunds,
      db.settlements,
      db.topUps,
      db.paywalls,
      db.bankWithdrawals,
      db.shopWhitelabels,
      db.notifications,
    ];
    for (const rows of collections) {
      expect(rows.filter((r: { shopId: number; merchantId: number }) => shops.get(r.shopId) !== r.merchantId)).toEqual([]);
    }
  });
});

describe('money coherence', () => {
  it('settlement sums hold to the cent', () => {
    expect(db.settlements.length).toBeGreaterThan(0);
    for (const s of db.settlements) {
      close(s.grossAmount, s.netTurnover + s.transactionsFee);
      close(
        s.payoutAmount,
        s.netTurnover - s.refunds - s.totalPayoutFee - s.netRollingReserve - s.claimsCurrentPeriod - s.claims - s.otherFees - s.taxes,
      );
      close(s.fees, s.transactionsFee + s.totalPayoutFee + s.otherFees);
      close(s.availableBalance, s.payoutAmount - s.withdrawals);
      expect(s.isPaid).toBe(s.status === 'PAID');
      expect(s.fromDate < s.toDate).toBe(true);
    }
  });

  it('settlement turnover equals its settled pay-ins converted to the shop currency', () => {
    const s = db.settlements.find((x) => x.transactionCount > 3)!;
    const settled = db.transactions.filter((t) => settlementOf(t, db.settlements)?.settlementId === s.settlementId);
    expect(settled).toHaveLength(s.transactionCount);
    const conversion = settled.reduce((sum, t) => sum + transactionDetail(t, db).conversionAmount, 0);
    expect(Math.abs(conversion - s.grossAmount)).toBeLessThan(0.01 * settled.length + 0.01);
  });

  it('withdrawals add up and use known statuses', () => {
    const codes = new Set(WITHDRAWAL_STATUSES.map((s) => s.code));
    expect(db.withdrawals.length).toBeGreaterThan(0);
    for (const w of db.withdrawals) {
      expect(codes.has(w.status)).toBe(true);
      close(
        w.amount,
        w.settlements.reduce((sum, s) => sum + s.amount, 0),
      );
      close(w.netAmount, w.amount - w.fee + w.withdrawalAdjustments.reduce((sum, a) => sum + a.amount, 0));
      expect(w.transactions.length).toBeGreaterThanOrEqual(w.settlements.length);
    }
    expect(db.withdrawals.some((w) => w.transactions.some((t) => t.type === 'REVERSE'))).toBe(true);
  });

  it('top-up exchange amounts follow their rates', () => {
    for (const t of db.topUps) {
      close(t.amountExchange, t.amount * t.rateExchange);
      expect(Math.abs(t.exchangeAmount - t.amountExchange * t.exchangeRate)).toBeLessThan(0.01 * Math.max(1, t.exchangeRate));
    }
  });
});

describe('adjustment movements', () => {
  it('hold every top-up and some manual adjustments, numbered by date', () => {
    const fromTopUps = db.adjustmentMovements.filter((m) => m.adjustmentTypeCode === 'TOP_UP');
    expect(fromTopUps.map((m) => m.topUpId).sort((a, b) => Number(a) - Number(b))).toEqual(db.topUps.map((t) => t.topUpId));
    expect(db.adjustmentMovements.some((m) => m.adjustmentTypeCode === 'ADJUSTMENT')).toBe(true);
    const dates = db.adjustmentMovements.map((m) => m.date);
    expect(dates).toEqual([...dates].sort());
    expect(db.adjustmentMovements.map((m) => m.adjustmentMovementId)).toEqual(db.adjustmentMovements.map((_m, i) => i + 1));
  });

  it('use only the spec’s currencies (no EUR)', () => {
    for (const m of db.adjustmentMovements) expect([m.currency, m.currencyExchange, m.currencySecondExchange]).not.toContain('EUR');
  });
});

describe('the rest', () => {
  it('has finished report tasks with files and one with an error', () => {
    const fileKeys = new Set(db.files.map((f) => f.fileKey));
    const finished = db.reportTasks.filter((r) => r.isFinished && !r.hasError);
    expect(finished.length).toBeGreaterThan(2);
    for (const r of finished) expect(fileKeys.has(r.fileKey as string)).toBe(true);
    const failed = db.reportTasks.filter((r) => r.hasError);
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed.every((r) => r.errorMessage && r.fileKey === null)).toBe(true);
  });

  it('marks the disclaimer accepted for super, viewer, staff and support only', () => {
    const accepted = Object.fromEntries(db.disclaimers.map((d) => [d.email, d.acceptedDate !== null]));
    expect(accepted).toEqual({
      'super@demo.test': true,
      'viewer@demo.test': true,
      'staff@demo.test': true,
      'support@demo.test': true,
      'merchant@demo.test': false,
      '2fa@demo.test': false,
    });
  });

  it('has white-label settings for every merchant and shop', () => {
    expect(db.merchantWhitelabels.map((w) => w.merchantId)).toEqual(db.merchants.map((m) => m.merchantId));
    expect(db.shopWhitelabels.map((w) => w.shopId)).toEqual(db.shops.map((s) => s.shopId));
  });
});

describe('scale', () => {
  it('generates 20,000 transactions quickly', () => {
    const started = performance.now();
    const big = generateSeed({ seed: 3, transactions: 20_000, now: NOW });
    const elapsed = performance.now() - started;
    expect(big.transactions).toHaveLength(20_000);
    // Generous bound: the machine runs other jobs; alone this takes well under a second.
    expect(elapsed).toBeLessThan(10_000);
  }, 30_000);
});
