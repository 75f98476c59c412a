/** A row of GET /payment-methods (spec 02 §3 "Payment method"). */
export interface PaymentMethodRow {
  id: number | string;
  paymentMethodId: number;
  name: string;
  paymentMethodFileKey: string | null;
  paymentMethodLegacyId: number | string;
  countryName: string;
  minAmount: number;
  maxAmount: number;
  paymentChannelTypeName: string;
  localCurrencyCode: string;
}
