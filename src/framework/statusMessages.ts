import { defineMessages } from '../i18n/defineMessages';

/** Status labels of spec 01 §4.1 and the transaction statuses, keyed by the upper-case code (`grid.status.*`). */
export const statusMessages = defineMessages({
  en: {
    PUBLISHED: 'Published', ACTIVE: 'Active', APPROVED: 'Approved', PAID: 'Paid', SUCCESSFUL: 'Successful',
    PROCESSED: 'Processed', FINISHED: 'Finished', COMPLETED: 'Completed', ENABLED: 'Enabled', DRAFT: 'Draft',
    INACTIVE: 'Inactive', PENDING: 'Pending', PENDING_USE: 'Pending use', CANCELLED: 'Cancelled',
    REJECTED: 'Rejected', ERROR: 'Error', SUBMITTED: 'Submitted', DISABLED: 'Disabled', PROCESSING: 'Processing',
    USED: 'Used', DELETED: 'Deleted', CREATED: 'Created', RETURNED_PAYMENT: 'Returned payment', OPEN: 'Open',
    REFUNDING: 'Refunding', REFUNDING_ERROR: 'Refunding error', PARTIAL: 'Partial', TOTAL: 'Total',
    EXPIRED: 'Expired', FAILED: 'Failed', MISSING_INFO: 'Missing info', ONHOLD: 'On hold', REVERSED: 'Reversed',
    SENT: 'Sent', ACCEPTED: 'Accepted',
  },
  es: {
    PUBLISHED: 'Publicado', ACTIVE: 'Activo', APPROVED: 'Aprobado', PAID: 'Pagado', SUCCESSFUL: 'Exitoso',
    PROCESSED: 'Procesado', FINISHED: 'Finalizado', COMPLETED: 'Completado', ENABLED: 'Habilitado', DRAFT: 'Borrador',
    INACTIVE: 'Inactivo', PENDING: 'Pendiente', PENDING_USE: 'Pendiente de uso', CANCELLED: 'Cancelado',
    REJECTED: 'Rechazado', ERROR: 'Error', SUBMITTED: 'Enviado', DISABLED: 'Deshabilitado', PROCESSING: 'Procesando',
    USED: 'Usado', DELETED: 'Eliminado', CREATED: 'Creado', RETURNED_PAYMENT: 'Pago devuelto', OPEN: 'Abierto',
    REFUNDING: 'Reembolsando', REFUNDING_ERROR: 'Error de reembolso', PARTIAL: 'Parcial', TOTAL: 'Total',
    EXPIRED: 'Expirado', FAILED: 'Fallido', MISSING_INFO: 'Falta información', ONHOLD: 'En espera', REVERSED: 'Revertido',
    SENT: 'Enviado', ACCEPTED: 'Aceptado',
  },
  pt: {
    PUBLISHED: 'Publicado', ACTIVE: 'Ativo', APPROVED: 'Aprovado', PAID: 'Pago', SUCCESSFUL: 'Bem-sucedido',
    PROCESSED: 'Processado', FINISHED: 'Finalizado', COMPLETED: 'Concluído', ENABLED: 'Habilitado', DRAFT: 'Rascunho',
    INACTIVE: 'Inativo', PENDING: 'Pendente', PENDING_USE: 'Pendente de uso', CANCELLED: 'Cancelado',
    REJECTED: 'Rejeitado', ERROR: 'Erro', SUBMITTED: 'Enviado', DISABLED: 'Desabilitado', PROCESSING: 'Processando',
    USED: 'Usado', DELETED: 'Excluído', CREATED: 'Criado', RETURNED_PAYMENT: 'Pagamento devolvido', OPEN: 'Aberto',
    REFUNDING: 'Reembolsando', REFUNDING_ERROR: 'Erro de reembolso', PARTIAL: 'Parcial', TOTAL: 'Total',
    EXPIRED: 'Expirado', FAILED: 'Falhou', MISSING_INFO: 'Informação faltante', ONHOLD: 'Em espera', REVERSED: 'Estornado',
    SENT: 'Enviado', ACCEPTED: 'Aceito',
  },
});
