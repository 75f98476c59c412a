/** The payment-method catalogue: a few methods per country, each with a logo file. */
import type { ChannelTypeCode, PaymentMethodRow } from './types';
import type { FileStore } from './files';
import { CHANNEL_TYPES, countryInfo, currencyForCountry, currencyInfo, PARTNERS } from './reference';
import { initials } from './merchants';
import { slug } from './util';

/** [country, name, channel, partnerId, min USD, max USD] */
const METHODS: readonly (readonly [string, string, ChannelTypeCode, number, number, number])[] = [
  ['BR', 'Pix', 'ONLINE', 1, 1, 10000],
  ['BR', 'Boleto Bancário', 'CASH', 1, 5, 5000],
  ['BR', 'Visa Brasil', 'CREDITCARD', 2, 1, 8000],
  ['BR', 'PicPay', 'ONLINE', 1, 1, 3000],
  ['BR', 'Bitcoin', 'CRYPTOCURRENCY', 4, 10, 20000],
  ['MX', 'SPEI', 'ONLINE', 1, 1, 10000],
  ['MX', 'OXXO', 'CASH', 1, 1, 500],
  ['MX', 'Mastercard México', 'CREDITCARD', 2, 1, 8000],
  ['MX', 'USDT TRC20', 'CRYPTOCURRENCY', 4, 10, 20000],
  ['CO', 'PSE', 'ONLINE', 1, 1, 8000],
  ['CO', 'Efecty', 'CASH', 1, 2, 1500],
  ['CO', 'Nequi', 'ONLINE', 1, 1, 2000],
  ['CL', 'Webpay', 'CREDITCARD_CASH', 2, 1, 6000],
  ['CL', 'Khipu', 'ONLINE', 1, 1, 5000],
  ['CL', 'Servipag', 'CASH', 1, 2, 1500],
  ['PE', 'PagoEfectivo', 'CASH', 1, 1, 2000],
  ['PE', 'Yape', 'ONLINE', 1, 1, 1500],
  ['PE', 'BCP Transferencia', 'ONLINE', 1, 1, 8000],
  ['EC', 'Pago Ágil', 'CASH', 1, 1, 1000],
  ['EC', 'Banco Pichincha', 'ONLINE', 1, 1, 5000],
  ['AR', 'Rapipago', 'CASH', 1, 1, 1000],
  ['AR', 'Pago Fácil', 'CASH', 1, 1, 1000],
  ['AR', 'Mercado Pago', 'ONLINE', 1, 1, 5000],
  ['AR', 'Visa Argentina', 'CREDITCARD', 2, 1, 5000],
  ['EG', 'Fawry', 'CASH', 3, 1, 2000],
  ['EG', 'Meeza', 'CREDITCARD', 3, 1, 3000],
  ['KE', 'M-Pesa', 'ONLINE', 3, 1, 1500],
  ['KE', 'Airtel Money Kenya', 'ONLINE', 3, 1, 1000],
  ['NG', 'Bank Transfer Nigeria', 'ONLINE', 3, 1, 5000],
  ['NG', 'Verve', 'CREDITCARD', 3, 1, 3000],
  ['ZA', 'Instant EFT', 'ONLINE', 3, 1, 8000],
  ['ZA', 'SnapScan', 'ONLINE', 3, 1, 2000],
  ['ZA', 'Visa South Africa', 'CREDITCARD', 2, 1, 8000],
  ['TZ', 'M-Pesa Tanzania', 'ONLINE', 3, 1, 1000],
  ['TZ', 'Tigo Pesa', 'ONLINE', 3, 1, 800],
  ['UG', 'MTN Mobile Money Uganda', 'ONLINE', 3, 1, 1000],
  ['UG', 'Airtel Money Uganda', 'ONLINE', 3, 1, 800],
  ['GH', 'MTN MoMo Ghana', 'ONLINE', 3, 1, 1500],
  ['GH', 'Vodafone Cash', 'ONLINE', 3, 1, 1000],
  ['GH', 'Visa Ghana', 'CREDITCARD', 2, 1, 3000],
];

const LOGO_COLORS = ['#00a86b', '#e4002b', '#0057b8', '#ff6900', '#7b61ff', '#00a3e0', '#ffb400', '#2d2d2d'];

export function buildPaymentMethods(files: FileStore, createdMs: number): PaymentMethodRow[] {
  return METHODS.map(([countryCode, name, channel, partnerId, minUsd, maxUsd], index) => {
    const currency = currencyForCountry(countryCode);
    const info = currencyInfo(currency);
    const round = (v: number) => Math.round(v * 100) / 100;
    // Inactive methods exist in real catalogues; the last method of a few countries is switched off.
    const active = !(name === 'Tigo Pesa' || name === 'Servipag');
    const logo = files.svgBadge(
      `${slug(name)}.svg`,
      initials(name) || name.slice(0, 3),
      LOGO_COLORS[index % LOGO_COLORS.length],
      null,
      createdMs,
      `logo-${slug(name)}`,
    );
    return {
      paymentMethodId: index + 1,
      name,
      paymentMethodFileKey: logo.fileKey,
      paymentMethodLegacyId: 300 + index * 3,
      countryCode,
      countryName: countryInfo(countryCode).countryName,
      minAmount: round(minUsd * info.usdRate),
      maxAmount: round(maxUsd * info.usdRate),
      paymentChannelTypeCode: channel,
      paymentChannelTypeName: CHANNEL_TYPES.find((c) => c.code === channel)?.description ?? channel,
      localCurrencyCode: currency,
      active,
      partnerId,
      partnerName: PARTNERS.find((p) => p.partnerId === partnerId)?.partnerName ?? '',
    };
  });
}
