/**
 * Payout batches (uploaded files) and their payout items. Batch status follows its items:
 * today's batches are ACCEPTED/PENDING, a recent one PROCESSED, older ones FINISHED, and a few
 * whole files were rejected (ERROR, every item ERROR with the reason).
 */
import { DOWNLOAD_RIGHTS } from '../downloadRights';
import type { MerchantRow, PayoutBatchRow, PayoutBatchStatusCode, PayoutRow, PayoutStatusCode, ShopRow } from './types';
import type { Rng } from './random';
import type { FileStore } from './files';
import {
  convertAmount,
  currencyForCountry,
  currencySymbol,
  PAYOUT_DOCUMENT_TYPES,
  PAYOUT_ERROR_REASONS,
  PAYOUT_STATUS_TYPES,
} from './reference';
import { makePerson } from './people';
import { bankNameFor } from './banks';
import { PAYOUT_FILE_REJECTED, serverTextFields } from './serverTexts';
import { DAY, HISTORY_DAYS, HOUR, iso, round2, roundMoney, startOfUtcDay } from './util';

export interface PayoutsResult {
  payoutBatches: PayoutBatchRow[];
  payouts: PayoutRow[];
}

const PAYOUT_COUNTRIES: Readonly<Record<number, readonly string[]>> = {
  1: ['CO', 'PE', 'MX', 'BR'],
  2: ['CO'],
  3: ['PE', 'EC'],
  4: ['AR', 'BR', 'MX', 'CL'],
  5: ['KE', 'NG', 'GH', 'ZA', 'TZ', 'UG', 'EG'],
};

function batchStatusName(code: PayoutBatchStatusCode): string {
  return PAYOUT_STATUS_TYPES.find((s) => s.payoutStatusTypeCode === code && s.entityType === 'PAYOUTBATCH')?.description ?? code;
}

export function buildPayouts(
  rng: Rng,
  merchants: readonly MerchantRow[],
  shops: readonly ShopRow[],
  files: FileStore,
  now: number,
  batchesPerShop: number,
): PayoutsResult {
  const result: PayoutsResult = { payoutBatches: [], payouts: [] };
  const todayStart = startOfUtcDay(now);
  const payoutShops = shops.filter((s) => s.shopStatusTypeCode === 'ENABLED' && !s.isMasterMerchantShop);

  for (const shop of payoutShops) {
    const merchant = merchants.find((m) => m.merchantId === shop.merchantId) as MerchantRow;
    const countries = PAYOUT_COUNTRIES[shop.merchantId] ?? ['MX'];
    for (let b = 0; b < batchesPerShop; b += 1) {
      // b = 0 is today's batch, b = 1 a day or two old; the rest spread over the history.
      const dateMs =
        b === 0
          ? todayStart + Math.floor(rng.next() * Math.max(1, now - todayStart))
          : b === 1
            ? now - rng.int(20, 60) * HOUR
            : now - rng.int(3, HISTORY_DAYS - 1) * DAY - rng.int(0, 23) * HOUR;
      const ageDays = (now - dateMs) / DAY;
      const fileError = b > 1 && rng.bool(0.06);
      const batchStatus: PayoutBatchStatusCode = fileError
        ? 'ERROR'
        : b === 0
          ? rng.pick(['ACCEPTED', 'PENDING'] as const)
          : ageDays < 3
            ? 'PROCESSED'
            : 'FINISHED';
      const payoutBatchId = result.payoutBatches.length + 1;
      const described = serverTextFields('description', 'PAYOUT_BATCH', { date: iso(dateMs).slice(0, 10), id: String(payoutBatchId) });
      const rowCount = rng.int(1, 10);
      const fileErrorReason = fileError ? PAYOUT_FILE_REJECTED : null;

      const lines: (string | number)[][] = [
        ['beneficiaryFirstName', 'beneficiaryLastName', 'country', 'accountNumber', 'amount', 'currencyCode', 'externalReference'],
      ];
      for (let k = 0; k < rowCount; k += 1) {
        const country = rng.pick(countries);
        const currencyCode = currencyForCountry(country);
        const person = makePerson(country, rng);
        const amount = roundMoney(convertAmount(rng.logUniform(5, 400), 'USD', currencyCode), currencyCode);
        const status = itemStatus(rng, batchStatus);
        const errorReason = status === 'ERROR' ? (fileErrorReason ?? rng.pick(PAYOUT_ERROR_REASONS)) : null;
        const docTypes = PAYOUT_DOCUMENT_TYPES[country] ?? [{ id: 1, name: 'National ID' }];
        const externalReference = `PO-${shop.shopId}-${payoutBatchId}-${k + 1}`;
        const accountNumber = rng.digits(country === 'AR' || country === 'EC' ? 22 : country === 'MX' || country === 'CO' ? 18 : 12);
        result.payouts.push({
          payoutId: result.payouts.length + 1,
          merchantId: shop.merchantId,
          shopId: shop.shopId,
          shopName: shop.shopName,
          date: iso(dateMs),
          paidDate: status === 'FINISHED' ? iso(Math.min(now, dateMs + rng.int(1, 30) * HOUR)) : null,
          payoutBatchId,
          payoutBatchDescription: described.description,
          payoutBatchDescriptionCode: described.descriptionCode,
          payoutBatchDescriptionParams: described.descriptionParams,
          country,
          accountNumber,
          beneficiaryFirstName: person.firstName,
          beneficiaryLastName: person.lastName,
          documentType: docTypes[0].name,
          documentNumber: person.personalId,
          email: person.email,
          bankName: bankNameFor(country, rng),
          externalReference,
          amount,
          currencyCode,
          currencySymbol: currencySymbol(currencyCode),
          settlementAmount: round2(convertAmount(amount, currencyCode, shop.currencyCode)),
          shopCurrencySymbol: currencySymbol(shop.currencyCode),
          shopCurrencyCode: shop.currencyCode,
          inSettlement: status === 'FINISHED' && ageDays > 7,
          isTestMode: rng.bool(0.05),
          statusTypeCode: status,
          errorReason,
          retryCount: status === 'ERROR' ? rng.int(0, 3) : 0,
          notificationUrl: shop.defaultNotificationUrl,
          pendingStatusUpdate: null,
        });
        lines.push([person.firstName, person.lastName, country, accountNumber, amount, currencyCode, externalReference]);
      }
      const originalFilename = `payouts-${iso(dateMs).slice(0, 10)}-${payoutBatchId}.csv`;
      const file = files.csv(originalFilename, lines, shop.merchantId, dateMs, DOWNLOAD_RIGHTS.payoutImport);
      result.payoutBatches.push({
        payoutBatchId,
        merchantId: shop.merchantId,
        merchantName: merchant.merchantName,
        shopId: shop.shopId,
        shopName: shop.shopName,
        date: iso(dateMs),
        fileId: file.fileId,
        fileKey: file.fileKey,
        originalFilename,
        statusTypeCode: batchStatus,
        statusTypeName: batchStatusName(batchStatus),
        ...described,
        rowCount,
      });
    }
  }
  return result;
}

function itemStatus(rng: Rng, batch: PayoutBatchStatusCode): PayoutStatusCode {
  switch (batch) {
    case 'ERROR':
      return 'ERROR';
    case 'ACCEPTED':
    case 'PENDING':
      return 'PENDING';
    case 'PROCESSED':
      return rng.weighted([
        ['PROCESSED', 60],
        ['SENT', 25],
        ['ERROR', 10],
        ['PENDING', 5],
      ] as const);
    default:
      return rng.weighted([
        ['FINISHED', 88],
        ['ERROR', 12],
      ] as const);
  }
}
