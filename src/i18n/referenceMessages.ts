import { defineMessages } from './defineMessages';

/**
 * The spec's fixed code sets that servers send with an English name (spec 01 §3.3 payment
 * channel types, §8 claim reasons): shown in the user's language by code, the server's name
 * being the fallback for a code added later.
 */
export const referenceMessages = defineMessages({
  en: {
    reference: {
      channels: {
        CASH: 'Cash',
        CREDITCARD: 'Credit card',
        CREDITCARD_CASH: 'Credit card and cash',
        CRYPTOCURRENCY: 'Cryptocurrency',
        ONLINE: 'Online banking',
      },
      claim_reasons: {
        PAYER_CPF_NOT_EQUAL: 'Payer CPF does not match',
        PAYER_AMOUNT_NOT_EQUAL: 'Paid amount does not match',
        PAYER_CNPJ: 'Payer used a company CNPJ',
        PAYER_CPF_BLACKLISTED: 'Payer CPF is blacklisted',
        FRAUD: 'Fraudulent transaction',
        PRODUCT_NOT_RECEIVED: 'Product or service not received',
        DUPLICATE_PAYMENT: 'Duplicate payment',
      },
    },
  },
  es: {
    reference: {
      channels: {
        CASH: 'Efectivo',
        CREDITCARD: 'Tarjeta de crédito',
        CREDITCARD_CASH: 'Tarjeta de crédito y efectivo',
        CRYPTOCURRENCY: 'Criptomoneda',
        ONLINE: 'Banca en línea',
      },
      claim_reasons: {
        PAYER_CPF_NOT_EQUAL: 'El CPF del pagador no coincide',
        PAYER_AMOUNT_NOT_EQUAL: 'El monto pagado no coincide',
        PAYER_CNPJ: 'El pagador usó un CNPJ de empresa',
        PAYER_CPF_BLACKLISTED: 'El CPF del pagador está en lista negra',
        FRAUD: 'Transacción fraudulenta',
        PRODUCT_NOT_RECEIVED: 'Producto o servicio no recibido',
        DUPLICATE_PAYMENT: 'Pago duplicado',
      },
    },
  },
  pt: {
    reference: {
      channels: {
        CASH: 'Dinheiro',
        CREDITCARD: 'Cartão de crédito',
        CREDITCARD_CASH: 'Cartão de crédito e dinheiro',
        CRYPTOCURRENCY: 'Criptomoeda',
        ONLINE: 'Internet banking',
      },
      claim_reasons: {
        PAYER_CPF_NOT_EQUAL: 'O CPF do pagador não confere',
        PAYER_AMOUNT_NOT_EQUAL: 'O valor pago não confere',
        PAYER_CNPJ: 'O pagador usou um CNPJ de empresa',
        PAYER_CPF_BLACKLISTED: 'O CPF do pagador está na lista de bloqueio',
        FRAUD: 'Transação fraudulenta',
        PRODUCT_NOT_RECEIVED: 'Produto ou serviço não recebido',
        DUPLICATE_PAYMENT: 'Pagamento duplicado',
      },
    },
  },
});
