import { defineMessages } from '../../src/i18n/defineMessages';

/** Labels of the Payment methods screen (spec 02 §2), under `resources.payment-methods`. */
export const paymentMethodMessages = defineMessages({
  en: {
    resources: {
      'payment-methods': {
        name: 'Payment methods',
        fields: {
          paymentMethodFileKey: 'Logo',
          paymentMethodId: 'ID',
          name: 'Name',
          paymentMethodLegacyId: 'Legacy ID',
          countryName: 'Country',
          minAmount: 'Minimum amount',
          maxAmount: 'Maximum amount',
          paymentChannelTypeName: 'Payment channel',
          localCurrencyCode: 'Currency',
        },
        filters: { country: 'Country', channel: 'Payment channel', currency: 'Currency', search: 'Search by name' },
        logo_alt: '%{name} logo',
        drawer: { title: 'Payment method details' },
      },
    },
  },
  es: {
    resources: {
      'payment-methods': {
        name: 'Medios de pago',
        fields: {
          paymentMethodFileKey: 'Logo',
          paymentMethodId: 'ID',
          name: 'Nombre',
          paymentMethodLegacyId: 'ID heredado',
          countryName: 'País',
          minAmount: 'Monto mínimo',
          maxAmount: 'Monto máximo',
          paymentChannelTypeName: 'Canal de pago',
          localCurrencyCode: 'Moneda',
        },
        filters: { country: 'País', channel: 'Canal de pago', currency: 'Moneda', search: 'Buscar por nombre' },
        logo_alt: 'Logo de %{name}',
        drawer: { title: 'Detalle del medio de pago' },
      },
    },
  },
  pt: {
    resources: {
      'payment-methods': {
        name: 'Meios de pagamento',
        fields: {
          paymentMethodFileKey: 'Logo',
          paymentMethodId: 'ID',
          name: 'Nome',
          paymentMethodLegacyId: 'ID legado',
          countryName: 'País',
          minAmount: 'Valor mínimo',
          maxAmount: 'Valor máximo',
          paymentChannelTypeName: 'Canal de pagamento',
          localCurrencyCode: 'Moeda',
        },
        filters: { country: 'País', channel: 'Canal de pagamento', currency: 'Moeda', search: 'Pesquisar por nome' },
        logo_alt: 'Logo de %{name}',
        drawer: { title: 'Detalhes do meio de pagamento' },
      },
    },
  },
});

/** A key under `resources.payment-methods.`. */
export const paymentMethodKey = (path: string): string => `resources.payment-methods.${path}`;
