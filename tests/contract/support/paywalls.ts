/** A valid payment link for Brazil from the demo merchant's shop 8, Pampa Store (spec 03 §3's create payload). */
export const PAYWALL_LINK = {
  shopId: 8,
  customer: {
    country: 'BR',
    firstName: 'Ana',
    lastName: 'Souza',
    personalId: '12345678901',
    email: 'ana.souza@example.com',
    phone: '5511987654321',
    address: 'Avenida Paulista 1000',
    city: 'São Paulo',
    zip: '01310-100',
  },
  language: 'PT',
  description: 'Pedido 77',
  trackingId: 'PED-77',
  amount: 150.25,
  currency: 'BRL',
  expirationDays: 2,
  fromShopAdmin: true,
  shopPaymentType: 'link',
};
