/**
 * GET /config/settled-transactions (spec 03 §7: page 0, size 25, filters merchantId, currencyCode,
 * shopId): what the settled transactions' filters choose from — the movement types, the countries
 * and the payment methods of the settled movements in that scope.
 */
import type { Session } from '../auth';
import type { ApiContext } from '../context';
import { familyOf, ledgerOf, merchantFor } from '../ledger/service';
import { COUNTRIES, SETTLED_TRANSACTION_TYPES } from '../seed/reference';
import { MOVEMENT_TYPES } from '../../contract/balance/movementTypes';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function settledTransactionsConfig(ctx: ApiContext, session: Session, query: Record<string, unknown>) {
  const family = familyOf(ctx.store.db, merchantFor(ctx, session, query.merchantId));
  const currency = text(query.currencyCode)?.toUpperCase();
  const shop = text(query.shopId);
  const shopId = shop && shop !== '0' ? Number(shop) : undefined;
  const rows = ledgerOf(ctx).movements.filter(
    (m) =>
      m.settlementId !== null &&
      family.has(m.merchantId) &&
      (currency === undefined || m.currencyCode === currency) &&
      (shopId === undefined || m.shopId === shopId),
  );
  const types = new Set<string>(rows.map((m) => m.type));
  const countries = new Set(rows.flatMap((m) => (m.countryCode ? [m.countryCode] : [])));
  const methods = new Set(rows.flatMap((m) => (m.paymentMethodName ? [m.paymentMethodName] : [])));
  return {
    transactionTypes: MOVEMENT_TYPES.filter((code) => types.has(code)).map((code) => ({
      code,
      description: SETTLED_TRANSACTION_TYPES.find((t) => t.code === code)?.description ?? code,
    })),
    countries: COUNTRIES.filter((c) => countries.has(c.countryCode)).map(({ countryCode, countryName }) => ({ countryCode, countryName })),
    paymentMethods: [...methods].sort().map((paymentMethodName) => ({ paymentMethodName })),
  };
}
