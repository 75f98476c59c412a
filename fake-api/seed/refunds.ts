/**
 * Refund requests and direct wires, each with a beneficiary (bank details) and 1-3 documents.
 * Requests by transaction id point at real approved transactions of the same merchant.
 */
import { DOWNLOAD_RIGHTS } from '../downloadRights';
import type {
  DocumentStatusCode,
  RefundBeneficiaryRow,
  RefundDocumentRow,
  RefundNoteRow,
  RefundRequestRow,
  RefundRequestStatusCode,
  ShopRow,
  TransactionRow,
} from './types';
import type { Rng } from './random';
import type { FileStore } from './files';
import { COUNTRIES, convertAmount, currencySymbol, DOCUMENT_STATUS_TYPES, DOCUMENT_TYPES } from './reference';
import { makePerson } from './people';
import { bankNameFor } from './banks';
import { DAY, HISTORY_DAYS, HOUR, iso, round2, roundMoney } from './util';
import { REFUND_PAYMENT_REASON } from './serverTexts';

export interface RefundsResult {
  refunds: RefundRequestRow[];
  refundBeneficiaries: RefundBeneficiaryRow[];
  refundDocuments: RefundDocumentRow[];
  refundNotes: RefundNoteRow[];
}

/** Who writes the provider's side of a refund's notes. */
export const REVIEWER = 'refunds@provider.example';

const MESSAGES: Record<RefundRequestStatusCode, string | null> = {
  Pending: null,
  Approved: 'Refund approved; the wire will be sent within 5 business days.',
  Rejected: 'Documents do not match the payer of the original transaction.',
};

