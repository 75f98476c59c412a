/** The refund screens' test rows: a pay-in's lookup as the request step receives it. */
import type { RefundRequestLookup } from '../../contract/wire';

export const TX = '9d50c23f-1b9d-4adb-b1a5-5600335b46e9';

export const LOOKUP: RefundRequestLookup = {
  mode: 'TRANSACTION_ID',
  refund: {
    shopId: 7,
    shopName: 'Lima Store',
    transactionId: TX,
    transactionDate: '2026-11-01T10:00:00.000Z',
    transactionAmount: 80,
    transactionCurrencyCode: 'PEN',
    transactionCurrencySymbol: 'S/',
    amountInTransaction: 21.5,
    refundable: 60,
    customerName: 'Luis López',
    customerEmail: 'luis@example.com',
    passportId: '4455',
  },
  beneficiary: {
    fullName: 'Luis López',
    address: 'Av. Arequipa 1',
    city: 'Lima',
    beneficiaryCountryId: 10,
    receivingCountryId: 10,
    receivingCity: 'Lima',
  },
  documents: [
    { documentTypeId: 1, documentType: 'PASSPORT', description: 'Passport or national id of the beneficiary' },
    { documentTypeId: 3, documentType: 'PROOF_OF_PAYMENT', description: 'Proof of the original payment' },
  ],
};
