/** Refund payments (TRANSACTION_REFUND_PAYMENT) linked to approved transactions. */
import type { ShopRow, TransactionRefundRow, TransactionRefundStatus, TransactionRow } from './types';
import type { Rng } from './random';
import { bankNameFor } from './banks';
import { PARTNERS } from './reference';
import { DAY, iso, roundMoney } from './util';
import { SERVER_WORDS } from './serverTexts';

const STATUS_WEIGHTS: readonly (readonly [TransactionRefundStatus, number])[] = [
  ['CREATED', 20],
  ['APPROVED', 15],
  ['PAID', 40],
  ['CANCELLED', 10],
  ['RETURNED_PAYMENT', 8],
  ['ERROR', 7],
];

/** What a merchant types as a refund's reason: free text, never one of the catalog's claim reasons. */
const REASONS = SERVER_WORDS.refundReasons;

const ERRORS = ['Beneficiary account closed', 'Invalid Pix key', 'Bank rejected the transfer'];

export function buildTransactionRefunds(
  rng: Rng,
  transactions: readonly TransactionRow[],
  shops: readonly ShopRow[],
  now: number,
  excluded: ReadonlySet<string>,
): TransactionRefundRow[] {
  const rows: TransactionRefundRow[] = [];
  const shopById = new Map(shops.map((s) => [s.shopId, s]));
  const eligible = transactions.filter(
    (tx): tx is TransactionRow & { paidDate: string } =>
      tx.status === 'APPROVED' && tx.paidDate !== null && !excluded.has(tx.transactionId),
  );
  // 1.5% at demo scale; a small seed (tests, 600 pay-ins) still gets about 24 rows, so the screen
  // is never empty on a day whose draws happen to skip every approved pay-in.
  const rate = Math.min(1, Math.max(0.015, 24 / Math.max(1, eligible.length)));
  for (const tx of eligible) {
    if (!rng.bool(rate)) continue;
    const paidMs = Date.parse(tx.paidDate);
    const createdMs = paidMs + Math.floor(rng.next() * Math.min(10 * DAY, Math.max(0, now - paidMs)));
    const status = rng.weighted(STATUS_WEIGHTS);
    const partial = rng.bool(0.25);
    const amount = partial ? roundMoney(tx.amount * rng.float(0.2, 0.9), tx.currency) : tx.amount;
    const isPix = tx.country === 'BR' && tx.paymentMethodName === 'Pix';
    const shop = shopById.get(tx.shopId);
    // The pay-in follows its refund: no second request while this one stands.
    if (status !== 'CANCELLED') tx.enableRefund = false;
    rows.push({
      transactionRefundId: rows.length + 1,
      transactionId: tx.transactionId,
      merchantId: tx.merchantId,
      shopId: tx.shopId,
      shopName: tx.shopName,
      createdDate: iso(createdMs),
      partnerName: PARTNERS.find((p) => p.partnerId === tx.partnerId)?.partnerName ?? '',
      paymentMethodName: tx.paymentMethodName,
      transactionAmount: tx.amount,
      currencyCode: tx.currency,
      uniqueIdentifier: `E2E${rng.digits(8)}${rng.alnum(12)}`,
      reason: rng.pick(REASONS),
      status,
      amount,
      refundFee: shop?.noRefundFee ? 0 : roundMoney(amount * 0.01, tx.currency),
      errorMessage: status === 'ERROR' ? rng.pick(ERRORS) : null,
      editedByUser: status === 'CREATED' ? null : 'ops@provider.example',
      buyerFullName: `${tx.customerFirstName} ${tx.customerLastName}`,
      buyerPersonalId: tx.personalId,
      buyerEmail: tx.email,
      payerFullName: `${tx.customerFirstName} ${tx.customerLastName}`,
      payerPersonalId: tx.personalId,
      bankName: bankNameFor(tx.country, rng),
      agencyNumber: rng.digits(4),
      accountNumber: rng.digits(10),
      pixKey: isPix ? tx.email : null,
      isManual: rng.bool(0.2),
    });
  }
  return rows;
}