export function buildRefunds(
  rng: Rng,
  transactions: readonly TransactionRow[],
  shops: readonly ShopRow[],
  files: FileStore,
  now: number,
  perMerchant: number,
): RefundsResult {
  const result: RefundsResult = { refunds: [], refundBeneficiaries: [], refundDocuments: [], refundNotes: [] };
  const approvedByMerchant = new Map<number, TransactionRow[]>();
  for (const tx of transactions) {
    if (tx.status !== 'APPROVED' || tx.testMode) continue;
    const list = approvedByMerchant.get(tx.merchantId) ?? [];
    list.push(tx);
    approvedByMerchant.set(tx.merchantId, list);
  }
  const merchantIds = [...new Set(shops.map((s) => s.merchantId))];
  const used = new Set<string>();

  for (const merchantId of merchantIds) {
    const pool = approvedByMerchant.get(merchantId) ?? [];
    const merchantShops = shops.filter((s) => s.merchantId === merchantId && s.shopStatusTypeCode === 'ENABLED' && !s.isMasterMerchantShop);
    for (let k = 0; k < perMerchant; k += 1) {
      const byTransaction = pool.length > 0 && rng.bool(0.7);
      const tx = byTransaction ? rng.pick(pool) : null;
      if (tx && used.has(tx.transactionId)) continue;
      if (tx) used.add(tx.transactionId);
      const shop = tx ? (shops.find((s) => s.shopId === tx.shopId) as ShopRow) : rng.pick(merchantShops);
      const country = tx?.country ?? rng.pick(COUNTRIES).countryCode;
      const person = makePerson(country, rng);
      const currency = tx?.currency ?? shop.currencyCode;
      const txAmount = tx?.amount ?? roundMoney(convertAmount(rng.logUniform(50, 2000), 'USD', currency), currency);
      const baseMs = tx?.paidDate ? Date.parse(tx.paidDate) : now - rng.int(1, HISTORY_DAYS - 5) * DAY;
      // A few hours to four days after the payment, and never in the future (nor all at the same instant).
      const requestMs = Math.min(now - rng.int(5, 600) * 60_000, baseMs + rng.int(1, 96) * HOUR);
      // The newest requests are still pending.
      const status: RefundRequestStatusCode =
        now - requestMs < 3 * DAY
          ? 'Pending'
          : rng.weighted([
              ['Pending', 25],
              ['Approved', 55],
              ['Rejected', 20],
            ] as const);
      const directDraw = rng.bool(0.3);
      const refundRequestId = result.refunds.length + 1;
      const beneficiaryId = result.refundBeneficiaries.length + 1;
      const customerName = tx ? `${tx.customerFirstName} ${tx.customerLastName}` : `${person.firstName} ${person.lastName}`;

      result.refunds.push({
        refundRequestId,
        merchantId,
        shopId: shop.shopId,
        shopName: shop.shopName,
        shopLegacyId: shop.shopLegacyId,
        requestDate: iso(requestMs),
        customerName,
        customerEmail: tx?.email ?? person.email,
        transactionId: tx?.transactionId ?? null,
        transactionDate: tx?.createdDate ?? null,
        amountInTransaction: round2(convertAmount(txAmount, currency, 'USD')),
        transactionAmount: tx ? txAmount : null,
        amountToBeRefunded: rng.bool(0.7) ? txAmount : roundMoney(txAmount * rng.float(0.3, 0.9), currency),
        transactionCurrencyCode: currency,
        transactionCurrencySymbol: currencySymbol(currency),
        refundRequestStatusTypeCode: status,
        refundRequestStatusTypeName: status,
        refundMessage: MESSAGES[status],
        approvedDate: status === 'Approved' ? iso(Math.min(now, requestMs + rng.int(12, 72) * HOUR)) : null,
        passportId: tx ? null : person.personalId,
        beneficiaryId,
        // A request that names no pay-in is a direct wire; some by a pay-in are paid as one too.
        isDirectwire: tx ? directDraw : true,
      });

      // The pay-in follows its refund: no second request while this one stands.
      if (tx && status !== 'Rejected') tx.enableRefund = false;
      const note = (text: string, author: string, afterMs: number) =>
        result.refundNotes.push({
          noteId: result.refundNotes.length + 1,
          refundRequestId,
          merchantId,
          createdDate: iso(Math.min(now, requestMs + afterMs)),
          author,
          text,
        });
      if (status === 'Rejected') note(MESSAGES.Rejected as string, REVIEWER, 20 * HOUR);
      if (status === 'Pending' && rng.bool(0.4))
        note('The customer is waiting for this refund; please review it first.', 'merchant', 30 * 60_000);
      if (status === 'Approved') note('Documents checked against the original payment.', REVIEWER, 10 * HOUR);

      const receiving = rng.bool(0.8) ? countryRef(country) : rng.pick(COUNTRIES);
      const beneficiaryCountry = countryRef(country);
      const correspondent = rng.bool(0.25) ? rng.pick(COUNTRIES) : null;
      result.refundBeneficiaries.push({
        beneficiaryId,
        refundRequestId,
        merchantId,
        fullName: customerName,
        address: person.address,
        city: person.city,
        beneficiaryCountryId: beneficiaryCountry.countryId,
        beneficiaryCountryName: beneficiaryCountry.countryName,
        receivingCountryId: receiving.countryId,
        receivingCountryName: receiving.countryName,
        receivingCity: person.city,
        bankName: bankNameFor(receiving.countryCode, rng),
        swift: `${rng.alnum(4)}${receiving.countryCode}${rng.alnum(2)}`,
        accountNumber: rng.digits(rng.int(10, 16)),
        paymentReason: REFUND_PAYMENT_REASON,
        hasCorrespondentBank: correspondent !== null,
        correspondentCountryId: correspondent?.countryId ?? null,
        correspondentCountryName: correspondent?.countryName ?? null,
        correspondentSwift: correspondent ? `${rng.alnum(4)}US${rng.alnum(2)}` : null,
        correspondentBankName: correspondent ? 'Citibank N.A.' : null,
        correspondentAccountNumber: correspondent ? rng.digits(12) : null,
        clabe: receiving.countryCode === 'MX' ? rng.digits(18) : null,
      });

      const docCount = rng.int(1, 3);
      for (let d = 0; d < docCount; d += 1) {
        const type = DOCUMENT_TYPES[d % DOCUMENT_TYPES.length];
        const docStatus: DocumentStatusCode =
          status === 'Approved' ? 'APPROVED' : status === 'Rejected' && d === 0 ? 'REJECTED' : rng.pick(['PENDING', 'APPROVED'] as const);
        const createdMs = Math.min(now, requestMs + d * 10 * 60_000);
        const file = files.pdf(`${type.name.toLowerCase()}-${refundRequestId}.pdf`, merchantId, createdMs, DOWNLOAD_RIGHTS.refundFile);
        result.refundDocuments.push({
          refundRequestDocumentId: result.refundDocuments.length + 1,
          refundRequestId,
          merchantId,
          documentName: file.name,
          documentTypeId: type.documentTypeId,
          description: type.description,
          documentStatusTypeCode: docStatus,
          fileId: file.fileId,
          fileKey: file.fileKey,
          extension: 'pdf',
          createdDate: iso(createdMs),
          documentType: type.name,
          documentStatus: DOCUMENT_STATUS_TYPES.find((s) => s.code === docStatus)?.description ?? docStatus,
        });
      }
    }
  }
  return result;
}

function countryRef(code: string) {
  const found = COUNTRIES.find((c) => c.countryCode === code);
  if (!found) throw new Error(`Unknown country ${code}`);
  return found;
}
