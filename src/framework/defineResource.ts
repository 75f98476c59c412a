import type { ComponentType, LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceCode } from '../access/codes';
import type { LocalizedMessages } from '../i18n/defineMessages';

/** Menu groups of spec 01 §2.5, in menu order. */
export type MenuGroup = 'balance' | 'operations' | 'claims' | 'paywalls' | 'merchant' | 'brazilBank' | 'historicals';

type View = LazyExoticComponent<ComponentType>;

/**
 * One backend entity, declared once. App builds its <Resource> and routes from this, Menu its
 * entry, the data provider its paths, the i18n catalog its labels.
 */
export interface ResourceDefinition {
  /** react-admin resource name and route path, e.g. 'transactions' -> /transactions. */
  name: string;
  /** Path under the back-office base, e.g. '/transactions/v2'. */
  apiPath: string;
  /** Row id field; default: singular resource name + 'Id' (spec 01 §2.6). */
  idField?: string;
  /** GET-one path when it is not `${apiPath}/${id}` (e.g. transactions v2 `/{id}/details`). */
  getOnePath?: (id: string | number) => string;
  /** Export path; default `${apiPath}/export`. */
  exportPath?: string;
  /** Resource code whose VIEW guards the routes and whose MENU shows the menu item. */
  access: ResourceCode;
  /** Further resources whose MENU also shows the item (spec: "MENU on one of its resources"). */
  menuAccess?: ResourceCode[];
  /** Menu placement; omit to keep the resource out of the menu. */
  menu?: { group?: MenuGroup; icon: SvgIconComponent; order: number; query?: string };
  /** Grid page size; default 10 (spec 01 §9). */
  pageSize?: number;
  /** Cookie prefix for persisted filters, e.g. 'transactions_' (spec 02 Transactions). */
  filterCookiePrefix?: string;
  list?: View;
  show?: View;
  create?: View;
  /** EN/ES/PT messages; keys under `resources.<name>` label fields, filters and actions. */
  messages: LocalizedMessages;
}

export const defineResource = (definition: ResourceDefinition): ResourceDefinition => definition;

/** Default id field: 'transactions' -> 'transactionId', 'payment-methods' -> 'paymentMethodId'. */
export function defaultIdField(name: string): string {
  const camel = name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const singular = camel.endsWith('ies') ? `${camel.slice(0, -3)}y` : camel.replace(/s$/, '');
  return `${singular}Id`;
}
