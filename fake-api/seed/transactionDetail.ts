/**
 * The v1 transaction detail (spec 02 §3) derived from a stored row and the rest of the database.
 * Derived, not stored: 100k stored rows stay small, and the detail follows status changes
 * (message, settlement) made by the sandbox tools.
 */
import type { Db, SettlementRow, ShopRow, TransactionDetail, TransactionDetailFields, TransactionRow, TransactionStatus } from './types';
import { convertAmount, PARTNERS } from './reference';
import { placeAt } from './people';
import { bankNameAt } from './banks';
import { round2 } from './util';

export const TRANSACTION_MESSAGES: Readonly<Record<TransactionStatus, string>> = {
  APPROVED: 'Payment approved',
  CANCELLED: 'Payment cancelled by the customer',
  EXPIRED: 'Payment expired before it was completed',
  FAILED: 'Payment failed at the provider',
  MISSING_INFO: 'Customer data incomplete',
  ONHOLD: 'Payment on hold for review',
  PENDING: 'Awaiting payment',
  REJECTED: 'Payment rejected by the issuer',
};

/** FNV-1a: a stable number from the transaction id, to pick derived places and banks. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** City, state and postal code of the customer (stable for a transaction). */
export function customerPlace(row: Pick<TransactionRow, 'transactionId' | 'country'>) {
  return placeAt(row.country, stableHash(row.transactionId));
}

/** The settlement that settled an approved, non-test pay-in: same shop, paid within its period. */
export function settlementOf(row: TransactionRow, settlements: readonly SettlementRow[]): SettlementRow | null {
  if (row.status !== 'APPROVED' || row.testMode || row.paidDate === null) return null;
  const paid = row.paidDate;
  return settlements.find((s) => s.shopId === row.shopId && s.fromDate <= paid && paid <= s.toDate) ?? null;
}

/** The amounts CONVERSION_REPORT reveals: in the shop's currency and in the provider's (USD). */
export function conversionOf(row: Pick<TransactionRow, 'amount' | 'currency'>, shop: Pick<ShopRow, 'currencyCode'> | undefined) {
  const shopCurrency = shop?.currencyCode ?? 'USD';
  return {
    conversionAmount: round2(convertAmount(row.amount, row.currency, shopCurrency)),
    conversionCurrency: shopCurrency,
    pspAmount: round2(convertAmount(row.amount, row.currency, 'USD')),
    pspCurrency: 'USD',
  };
}

export function transactionDetailFields(
  row: TransactionRow,
  shop: ShopRow | undefined,
  settlements: readonly SettlementRow[],
): TransactionDetailFields {
  const hash = stableHash(row.transactionId);
  const place = placeAt(row.country, hash);
  const settlement = settlementOf(row, settlements);
  return {
    ...conversionOf(row, shop),
    settledDate: settlement?.createdDate ?? null,
    message: TRANSACTION_MESSAGES[row.status],
    fileKey: null,
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    bankCountry: row.country,
    bankName: row.channelType === 'ONLINE' ? bankNameAt(row.country, hash >>> 8) : '',
    partnerName: PARTNERS.find((p) => p.partnerId === row.partnerId)?.partnerName ?? '',
    shopLegacyId: shop?.shopLegacyId ?? '',
    shopContactEmail: shop?.contactEmail ?? '',
    processedOnSettlementId: settlement?.settlementId ?? null,
    transactionType: 'PAYIN',
  };
}

/** The full v1 detail: stored row + derived fields. */
export function transactionDetail(row: TransactionRow, db: Pick<Db, 'shops' | 'settlements'>): TransactionDetail {
  const shop = db.shops.find((s) => s.shopId === row.shopId);
  return { ...row, ...transactionDetailFields(row, shop, db.settlements) };
}
