/** The refund payment screens' names (menu, titles): in the app's first download, unlike their other messages. */
export const REFUND_PAYMENT_NAMES = { en: 'Refund payments', es: 'Pagos de reembolsos', pt: 'Pagamentos de reembolsos' };
export const MANUAL_REFUND_PAYMENT_NAMES = { en: 'Manual refund payments', es: 'Reembolsos manuales', pt: 'Reembolsos manuais' };
