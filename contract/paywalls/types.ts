/** A paywall's kind: the list, the form and the API's shopPaymentType. */
export type PaywallKind = 'link' | 'email';

export interface PaywallCustomer {
  firstName: string;
  lastName: string;
  personalId: string;
  email: string;
  country: string;
  city: string;
  zip: string;
  address: string;
  phone: string;
  deviceId?: string;
  ip: string;
}

export interface ScheduledPaymentEmail {
  scheduledPaymentEmailId: number;
  scheduledDate: string;
  status: 'PENDING' | 'SENT' | 'ERROR';
}

/** Spec 03 §3 "Paywall". */
export interface Paywall {
  id: string;
  paywallId: string;
  merchantId: number;
  shopId: number;
  shopName: string;
  shopPaymentType: PaywallKind;
  shopUrl: string;
  amount: number;
  currency: string;
  description: string;
  trackingId: string;
  testMode: boolean;
  notificationUrl: string;
  returnUrl: string;
  cancelUrl: string;
  /** Minutes; shown in days (/ 1440). */
  expirationTime: number;
  language: 'ES' | 'PT' | 'EN';
  createdDate: string;
  expiredDate?: string;
  payUrl: string;
  transactionID: string | null;
  paidDate?: string | null;
  /** When the merchant deactivated it (issue #30); null while it is active. */
  cancelledDate?: string | null;
  scheduledSendDate: string | null;
  scheduledPaymentEmails: ScheduledPaymentEmail[] | null;
  paywallTransactions: string[] | null;
  subscriptionEnabled: boolean;
  subscriptionInterval: string | null;
  subscriptionDateStart: string | null;
  subscriptionDateEnd: string | null;
  customer: PaywallCustomer;
  /** Flat copies of the customer's, for the grid's filters and sorts. */
  countryCode: string;
  personalId: string;
  email: string;
}

/** GET /paywalls/valid-shops (spec 03 §7). */
export interface PaywallShop {
  shopId: number;
  shopName: string;
  defaultNotificationUrl: string;
}

/** GET /config/paywall-currency-countries (spec 03 §7): currencies, each with its countries. */
export interface CurrencyCountries {
  currencyCode: string;
  currencySymbol?: string;
  countries: { countryCode: string; countryName: string }[];
}

/** The response of a create (spec 03 §3): the paywall and the link to share. */
export interface CreatedPaywall extends Paywall {
  form?: { action?: string };
}
