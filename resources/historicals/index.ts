import { historicalOf } from '../../src/framework/historicalOf';
import { shopDailyBalanceResource } from '../shop-daily-balance';
import { balanceLegacyResource } from '../balance-legacy';
import { claimsResource } from '../claims';
import { payoutsResource } from '../payouts';
import { paymentEmailsResource, paymentLinksResource } from '../paywalls';
import { refundsResource } from '../refunds';
import { settlementsResource } from '../settlements';
import { topUpsResource } from '../top-ups';
import { transactionsResource } from '../transactions';

/**
 * The Historicals menu group (spec 01 §2.5, shown only when logged in to production, before the
 * notifications): the current screens' lists, read-only, over the legacy historicals/* calls
 * (01 §7.3). Each is one line: historicalOf reuses the list, its columns, drawer and messages.
 */
export const historicalResources = [
  historicalOf(transactionsResource, {
    call: 'transactions',
    order: 1,
    names: { en: 'Historical transactions', es: 'Transacciones históricas', pt: 'Transações históricas' },
  }),
  historicalOf(claimsResource, {
    call: 'claims',
    order: 2,
    names: { en: 'Historical claims', es: 'Reclamos históricos', pt: 'Reclamações históricas' },
  }),
  historicalOf(payoutsResource, {
    call: 'payouts',
    order: 3,
    names: { en: 'Historical payouts', es: 'Dispersiones históricas', pt: 'Pagamentos históricos' },
    // The payout items alone: the batches and the import belong to the current screen.
    list: () => import('../payouts/PayoutItemList').then((m) => m.PayoutItemList),
  }),
  historicalOf(shopDailyBalanceResource, {
    call: 'shop-daily-balance',
    order: 4,
    names: { en: 'Historical shop daily balance', es: 'Saldo diario histórico de la tienda', pt: 'Saldo diário histórico da loja' },
  }),
  historicalOf(settlementsResource, {
    call: 'settlements',
    order: 5,
    names: { en: 'Historical settlements', es: 'Liquidaciones históricas', pt: 'Liquidações históricas' },
  }),
  historicalOf(balanceLegacyResource, {
    call: 'balance',
    order: 6,
    names: { en: 'Historical balance', es: 'Saldo histórico', pt: 'Saldo histórico' },
  }),
  historicalOf(refundsResource, {
    call: 'refunds',
    name: 'historical-direct-wires',
    order: 7,
    query: 'isDirectwire=true',
    names: { en: 'Historical direct wires', es: 'Transferencias directas históricas', pt: 'Transferências diretas históricas' },
  }),
  historicalOf(topUpsResource, {
    call: 'top-ups',
    order: 8,
    names: { en: 'Historical top-ups', es: 'Recargas históricas', pt: 'Recargas históricas' },
  }),
  historicalOf(paymentLinksResource, {
    call: 'payment-link',
    name: 'historical-payment-links',
    order: 9,
    names: { en: 'Historical payment links', es: 'Links de pago históricos', pt: 'Links de pagamento históricos' },
  }),
  historicalOf(paymentEmailsResource, {
    call: 'payment-emails',
    order: 10,
    names: { en: 'Historical payment e-mails', es: 'Correos de pago históricos', pt: 'E-mails de pagamento históricos' },
  }),
];
