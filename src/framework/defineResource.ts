import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceCode } from '../../contract/access/codes';
import type { TotalsDeclaration } from '../../contract/gridTotals';
import type { LocalizedMessages } from '../i18n/defineMessages';
import type { FirstPage } from '../perf/firstPage';

/** What a list asks for first, but the page size (the declaration's `pageSize`). */
export type FirstPageQuery = Omit<FirstPage, 'perPage'>;

/** Menu groups of spec 01 §2.5, in menu order. */
export type MenuGroup = 'balance' | 'operations' | 'claims' | 'paywalls' | 'merchant' | 'brazilBank' | 'historicals';

/**
 * Loads a screen's chunk, e.g. `() => import('./TransactionsPage').then((m) => m.TransactionsPage)`.
 * A loader rather than a lazy component, so the boot can start the download of the page being
 * opened before react-admin has rendered anything (see loadableView).
 */
export type ViewLoader = () => Promise<ComponentType>;

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
  /**
   * The service the export goes to when it is not the back-office API: 'balance', the account
   * balance service (spec 03 §7: the account daily balance export), at config.balanceApiBase.
   */
  exportService?: 'balance';
  /**
   * A money list's totals per currency over every row the filters match (issue #33), e.g.
   * `{ amount: 'amount', currency: 'currency', except: { field: 'status', values: ['REJECTED'] } }`:
   * the grid call asks the server for them and the list shows them under its rows (CurrencyTotals).
   */
  totals?: TotalsDeclaration;
  /** POST path of a create when it is not `apiPath` (a BR withdrawal: `/balance-ledger/accounts/{id}/withdrawal`). */
  createPath?: (data: Record<string, unknown>) => string;
  /** Resource code whose VIEW guards the routes and whose MENU shows the menu item. */
  access: ResourceCode;
  /**
   * Further resources of the screen: MENU on any of them shows its menu item (spec 01 §2.5, "MENU
   * on one of the item's resources") and VIEW on any of them opens it (02 §2: /payouts needs
   * PAYOUT VIEW, otherwise PAYOUT_BATCH VIEW). Other actions (ADD, EXPORT, ...) ask `access` only.
   */
  anyAccess?: ResourceCode[];
  /**
   * Besides VIEW, the patents on `access` (or `anyAccess`) that open the list and detail routes
   * (spec 03 §6: the global balance opens with GLOBAL_BALANCE MENU or VIEW).
   */
  alsoOpenWith?: readonly 'MENU'[];
  /**
   * Rendered instead of the logout (`denied`) when the role may not open the list or a detail:
   * a screen the spec reaches through a choice (01 §2.3, the balance screens) sends the user to
   * the one its role may see, and renders `denied` only when there is none.
   */
  whenDenied?: ComponentType<{ denied: ReactNode }>;
  /** Menu placement; omit to keep the resource out of the menu. */
  menu?: { group?: MenuGroup; icon: SvgIconComponent; order: number; query?: string };
  /**
   * A historical screen (spec 01 §2.5; declare it with `historicalOf`): read-only, over the
   * archive. Its grid offers no add, edit, delete, upload, settings or selection, no row action
   * that `writes`, and opens on the archive's last days (framework/archive.ts).
   */
  historical?: boolean;
  /** Grid page size; default 10 (spec 01 §9). */
  pageSize?: number;
  /** Cookie prefix for persisted filters, e.g. 'transactions_' (spec 02 Transactions). */
  filterCookiePrefix?: string;
  list?: ViewLoader;
  /**
   * The list's first filter and sort when the address carries no list parameters. With it, a
   * direct visit fetches the first page while the app boots, and the rows come with the first
   * render. It must match what the list itself asks for, or it only costs a request: return
   * `firstPageOf(query, definition)` from the module of the list, with the `ListQuery` the list
   * passes to ResourceList (`() => import('./PayoutsPage').then((m) => m.payoutsFirstPage(d))`:
   * the list's own chunk, which the boot downloads anyway). A function imported statically (the
   * transactions') leaves earlier still, but its module joins the first load: keep it light.
   */
  firstPage?: (definition: ResourceDefinition) => FirstPageQuery | undefined | Promise<FirstPageQuery | undefined>;
  /** Served at /<name>/{id}/detail (spec 02 §2), behind VIEW on `access`. */
  show?: ViewLoader;
  /** Served at /<name>/new (spec 01 §2.2), behind ADD on `access`. */
  create?: ViewLoader;
  /**
   * Further pages under /<name>/ (spec 02: /refunds/{id}/documents, /refunds/{id}/beneficiaries),
   * each behind VIEW (`show`) or ADD (`create`) on `access`. A page that is another step of the
   * same screen names the same loader, so the screen's chunk is fetched once.
   */
  routes?: readonly { path: string; view: ViewLoader; action?: 'show' | 'create' }[];
  /**
   * EN/ES/PT messages; keys under `resources.<name>` label fields, filters and actions. A loader
   * (`() => import('./messages').then((m) => m.xMessages)`) keeps them out of the app's first
   * download: they arrive with the screen's views (resources/resourceMessages.ts), and `names`
   * gives the screen's name for the menu meanwhile. New screens declare them so.
   */
  messages: LocalizedMessages | (() => Promise<LocalizedMessages>);
  /** With lazy `messages`: the screen's name (`resources.<name>.name`) in each language. */
  names?: { en: string; es: string; pt: string };
}

export const defineResource = (definition: ResourceDefinition): ResourceDefinition => definition;

/** Default id field: 'transactions' -> 'transactionId', 'payment-methods' -> 'paymentMethodId'. */
export function defaultIdField(name: string): string {
  const camel = name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const singular = camel.endsWith('ies') ? `${camel.slice(0, -3)}y` : camel.replace(/s$/, '');
  return `${singular}Id`;
}

/** A screen component that renders once its chunk is in, and whose chunk can be fetched ahead. */
export interface LoadableView {
  Component: ComponentType;
  /** Starts (or joins) the chunk download; safe to call any number of times. */
  preload(): Promise<ComponentType>;
}

const loadableViews = new WeakMap<ViewLoader, LoadableView>();

/**
 * One LoadableView per loader, so the boot's preload and the route's render share one download.
 * Once the chunk is in, the screen renders directly instead of suspending for a tick.
 */
export function loadableView(loader: ViewLoader): LoadableView {
  const known = loadableViews.get(loader);
  if (known) return known;
  let pending: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (pending ??= loader().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline, new deploy) may be retried by the next render.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Component = () => createElement(loaded ?? Lazy);
  const view: LoadableView = { Component, preload };
  loadableViews.set(loader, view);
  return view;
}
