import { describe, expect, it } from 'vitest';
import { ALL_MERCHANTS, ALL_SHOPS, balanceConfigOf, type BalanceMerchant, type BalanceShop } from './useBalanceConfig';
import { initialSelection, selectMerchant } from './useBalanceSelection';

const merchant = (merchantId: number, kind: string, superMerchantId: number | null, currencies: string[]): BalanceMerchant => ({
  merchantId,
  merchantName: `M${merchantId}`,
  merchantLegacyId: `L${merchantId}`,
  hierarchyTypeCode: kind,
  superMerchantId,
  defaultCurrency: { currencyCode: 'USD', symbol: 'US$' },
  defaultCurrencies: currencies.map((currencyCode) => ({ currencyCode, symbol: '' })),
});
const shop = (shopId: number, merchantId: number, currencyCode: string): BalanceShop => ({
  shopId,
  shopName: `S${shopId}`,
  merchantId,
  currencyCode,
  ignoreFeesPayoutBalance: false,
});

const configOf = balanceConfigOf;

describe('the balance selection (spec 03 §2, §4)', () => {
  it('opens a super-merchant with several sub-merchants on All Merchants, in the master currency', () => {
    const config = configOf(
      [merchant(1, 'SUPERMERCHANT', null, ['USD']), merchant(2, 'SUBMERCHANT', 1, ['USD', 'COP']), merchant(3, 'SUBMERCHANT', 1, ['USD'])],
      [shop(1, 1, 'USD'), shop(2, 2, 'USD')],
    );
    expect(initialSelection(config)).toEqual({ merchantId: ALL_MERCHANTS, currencyCode: 'USD', shopId: ALL_SHOPS, tab: 'total' });
  });

  it('preselects the only sub-merchant of a super-merchant, and its only shop', () => {
    const config = configOf(
      [merchant(1, 'SUPERMERCHANT', null, ['USD']), merchant(2, 'SUBMERCHANT', 1, ['USD'])],
      [shop(5, 2, 'USD'), shop(6, 1, 'USD')],
    );
    expect(initialSelection(config)).toEqual({ merchantId: 2, currencyCode: 'USD', shopId: 5, tab: 'total' });
  });

  it('opens any other user on its merchant', () => {
    const config = configOf([merchant(4, 'MERCHANT', null, ['USD', 'BRL'])], [shop(8, 4, 'USD'), shop(9, 4, 'USD'), shop(10, 4, 'BRL')]);
    expect(initialSelection(config)).toEqual({ merchantId: 4, currencyCode: 'USD', shopId: ALL_SHOPS, tab: 'total' });
  });

  it('resets the tab, the currency and the shop when a merchant is chosen', () => {
    const config = configOf(
      [merchant(1, 'SUPERMERCHANT', null, ['USD']), merchant(2, 'SUBMERCHANT', 1, ['USD']), merchant(3, 'SUBMERCHANT', 1, ['USD'])],
      [shop(7, 3, 'USD')],
    );
    expect(selectMerchant(config, 3)).toEqual({ merchantId: 3, currencyCode: 'USD', shopId: 7, tab: 'total' });
    expect(initialSelection(configOf([], []))).toBeUndefined();
  });
});
