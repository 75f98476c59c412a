/**
 * Test data of the balance screens: a super-merchant with two sub-merchants and a plain
 * merchant, their shops, and balances answered in the fake API's own shapes
 * (contract/balance/balanceReplies.ts, which the fake API fills from its ledger) from a few figures.
 */
import {
  accountBalanceObject,
  balanceSummary,
  breakdownOf,
  type BalanceFigures,
  type Convert,
} from '../../contract/balance/balanceReplies';
import { fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import type { BalanceMerchant, BalanceShop } from './useBalanceConfig';

const usd = { currencyCode: 'USD', symbol: 'US$' };
const merchant = (
  merchantId: number,
  merchantName: string,
  hierarchyTypeCode: string,
  superMerchantId: number | null,
  codes: string[],
): BalanceMerchant => ({
  merchantId,
  merchantName,
  merchantLegacyId: `M${1000 + merchantId}`,
  hierarchyTypeCode,
  superMerchantId,
  defaultCurrency: usd,
  defaultCurrencies: codes.map((currencyCode) => ({ currencyCode, symbol: '' })),
});
const shop = (
  shopId: number,
  merchantId: number,
  shopName: string,
  currencyCode: string,
  ignoreFeesPayoutBalance = false,
): BalanceShop => ({
  shopId,
  merchantId,
  shopName,
  currencyCode,
  ignoreFeesPayoutBalance,
});

export const SUPER_MERCHANTS = [
  merchant(1, 'Andes Holdings', 'SUPERMERCHANT', null, ['USD']),
  merchant(2, 'Andes Retail Colombia', 'SUBMERCHANT', 1, ['USD', 'COP']),
  merchant(3, 'Andes Digital Perú', 'SUBMERCHANT', 1, ['USD']),
];
export const SUPER_SHOPS = [
  shop(2, 1, 'Andes Marketplace', 'USD'),
  shop(4, 2, 'Andes Retail Bogotá', 'USD'),
  shop(5, 2, 'Andes Retail Medellín', 'COP'),
  shop(6, 3, 'Andes Digital Lima', 'USD', true),
];
export const MERCHANT_MERCHANTS = [merchant(4, 'Pampa Commerce', 'MERCHANT', null, ['USD', 'BRL'])];
export const MERCHANT_SHOPS = [
  shop(8, 4, 'Pampa Store', 'USD'),
  shop(9, 4, 'Pampa Games', 'USD'),
  shop(10, 4, 'Pampa Travel Brasil', 'BRL'),
];

/** Figures whose lines add up: current 482 = available 437 + reserve 45. */
export function figures(currencyCode: string, scale = 1): BalanceFigures {
  const k = (n: number) => n * scale;
  return {
    currencyCode,
    payIns: k(1000),
    fees: k(-40),
    payOuts: k(-200),
    refunds: k(-50),
    claimsOpen: k(-30),
    claimsWon: k(10),
    chargebacksOpen: k(-20),
    chargebacksWon: k(5),
    topUps: k(100),
    adjustments: k(7),
    withdrawals: k(-300),
    reserveMoves: k(-45),
    reserveHeld: k(60),
    reserveReleased: k(15),
    withdrawalsPending: k(120),
    current: k(482),
    available: k(437),
    reserve: k(45),
    movementCount: 12,
    lastMovementDate: '2026-11-20T10:00:00.000Z',
  };
}

/** A tenth of the pay-ins and their fees sit in published settlements. */
export function publishedOf(f: BalanceFigures): BalanceFigures {
  const zero = Object.fromEntries(Object.entries(f).map(([key, value]) => [key, typeof value === 'number' ? 0 : value]));
  const payIns = f.payIns / 10;
  const fees = f.fees / 10;
  return { ...(zero as unknown as BalanceFigures), payIns, fees, current: payIns + fees, available: payIns + fees, lastMovementDate: null };
}

/** The fake API's rates (fake-api/seed/reference.ts, units per US dollar) of the currencies the balance tests use. */
const USD_RATES: Record<string, number> = { USD: 1, BRL: 5.4, COP: 4100 };

/** Converts as the fake API does, at USD_RATES. */
export const convertAtTestRates: Convert = (amount, from, to) => {
  const [fromRate, toRate] = [USD_RATES[from], USD_RATES[to]];
  if (fromRate === undefined || toRate === undefined) throw new Error(`No test rate for ${from} or ${to}`);
  return from === to ? amount : (amount / fromRate) * toRate;
};

const EXTRAS = { lastSettlementPublishedDate: '2026-11-16T08:00:00.000Z', convert: convertAtTestRates };

/**
 * A data provider with the balance config and balances: `scaleOf` picks each call's figures
 * (merchant, currency, shop), `fail` rejects the calls it matches.
 */
export function balanceProvider({
  merchants,
  shops,
  scaleOf = () => 1,
  fail = () => false,
}: {
  merchants: BalanceMerchant[];
  shops: BalanceShop[];
  scaleOf?: (q: { merchantId: number; currencyCode: string; shopId?: number; master?: boolean }) => number;
  fail?: (q: { merchantId: number; currencyCode: string; shopId?: number }) => boolean;
}) {
  const provider = fakeDataProvider();
  provider.config.mockImplementation(async (name: string) => (name === 'merchant-default-currencies' ? merchants : shops));
  const answer =
    (shape: typeof accountBalanceObject | typeof balanceSummary) =>
    async (q: { merchantId: number; currencyCode: string; shopId?: number; master?: boolean }) => {
      if (fail(q)) throw new Error('Balance service unavailable');
      const f = figures(q.currencyCode, scaleOf(q));
      return shape(f, breakdownOf(f, publishedOf(f)), { ...EXTRAS, quote: 'USD', isClosingPeriod: false });
    };
  provider.accountBalance.mockImplementation(answer(accountBalanceObject));
  provider.balanceSummary.mockImplementation(answer(balanceSummary));
  return provider;
}
