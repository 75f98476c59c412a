import type { CurrencyCountries, Paywall, PaywallShop } from '../../contract/paywalls/types';

/** The lookups of the paywall screens, as the fake API answers them. */
export const SHOPS: PaywallShop[] = [
  { shopId: 8, shopName: 'Pampa Store', defaultNotificationUrl: 'https://api.pampa-store.example/webhooks/payments' },
  { shopId: 9, shopName: 'Pampa Games', defaultNotificationUrl: 'https://api.pampa-games.example/webhooks/payments' },
];
export const CURRENCIES: CurrencyCountries[] = [
  { currencyCode: 'BRL', countries: [{ countryCode: 'BR', countryName: 'Brazil' }] },
  { currencyCode: 'MXN', countries: [{ countryCode: 'MX', countryName: 'Mexico' }] },
];

/** A paywall row of the grid: a link unless `patch` says otherwise. */
export function paywallRow(patch: Partial<Paywall> = {}): Paywall {
  const paywallId = patch.paywallId ?? '7c0d8e3a-1111-4f1e-9c55-0a1b2c3d4e5f';
  return {
    id: paywallId,
    paywallId,
    merchantId: 4,
    shopId: 8,
    shopName: 'Pampa Store',
    shopPaymentType: 'link',
    shopUrl: 'https://www.pampa-store.example',
    amount: 150.25,
    currency: 'BRL',
    description: 'Pedido 77',
    trackingId: 'PED-77',
    testMode: false,
    notificationUrl: 'https://api.pampa-store.example/webhooks/payments',
    returnUrl: 'https://www.pampa-store.example/checkout/success',
    cancelUrl: 'https://www.pampa-store.example/checkout/cancel',
    expirationTime: 2880,
    language: 'PT',
    // Relative to the run: a row is active (not yet expired) whatever day the suite runs on.
    createdDate: new Date(Date.now() - 3_600_000).toISOString(),
    expiredDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    cancelledDate: null,
    payUrl: `http://localhost/api/v1/pay/${paywallId}`,
    transactionID: null,
    scheduledSendDate: null,
    scheduledPaymentEmails: [],
    paywallTransactions: [],
    subscriptionEnabled: false,
    subscriptionInterval: null,
    subscriptionDateStart: null,
    subscriptionDateEnd: null,
    customer: {
      firstName: 'Ana',
      lastName: 'Souza',
      personalId: '12345678901',
      email: 'ana.souza@example.com',
      country: 'BR',
      city: 'São Paulo',
      zip: '01310-100',
      address: 'Avenida Paulista 1000',
      phone: '5511987654321',
      ip: '',
    },
    countryCode: 'BR',
    personalId: '12345678901',
    email: 'ana.souza@example.com',
    ...patch,
  };
}
