/** Claims (chargebacks) raised on approved transactions, after their payment date. */
import type { ClaimRow, ClaimStatusCode, TransactionRow } from './types';
import type { Rng } from './random';
import { CLAIM_REASON_TYPES, CLAIM_STATUS_TYPES } from './reference';
import { DAY, HOUR, iso } from './util';

const STATUS_WEIGHTS: readonly (readonly [ClaimStatusCode, number])[] = [
  ['OPEN', 34],
  ['AGAINST_MERCHANT', 20],
  ['IN_FAVOR_MERCHANT', 24],
  ['REFUNDING', 8],
  ['REFUNDING_ERROR', 4],
  ['DELETED', 6],
];

const BRAZIL_REASONS = ['PAYER_CPF_NOT_EQUAL', 'PAYER_AMOUNT_NOT_EQUAL', 'PAYER_CNPJ', 'PAYER_CPF_BLACKLISTED'];
const OTHER_REASONS = ['FRAUD', 'PRODUCT_NOT_RECEIVED', 'DUPLICATE_PAYMENT', 'PAYER_AMOUNT_NOT_EQUAL'];

export function buildClaims(rng: Rng, transactions: readonly TransactionRow[], now: number): ClaimRow[] {
  const rows: ClaimRow[] = [];
  for (const tx of transactions) {
    if (tx.status !== 'APPROVED' || tx.testMode || tx.paidDate === null) continue;
    const isCard = tx.channelType === 'CREDITCARD' || tx.channelType === 'CREDITCARD_CASH';
    if (!rng.bool(isCard ? 0.08 : 0.025)) continue;
    const paidMs = Date.parse(tx.paidDate);
    const claimMs = paidMs + Math.floor(rng.next() * Math.min(20 * DAY, Math.max(0, now - paidMs)));
    const status = rng.weighted(STATUS_WEIGHTS);
    const resolved = status === 'AGAINST_MERCHANT' || status === 'IN_FAVOR_MERCHANT' || status === 'DELETED';
    const processedMs = resolved ? Math.min(now, claimMs + rng.int(1, 240) * HOUR) : null;
    const reasonCode = rng.pick(tx.country === 'BR' ? BRAZIL_REASONS : OTHER_REASONS);
    rows.push({
      claimId: rows.length + 1,
      merchantId: tx.merchantId,
      claimDate: iso(claimMs),
      shopId: tx.shopId,
      shopName: tx.shopName,
      transactionId: tx.transactionId,
      trackingId: tx.trackingId,
      amount: tx.amount,
      currency: tx.currency,
      cardNumber: tx.cardNumber,
      transactionDate: tx.createdDate,
      claimStatusCode: status,
      claimStatusName: CLAIM_STATUS_TYPES.find((s) => s.code === status)?.name ?? status,
      processedDate: processedMs === null ? null : iso(processedMs),
      customerName: `${tx.customerFirstName} ${tx.customerLastName}`,
      transactionEmail: tx.email,
      claimReasonCode: reasonCode,
      claimReasonName: CLAIM_REASON_TYPES.find((r) => r.code === reasonCode)?.description ?? reasonCode,
      paymentMethodId: tx.paymentMethodId,
      paymentMethodName: tx.paymentMethodName,
      paymentMethodFileKey: tx.paymentMethodFileKey,
      paymentChannelTypeCode: tx.channelType,
      countryCode: tx.country,
    });
  }
  return rows;
}
