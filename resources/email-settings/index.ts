import { defineResource } from '../../src/framework/defineResource';
import { emailSettingsMessages } from './messages';

/**
 * /email-settings (spec 01 §2.6's edit-settings button on the payment e-mails, spec 03 §7's
 * settings/{id}): what a shop's payment e-mails say. No menu item: the e-mail list's settings
 * button leads here, for a role with PAYWALL_EMAIL EDIT_EMAIL_SETTINGS; VIEW opens it read-only.
 */
export const emailSettingsResource = defineResource({
  name: 'email-settings',
  apiPath: '/paywalls/settings',
  idField: 'shopId',
  access: 'PAYWALL_EMAIL',
  list: () => import('./EmailSettingsPage').then((m) => m.EmailSettingsPage),
  messages: emailSettingsMessages,
});
