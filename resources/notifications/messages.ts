import { defineMessages } from '../../src/i18n/defineMessages';

/** Labels of the Notifications screen (spec 02 §2), under `resources.notifications`. */
export const notificationMessages = defineMessages({
  en: {
    resources: {
      notifications: {
        name: 'Notifications',
        fields: {
          transactionNotificationLogID: 'Log ID', date: 'Date', transactionID: 'Transaction ID', trackingId: 'Tracking ID',
          transactionStatusTypeCode: 'Transaction status', networkOperationStatus: 'Network status',
          networkOperationStatusName: 'Network status name', networkOperationRequestUri: 'Request URI',
          networkOperationRequestBody: 'Request body', networkOperationResponseBody: 'Response body',
        },
        filters: { date: 'Date', search: 'Search by transaction ID' },
        actions: { view_request: 'View Request', view_response: 'View Response', retry: 'Retry' },
        network: { delivered: 'Delivered', failed: 'Failed', no_answer: 'No answer' },
        payload: {
          request_title: 'Notification request', response_title: 'Notification response', uri: 'URI',
          copy: 'Copy body', empty: 'The body is empty.', load_failed: 'The body could not be loaded: %{message}',
          json: 'JSON, formatted', text: 'Plain text',
        },
        resend: {
          title: 'Resend notification', url: 'URL', send: 'Send', cancel: 'Cancel',
          help: 'The notification for transaction %{id} is sent again to this URL.', sent: 'Notification sent.',
          failed: 'The notification could not be sent: %{message}',
        },
        list: { copy_id: 'Copy transaction ID' },
        drawer: { title: 'Notification details' },
      },
    },
  },
  es: {
    resources: {
      notifications: {
        name: 'Notificaciones',
        fields: {
          transactionNotificationLogID: 'ID de registro', date: 'Fecha', transactionID: 'ID de transacción', trackingId: 'ID de seguimiento',
          transactionStatusTypeCode: 'Estado de la transacción', networkOperationStatus: 'Estado de red',
          networkOperationStatusName: 'Nombre del estado de red', networkOperationRequestUri: 'URI de la solicitud',
          networkOperationRequestBody: 'Cuerpo de la solicitud', networkOperationResponseBody: 'Cuerpo de la respuesta',
        },
        filters: { date: 'Fecha', search: 'Buscar por ID de transacción' },
        actions: { view_request: 'Ver solicitud', view_response: 'Ver respuesta', retry: 'Reintentar' },
        network: { delivered: 'Entregada', failed: 'Fallida', no_answer: 'Sin respuesta' },
        payload: {
          request_title: 'Solicitud de la notificación', response_title: 'Respuesta de la notificación', uri: 'URI',
          copy: 'Copiar cuerpo', empty: 'El cuerpo está vacío.', load_failed: 'No se pudo cargar el cuerpo: %{message}',
          json: 'JSON, con formato', text: 'Texto sin formato',
        },
        resend: {
          title: 'Reenviar notificación', url: 'URL', send: 'Enviar', cancel: 'Cancelar',
          help: 'La notificación de la transacción %{id} se enviará de nuevo a esta URL.', sent: 'Notificación enviada.',
          failed: 'No se pudo enviar la notificación: %{message}',
        },
        list: { copy_id: 'Copiar ID de transacción' },
        drawer: { title: 'Detalle de la notificación' },
      },
    },
  },
  pt: {
    resources: {
      notifications: {
        name: 'Notificações',
        fields: {
          transactionNotificationLogID: 'ID do registro', date: 'Data', transactionID: 'ID da transação', trackingId: 'ID de rastreamento',
          transactionStatusTypeCode: 'Status da transação', networkOperationStatus: 'Status de rede',
          networkOperationStatusName: 'Nome do status de rede', networkOperationRequestUri: 'URI da requisição',
          networkOperationRequestBody: 'Corpo da requisição', networkOperationResponseBody: 'Corpo da resposta',
        },
        filters: { date: 'Data', search: 'Buscar por ID da transação' },
        actions: { view_request: 'Ver requisição', view_response: 'Ver resposta', retry: 'Reenviar' },
        network: { delivered: 'Entregue', failed: 'Falhou', no_answer: 'Sem resposta' },
        payload: {
          request_title: 'Requisição da notificação', response_title: 'Resposta da notificação', uri: 'URI',
          copy: 'Copiar corpo', empty: 'O corpo está vazio.', load_failed: 'Não foi possível carregar o corpo: %{message}',
          json: 'JSON, formatado', text: 'Texto simples',
        },
        resend: {
          title: 'Reenviar notificação', url: 'URL', send: 'Enviar', cancel: 'Cancelar',
          help: 'A notificação da transação %{id} será enviada novamente para esta URL.', sent: 'Notificação enviada.',
          failed: 'Não foi possível enviar a notificação: %{message}',
        },
        list: { copy_id: 'Copiar ID da transação' },
        drawer: { title: 'Detalhes da notificação' },
      },
    },
  },
});

/** A key under `resources.notifications.`. */
export const notificationKey = (path: string): string => `resources.notifications.${path}`;
