import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { defineResource, type ResourceDefinition, type ViewLoader } from '../../src/framework/defineResource';
import { PAYWALL_NAMES } from './names';

/** The paywall screens' messages and views: one loader each, shared by links and e-mails. */
const messages = () => import('./messages').then((m) => m.paywallMessages);
const list: ViewLoader = () => import('./PaywallList').then((m) => m.PaywallList);
const create: ViewLoader = () => import('./PaywallCreate').then((m) => m.PaywallCreate);
const detail: ViewLoader = () => import('./PaywallDetailPage').then((m) => m.PaywallDetailPage);
/** The list's first page, from the list's own chunk (the boot downloads it anyway). */
const firstPage = (definition: ResourceDefinition) => import('./PaywallList').then((m) => m.paywallFirstPage(definition));

const PAYWALL_API = { apiPath: '/paywalls', idField: 'paywallId', pageSize: 30 } as const;

/**
 * /paywall (spec 03 §2): the root goes to the payment links; the forms at /paywall/link/new and
 * /paywall/email/new (ADD) and a paywall's page at /paywall/{kind}/{id}/detail live under it.
 */
export const paywallResource = defineResource({
  name: 'paywall',
  ...PAYWALL_API,
  access: 'PAYWALL',
  anyAccess: ['PAYWALL_LINK', 'PAYWALL_EMAIL'],
  list: () => import('./PaywallRoot').then((m) => m.PaywallRoot),
  routes: [
    { path: 'link/new', view: create, action: 'create' },
    { path: 'email/new', view: create, action: 'create' },
    { path: 'link/:id/detail', view: detail },
    { path: 'email/:id/detail', view: detail },
  ],
  messages,
  names: PAYWALL_NAMES.paywall,
});

/** /link (spec 03 §2): the payment links, 30 a page, today's by default; /link/new is the form too. */
export const paymentLinksResource = defineResource({
  name: 'link',
  ...PAYWALL_API,
  // Its own right only (issue #30): PAYWALL VIEW alone opens neither list nor shows its menu item.
  access: 'PAYWALL_LINK',
  menu: { group: 'paywalls', icon: LinkIcon, order: 150 },
  list,
  firstPage,
  create,
  messages,
  names: PAYWALL_NAMES.link,
});

/** /email (spec 03 §2): the payment e-mails, with the resend action; /email/new is the form too. */
export const paymentEmailsResource = defineResource({
  name: 'email',
  ...PAYWALL_API,
  access: 'PAYWALL_EMAIL',
  menu: { group: 'paywalls', icon: EmailOutlined, order: 151 },
  list,
  firstPage,
  create,
  messages,
  names: PAYWALL_NAMES.email,
});
