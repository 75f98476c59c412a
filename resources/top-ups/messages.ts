import { defineMessages } from '../../src/i18n/defineMessages';

/**
 * The labels both movement screens share (spec 03 §2 Top-ups, §5 TopUp): each screen puts them
 * under its own `resources.<name>`, where its columns, drawer and filters read them.
 */
export const movementLabels = {
  en: {
    fields: {
      date: 'Date',
      adjustmentTypeCode: 'Type',
      description: 'Description',
      merchantName: 'Merchant',
      shopName: 'Shop',
      currency: 'Original currency',
      amount: 'Original amount',
      currencyExchange: 'Conversion currency',
      amountExchange: 'Conversion amount',
      currencySecondExchange: 'Shop currency',
      exchangeAmount: 'Shop amount',
      rateExchange: 'Rate to conversion currency',
      exchangeRate: 'Rate to shop currency',
      prExchangeRate: 'Provider reference rate',
    },
    filters: { createdDate: 'Created date', merchant: 'Merchant', shop: 'Shop', currency: 'Currency', type: 'Type' },
    types: { TOP_UP: 'Top-up', ADJUSTMENT: 'Manual adjustment' },
    drawer: { movement: 'Movement', amounts: 'Amounts', rates: 'Exchange rates' },
  },
  es: {
    fields: {
      date: 'Fecha',
      adjustmentTypeCode: 'Tipo',
      description: 'Descripción',
      merchantName: 'Comercio',
      shopName: 'Tienda',
      currency: 'Moneda original',
      amount: 'Monto original',
      currencyExchange: 'Moneda de conversión',
      amountExchange: 'Monto de conversión',
      currencySecondExchange: 'Moneda de la tienda',
      exchangeAmount: 'Monto en la tienda',
      rateExchange: 'Tasa a la moneda de conversión',
      exchangeRate: 'Tasa a la moneda de la tienda',
      prExchangeRate: 'Tasa de referencia del proveedor',
    },
    filters: { createdDate: 'Fecha de creación', merchant: 'Comercio', shop: 'Tienda', currency: 'Moneda', type: 'Tipo' },
    types: { TOP_UP: 'Recarga', ADJUSTMENT: 'Ajuste manual' },
    drawer: { movement: 'Movimiento', amounts: 'Montos', rates: 'Tipos de cambio' },
  },
  pt: {
    fields: {
      date: 'Data',
      adjustmentTypeCode: 'Tipo',
      description: 'Descrição',
      merchantName: 'Comerciante',
      shopName: 'Loja',
      currency: 'Moeda original',
      amount: 'Valor original',
      currencyExchange: 'Moeda de conversão',
      amountExchange: 'Valor de conversão',
      currencySecondExchange: 'Moeda da loja',
      exchangeAmount: 'Valor na loja',
      rateExchange: 'Taxa para a moeda de conversão',
      exchangeRate: 'Taxa para a moeda da loja',
      prExchangeRate: 'Taxa de referência do provedor',
    },
    filters: { createdDate: 'Data de criação', merchant: 'Comerciante', shop: 'Loja', currency: 'Moeda', type: 'Tipo' },
    types: { TOP_UP: 'Recarga', ADJUSTMENT: 'Ajuste manual' },
    drawer: { movement: 'Movimento', amounts: 'Valores', rates: 'Taxas de câmbio' },
  },
} as const;

/** The Top-ups screen (spec 03 §2), under `resources.top-ups`. */
export const topUpMessages = defineMessages({
  en: { resources: { 'top-ups': { name: 'Top-ups', drawer_title: 'Top-up details', ...movementLabels.en } } },
  es: { resources: { 'top-ups': { name: 'Recargas', drawer_title: 'Detalle de la recarga', ...movementLabels.es } } },
  pt: { resources: { 'top-ups': { name: 'Recargas', drawer_title: 'Detalhes da recarga', ...movementLabels.pt } } },
});
