import { defineMessages } from '../../src/i18n/defineMessages';

/** Labels of the Claims screen, under `resources.claims`. */
export const claimMessages = defineMessages({
  en: {
    resources: {
      claims: {
        name: 'Claims',
        fields: {
          claimId: 'Claim ID', claimDate: 'Claim date', transactionId: 'Transaction ID', trackingId: 'Tracking ID',
          shopName: 'Shop', merchant: 'Merchant', paymentMethodName: 'Payment method', customer: 'Customer / email',
          customerName: 'Customer', transactionEmail: 'Customer email', cardNumber: 'Card number', amount: 'Amount',
          currency: 'Currency', transactionDate: 'Transaction date', claimReasonName: 'Reason', status: 'Status',
          processedDate: 'Processed date',
        },
        filters: {
          dateRange: 'Date range', dateType: 'Date type', paymentMethod: 'Payment method', shop: 'Shop', status: 'Claim status',
          reason: 'Reason', email: 'Customer email', channel: 'Payment channel', search: 'Search by transaction ID',
        },
        dateTypes: { ClaimDate: 'Claim date', TransactionDate: 'Transaction date', ProcessedDate: 'Processed date' },
        statuses: { OPEN: 'Open', AGAINST_MERCHANT: 'Against merchant', IN_FAVOR_MERCHANT: 'In favor of merchant' },
        list: { copy_id: 'Copy transaction ID', not_processed: 'Not processed yet' },
        drawer: { title: 'Claim details', claim: 'Claim', transaction: 'Transaction', customer: 'Customer' },
      },
    },
  },
  es: {
    resources: {
      claims: {
        name: 'Reclamos',
        fields: {
          claimId: 'ID del reclamo', claimDate: 'Fecha del reclamo', transactionId: 'ID de transacción', trackingId: 'ID de seguimiento',
          shopName: 'Tienda', merchant: 'Comercio', paymentMethodName: 'Medio de pago', customer: 'Cliente / correo',
          customerName: 'Cliente', transactionEmail: 'Correo del cliente', cardNumber: 'Número de tarjeta', amount: 'Monto',
          currency: 'Moneda', transactionDate: 'Fecha de la transacción', claimReasonName: 'Motivo', status: 'Estado',
          processedDate: 'Fecha de procesamiento',
        },
        filters: {
          dateRange: 'Rango de fechas', dateType: 'Tipo de fecha', paymentMethod: 'Medio de pago', shop: 'Tienda', status: 'Estado del reclamo',
          reason: 'Motivo', email: 'Correo del cliente', channel: 'Canal de pago', search: 'Buscar por ID de transacción',
        },
        dateTypes: { ClaimDate: 'Fecha del reclamo', TransactionDate: 'Fecha de la transacción', ProcessedDate: 'Fecha de procesamiento' },
        statuses: { OPEN: 'Abierto', AGAINST_MERCHANT: 'En contra del comercio', IN_FAVOR_MERCHANT: 'A favor del comercio' },
        list: { copy_id: 'Copiar ID de transacción', not_processed: 'Aún no procesado' },
        drawer: { title: 'Detalle del reclamo', claim: 'Reclamo', transaction: 'Transacción', customer: 'Cliente' },
      },
    },
  },
  pt: {
    resources: {
      claims: {
        name: 'Reclamações',
        fields: {
          claimId: 'ID da reclamação', claimDate: 'Data da reclamação', transactionId: 'ID da transação', trackingId: 'ID de rastreamento',
          shopName: 'Loja', merchant: 'Comerciante', paymentMethodName: 'Meio de pagamento', customer: 'Cliente / e-mail',
          customerName: 'Cliente', transactionEmail: 'E-mail do cliente', cardNumber: 'Número do cartão', amount: 'Valor',
          currency: 'Moeda', transactionDate: 'Data da transação', claimReasonName: 'Motivo', status: 'Status',
          processedDate: 'Data de processamento',
        },
        filters: {
          dateRange: 'Período', dateType: 'Tipo de data', paymentMethod: 'Meio de pagamento', shop: 'Loja', status: 'Status da reclamação',
          reason: 'Motivo', email: 'E-mail do cliente', channel: 'Canal de pagamento', search: 'Buscar por ID da transação',
        },
        dateTypes: { ClaimDate: 'Data da reclamação', TransactionDate: 'Data da transação', ProcessedDate: 'Data de processamento' },
        statuses: { OPEN: 'Aberta', AGAINST_MERCHANT: 'Contra o comerciante', IN_FAVOR_MERCHANT: 'A favor do comerciante' },
        list: { copy_id: 'Copiar ID da transação', not_processed: 'Ainda não processada' },
        drawer: { title: 'Detalhes da reclamação', claim: 'Reclamação', transaction: 'Transação', customer: 'Cliente' },
      },
    },
  },
});
