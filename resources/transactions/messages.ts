import { defineMessages } from '../../src/i18n/defineMessages';

/**
 * Labels of both transaction screens. The same tree sits under `resources.transactions` and
 * `resources.transactions-v2`, so components build keys from the current resource name and
 * react-admin's automatic field labels work on either screen.
 */
export const transactionMessages = defineMessages({
  en: {
    fields: {
      transactionId: 'Transaction ID', trackingId: 'Tracking ID', createdDate: 'Created date', createdDateUtc: 'Created date (UTC)',
      paidDate: 'Paid date', expiredDate: 'Expired date', operativeDate: 'Operative date',
      settledDate: 'Settled date', shopName: 'Shop', shopId: 'Shop', paymentMethodName: 'Payment method',
      customer: 'Customer', customerEmail: 'Customer / email', email: 'Email', amount: 'Amount', currency: 'Currency', status: 'Status',
      testMode: 'Test mode', description: 'Description', personalId: 'Personal ID', phone: 'Phone',
      country: 'Country', address: 'Address', city: 'City', state: 'State', postalCode: 'Postal code',
      ip: 'IP address', cardNumber: 'Card number', pspTransactionId: 'PSP transaction ID',
      notificationUrl: 'Notification URL', origin: 'Origin', channelType: 'Payment channel',
      message: 'Message', bankCountry: 'Bank country', bankName: 'Bank', partnerName: 'Partner',
      shopLegacyId: 'Shop legacy ID', shopContactEmail: 'Shop contact email',
      processedOnSettlementId: 'Settlement ID', transactionType: 'Transaction type',
      conversionAmount: 'Converted amount', conversionCurrency: 'Converted currency',
      pspAmount: 'Provider amount', pspCurrency: 'Provider currency', payerFullName: 'Payer',
      buyerFullName: 'Buyer', buyerCountry: 'Buyer country', enableRefund: 'Refund enabled',
      refundId: 'Refund ID', refundAmount: 'Refund amount', refundCurrencyCode: 'Refund currency',
      refundStatus: 'Refund status', refundDate: 'Refund date',
    },
    filters: {
      dateRange: 'Date range', dateType: 'Date type', status: 'Status', shop: 'Shop', country: 'Country',
      channel: 'Payment channel', paymentMethod: 'Payment method', currency: 'Currency', email: 'Email',
      personalId: 'Personal ID', origin: 'Origin', search: 'Search by transaction ID',
      showTests: 'Show tests',
    },
    dateTypes: { createdDate: 'Created date', paidDate: 'Paid date', expiredDate: 'Expired date', operativeDate: 'Operative date' },
    origins: { API_PAYMENT: 'API payment', PAYMENT_LINK: 'Payment link', PAYMENT_EMAIL: 'Payment email' },
    statuses: {
      APPROVED: 'Approved', CANCELLED: 'Cancelled', EXPIRED: 'Expired', FAILED: 'Failed',
      MISSING_INFO: 'Missing Info', ONHOLD: 'On Hold', PENDING: 'Pending', REJECTED: 'Rejected',
    },
    list: { test: 'Test', pending_update: 'Status update to %{status} pending', copy_id: 'Copy transaction ID' },
    drawer: { title: 'Transaction details', refund: 'Refund', no_refund: 'No refund requested' },
    refund: {
      request: 'Request refund', confirm_title: 'Request a refund?',
      confirm_content: 'A refund request will be created for transaction %{id}.', confirm: 'Confirm refund',
    },
    status_change: {
      action: 'Change status', title: 'Change transaction status', new_status: 'New status',
      notification_url: 'Notification URL', submit: 'Send status', cancel: 'Cancel',
      no_transition: 'The status %{status} is final and cannot change.',
    },
  },
  es: {
    fields: {
      transactionId: 'ID de transacción', trackingId: 'ID de seguimiento', createdDate: 'Fecha de creación', createdDateUtc: 'Fecha de creación (UTC)',
      paidDate: 'Fecha de pago', expiredDate: 'Fecha de vencimiento', operativeDate: 'Fecha operativa',
      settledDate: 'Fecha de liquidación', shopName: 'Tienda', shopId: 'Tienda', paymentMethodName: 'Medio de pago',
      customer: 'Cliente', customerEmail: 'Cliente / correo', email: 'Correo electrónico', amount: 'Monto', currency: 'Moneda', status: 'Estado',
      testMode: 'Modo de prueba', description: 'Descripción', personalId: 'Documento personal', phone: 'Teléfono',
      country: 'País', address: 'Dirección', city: 'Ciudad', state: 'Estado/Provincia', postalCode: 'Código postal',
      ip: 'Dirección IP', cardNumber: 'Número de tarjeta', pspTransactionId: 'ID de transacción del proveedor',
      notificationUrl: 'URL de notificación', origin: 'Origen', channelType: 'Canal de pago',
      message: 'Mensaje', bankCountry: 'País del banco', bankName: 'Banco', partnerName: 'Socio',
      shopLegacyId: 'ID heredado de la tienda', shopContactEmail: 'Correo de contacto de la tienda',
      processedOnSettlementId: 'ID de liquidación', transactionType: 'Tipo de transacción',
      conversionAmount: 'Monto convertido', conversionCurrency: 'Moneda convertida',
      pspAmount: 'Monto del proveedor', pspCurrency: 'Moneda del proveedor', payerFullName: 'Pagador',
      buyerFullName: 'Comprador', buyerCountry: 'País del comprador', enableRefund: 'Reembolso habilitado',
      refundId: 'ID de reembolso', refundAmount: 'Monto del reembolso', refundCurrencyCode: 'Moneda del reembolso',
      refundStatus: 'Estado del reembolso', refundDate: 'Fecha del reembolso',
    },
    filters: {
      dateRange: 'Rango de fechas', dateType: 'Tipo de fecha', status: 'Estado', shop: 'Tienda', country: 'País',
      channel: 'Canal de pago', paymentMethod: 'Medio de pago', currency: 'Moneda', email: 'Correo electrónico',
      personalId: 'Documento personal', origin: 'Origen', search: 'Buscar por ID de transacción',
      showTests: 'Mostrar pruebas',
    },
    dateTypes: { createdDate: 'Fecha de creación', paidDate: 'Fecha de pago', expiredDate: 'Fecha de vencimiento', operativeDate: 'Fecha operativa' },
    origins: { API_PAYMENT: 'Pago por API', PAYMENT_LINK: 'Enlace de pago', PAYMENT_EMAIL: 'Pago por correo' },
    statuses: {
      APPROVED: 'Aprobada', CANCELLED: 'Cancelada', EXPIRED: 'Vencida', FAILED: 'Fallida',
      MISSING_INFO: 'Falta información', ONHOLD: 'En espera', PENDING: 'Pendiente', REJECTED: 'Rechazada',
    },
    list: { test: 'Prueba', pending_update: 'Cambio de estado a %{status} pendiente', copy_id: 'Copiar ID de transacción' },
    drawer: { title: 'Detalle de la transacción', refund: 'Reembolso', no_refund: 'Sin reembolso solicitado' },
    refund: {
      request: 'Solicitar reembolso', confirm_title: '¿Solicitar un reembolso?',
      confirm_content: 'Se creará una solicitud de reembolso para la transacción %{id}.', confirm: 'Confirmar reembolso',
    },
    status_change: {
      action: 'Cambiar estado', title: 'Cambiar el estado de la transacción', new_status: 'Nuevo estado',
      notification_url: 'URL de notificación', submit: 'Enviar estado', cancel: 'Cancelar',
      no_transition: 'El estado %{status} es definitivo y no puede cambiar.',
    },
  },
  pt: {
    fields: {
      transactionId: 'ID da transação', trackingId: 'ID de rastreamento', createdDate: 'Data de criação', createdDateUtc: 'Data de criação (UTC)',
      paidDate: 'Data de pagamento', expiredDate: 'Data de expiração', operativeDate: 'Data operacional',
      settledDate: 'Data de liquidação', shopName: 'Loja', shopId: 'Loja', paymentMethodName: 'Meio de pagamento',
      customer: 'Cliente', customerEmail: 'Cliente / e-mail', email: 'E-mail', amount: 'Valor', currency: 'Moeda', status: 'Status',
      testMode: 'Modo de teste', description: 'Descrição', personalId: 'Documento pessoal', phone: 'Telefone',
      country: 'País', address: 'Endereço', city: 'Cidade', state: 'Estado', postalCode: 'CEP',
      ip: 'Endereço IP', cardNumber: 'Número do cartão', pspTransactionId: 'ID da transação no provedor',
      notificationUrl: 'URL de notificação', origin: 'Origem', channelType: 'Canal de pagamento',
      message: 'Mensagem', bankCountry: 'País do banco', bankName: 'Banco', partnerName: 'Parceiro',
      shopLegacyId: 'ID legado da loja', shopContactEmail: 'E-mail de contato da loja',
      processedOnSettlementId: 'ID da liquidação', transactionType: 'Tipo de transação',
      conversionAmount: 'Valor convertido', conversionCurrency: 'Moeda convertida',
      pspAmount: 'Valor do provedor', pspCurrency: 'Moeda do provedor', payerFullName: 'Pagador',
      buyerFullName: 'Comprador', buyerCountry: 'País do comprador', enableRefund: 'Reembolso habilitado',
      refundId: 'ID do reembolso', refundAmount: 'Valor do reembolso', refundCurrencyCode: 'Moeda do reembolso',
      refundStatus: 'Status do reembolso', refundDate: 'Data do reembolso',
    },
    filters: {
      dateRange: 'Período', dateType: 'Tipo de data', status: 'Status', shop: 'Loja', country: 'País',
      channel: 'Canal de pagamento', paymentMethod: 'Meio de pagamento', currency: 'Moeda', email: 'E-mail',
      personalId: 'Documento pessoal', origin: 'Origem', search: 'Buscar por ID da transação',
      showTests: 'Mostrar testes',
    },
    dateTypes: { createdDate: 'Data de criação', paidDate: 'Data de pagamento', expiredDate: 'Data de expiração', operativeDate: 'Data operacional' },
    origins: { API_PAYMENT: 'Pagamento por API', PAYMENT_LINK: 'Link de pagamento', PAYMENT_EMAIL: 'Pagamento por e-mail' },
    statuses: {
      APPROVED: 'Aprovada', CANCELLED: 'Cancelada', EXPIRED: 'Expirada', FAILED: 'Falhou',
      MISSING_INFO: 'Informação faltante', ONHOLD: 'Em espera', PENDING: 'Pendente', REJECTED: 'Rejeitada',
    },
    list: { test: 'Teste', pending_update: 'Mudança de status para %{status} pendente', copy_id: 'Copiar ID da transação' },
    drawer: { title: 'Detalhes da transação', refund: 'Reembolso', no_refund: 'Nenhum reembolso solicitado' },
    refund: {
      request: 'Solicitar reembolso', confirm_title: 'Solicitar um reembolso?',
      confirm_content: 'Uma solicitação de reembolso será criada para a transação %{id}.', confirm: 'Confirmar reembolso',
    },
    status_change: {
      action: 'Alterar status', title: 'Alterar o status da transação', new_status: 'Novo status',
      notification_url: 'URL de notificação', submit: 'Enviar status', cancel: 'Cancelar',
      no_transition: 'O status %{status} é definitivo e não pode mudar.',
    },
  },
});

type Tree = typeof transactionMessages.en;

/** Messages of one screen: the shared tree under its resource name, with its own menu/title name. */
export function screenMessages(resource: string, names: { en: string; es: string; pt: string }) {
  const under = <T extends Tree | typeof transactionMessages.es>(tree: T, name: string) => ({
    resources: { [resource]: { name, ...tree } },
  });
  return defineMessages({
    en: under(transactionMessages.en, names.en),
    es: under(transactionMessages.es, names.es),
    pt: under(transactionMessages.pt, names.pt),
  });
}
