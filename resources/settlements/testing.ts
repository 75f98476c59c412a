import type { DailyBalanceConfig } from '../account-daily-balance/useDailyBalanceConfig';
import type { Settlement } from '../../contract/settlements/types';

/** A paid settlement whose amounts add up (netTurnover − costs = payoutAmount). */
export const PAID: Settlement = {
  id: 12,
  settlementId: 12,
  merchantId: 4,
  merchantName: 'Pampa Commerce',
  shopId: 8,
  shopName: 'Pampa Store',
  currencyCode: 'USD',
  grossAmount: 1000,
  transactionsFee: 35,
  netTurnover: 965,
  refunds: 200,
  totalPayoutFee: 2.5,
  netRollingReserve: 48.25,
  claimsCurrentPeriod: 50,
  claims: 20,
  otherFees: 15,
  taxes: 5.6,
  payoutAmount: 623.65,
  fees: 52.5,
  status: 'PAID',
  fromDate: '2026-11-02T00:00:00.000Z',
  toDate: '2026-11-08T23:59:59.999Z',
  createdDate: '2026-11-09T02:00:00.000Z',
  publishedDate: '2026-11-09T08:00:00.000Z',
  isPaid: true,
  fileKey: 'settlement-12',
  paymentCurrency: 'USD',
  currencyExchangeRate: 1,
  internalRate: 0.995,
  paymentSymbol: 'US$',
  equivalentAmount: 623.65,
  transactionCount: 14,
  withdrawalId: 44,
};

export const PUBLISHED: Settlement = {
  ...PAID,
  id: 13,
  settlementId: 13,
  status: 'PUBLISHED',
  isPaid: false,
  fileKey: 'settlement-13',
  paymentCurrency: null,
  currencyExchangeRate: null,
  internalRate: null,
  paymentSymbol: null,
  withdrawalId: null,
  equivalentAmount: null,
};

export const MONEY_CONFIG: DailyBalanceConfig = {
  merchants: [
    { merchantId: 4, merchantLegacyId: 'M-0004', merchantName: 'Pampa Commerce' },
    { merchantId: 5, merchantLegacyId: 'M-0005', merchantName: 'Savanna Markets' },
  ],
  shops: [
    { shopId: 8, shopName: 'Pampa Store', merchantId: 4, currencyCode: 'USD' },
    { shopId: 9, shopName: 'Savanna Shop', merchantId: 5, currencyCode: 'KES' },
  ],
  currencies: [{ currencyCode: 'USD', description: 'US Dollar' }],
};
