import NotificationsIcon from '@mui/icons-material/Notifications';
import { defineResource } from '../../src/framework/defineResource';
import { notificationMessages } from './messages';

/**
 * /notifications (spec 02 §2 "Notifications"): the log of webhook calls to the shops, with
 * the request and response bodies and a resend.
 *
 * Resending (Retry) needs NOTIFICATION EDIT. The spec names no action for it; it is a write,
 * so the read-only viewer (VIEW and MENU) must not have it. The fake API guards
 * POST /notifications/{transactionId}/send with the same patent (RESEND_ACTION there).
 */
export const notificationsResource = defineResource({
  name: 'notifications',
  apiPath: '/notifications',
  idField: 'transactionNotificationLogID',
  access: 'NOTIFICATION',
  // Spec 01 §2.5: after refunds and direct wires, before claims.
  menu: { group: 'operations', icon: NotificationsIcon, order: 70 },
  filterCookiePrefix: 'notifications_',
  list: () => import('./NotificationList').then((m) => m.NotificationList),
  firstPage: (definition) => import('./NotificationList').then((m) => m.notificationsFirstPage(definition)),
  messages: notificationMessages,
});
