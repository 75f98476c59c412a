import type { MoneyTimingReply } from '../../../contract/balance/moneyTiming';
import { Suspense, use, type ReactNode } from 'react';
import { vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  AdminContext,
  Notification,
  type AuthProvider,
  type Store,
  type TranslationMessages,
  type GetListResult,
  type RaRecord,
  memoryStore,
} from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '../../../contract/access/types';
import { authProviderFor, LocationProbe } from './testAuth';
import { specMessages } from '../../i18n/messages';
import { referenceMessages } from '../../i18n/referenceMessages';
import { ruleMessages } from '../../i18n/ruleMessages';
import { mergeTrees } from '../../i18n/catalog';
import type { MessageTree } from '../../i18n/defineMessages';
import type { BackOfficeDataProvider, ExportOutcome } from '../../providers/types';
import { withTranslatedArgs } from '../../providers/i18nProvider';
import { frameworkMessages } from '../messages';
import { screenWords } from '../screenWords';
import type { ResourceDefinition } from '../defineResource';
import { TestResource } from './TestResource';

/**
 * English catalog: react-admin's, the spec's, the reference codes', the contract's rules (schemaRules)
 * and the framework's (what src/i18n/catalog.ts merges for the app).
 */
export const testI18nProvider = withTranslatedArgs(
  polyglotI18nProvider(
    () =>
      mergeTrees(
        englishMessages as MessageTree,
        specMessages.en,
        referenceMessages.en,
        ruleMessages.en,
        frameworkMessages.en,
        screenWords.en,
      ) as TranslationMessages,
    'en',
    {
      allowMissing: true,
    },
  ),
);

type TestI18n = ReturnType<typeof polyglotI18nProvider>;
const resourceI18n = new WeakMap<ResourceDefinition, TestI18n | Promise<TestI18n>>();

const withOwn = (own: MessageTree): TestI18n => {
  const catalog = mergeTrees(
    englishMessages as MessageTree,
    specMessages.en,
    referenceMessages.en,
    ruleMessages.en,
    frameworkMessages.en,
    screenWords.en,
    own,
  );
  return withTranslatedArgs(polyglotI18nProvider(() => catalog as TranslationMessages, 'en', { allowMissing: true }));
};

/**
 * The English catalog plus one screen's own messages, so its tests read what users read: at
 * once for messages the declaration holds, once loaded for messages that load with the views.
 */
export function testI18nProviderFor(resource?: ResourceDefinition): TestI18n | Promise<TestI18n> {
  if (!resource) return testI18nProvider;
  let provider = resourceI18n.get(resource);
  if (!provider) {
    const { messages } = resource;
    // Once loaded, the provider itself replaces its promise: later renders need not suspend.
    const ready = (own: MessageTree) => {
      const made = withOwn(own);
      resourceI18n.set(resource, made);
      return made;
    };
    provider = typeof messages === 'function' ? messages().then((own) => ready(own.en)) : ready(messages.en);
    if (provider instanceof Promise) resourceI18n.set(resource, provider);
  }
  return provider;
}

/** AdminContext with the resource's catalog (suspending, for lazy messages, until it is in). */
const TestAdmin = ({
  resource,
  ...props
}: { resource?: ResourceDefinition } & Omit<Parameters<typeof AdminContext>[0], 'i18nProvider'>) => {
  const i18n = testI18nProviderFor(resource);
  return <AdminContext {...props} i18nProvider={i18n instanceof Promise ? use(i18n) : i18n} />;
};

/** Permissions as 'RESOURCE:ACTION' strings; react-admin's own 'list'/'show' checks always pass. */
export const fakeAuthProvider = (grants: string[] = []): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource, action }) =>
    ['list', 'show', 'edit', 'create', 'delete'].includes(action) ||
    grants.includes(`${resource}:${action}`) ||
    grants.includes(`${resource}:*`),
});

/** An in-memory data provider whose getList answers `reply` (spied, so tests see the params). */
export function fakeDataProvider(reply: Partial<GetListResult> = {}, rows: RaRecord[] = []) {
  const list: GetListResult = { data: rows, total: rows.length, ...reply };
  const provider = {
    getList: vi.fn(async () => list),
    // A 404 is an empty result (spec 01 §8): the record then carries no more than its id.
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({
      data: rows.find((row) => String(row.id) === String(id)) ?? { id },
    })),
    getMany: vi.fn(async (): Promise<{ data: RaRecord[] }> => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    export: vi.fn(async (): Promise<ExportOutcome> => ({ kind: 'report' })),
    download: vi.fn(),
    readFile: vi.fn(async (_fileKey: string): Promise<Blob | undefined> => undefined),
    upload: vi.fn(),
    config: vi.fn(),
    lookup: vi.fn(),
    options: vi.fn(),
    requestRefund: vi.fn(),
    pushPayinStatus: vi.fn(),
    pushPayoutStatus: vi.fn(),
    previewPayoutImport: vi.fn(),
    importPayouts: vi.fn(),
    downloadPayoutReceipt: vi.fn(),
    sendPayoutEmail: vi.fn(),
    getDisclaimer: vi.fn(),
    acceptDisclaimer: vi.fn(),
    refundLookup: vi.fn(),
    shopRefundInfo: vi.fn(),
    createRefund: vi.fn(),
    updateRefund: vi.fn(),
    refundDocuments: vi.fn(async (): Promise<unknown[]> => []),
    updateRefundDocument: vi.fn(),
    refundBeneficiary: vi.fn(),
    refundNotes: vi.fn(async (): Promise<unknown[]> => []),
    addRefundNote: vi.fn(),
    downloadRefundSummary: vi.fn(),
    updateRefundPaymentStatus: vi.fn(),
    accountBalance: vi.fn(),
    balanceSummary: vi.fn(),
    legacyBalance: vi.fn(),
    bankAccountBalance: vi.fn(async () => undefined),
    moneyTiming: vi.fn(async (query: { currencyCode: string }): Promise<MoneyTimingReply> => ({
      currencyCode: query.currencyCode,
      nextSettlements: [],
      inTransit: [],
      reserveReleases: [],
      reserveBalance: 0,
    })),
    ledgerAccounts: vi.fn(async (_merchantId: number): Promise<unknown[]> => []),
    settlementHeader: vi.fn(),
    settlementSummary: vi.fn(),
    downloadGuide: vi.fn(),
    resendPaywallEmail: vi.fn(),
    cancelPaywall: vi.fn(),
    savePaywallEmailSetting: vi.fn(),
    resetPaywallEmailSetting: vi.fn(),
    saveWhitelabel: vi.fn(),
    whitelabelPreview: vi.fn(),
  };
  return provider as typeof provider & BackOfficeDataProvider;
}

export { currentLocation } from './testAuth';

/**
 * A store in which the grid of `resource` shows every column, those its screen hides by default
 * too (the column chooser's choice, `columns.<name>`): for tests of the spec's whole column set.
 */
export const everyColumnStore = (resource: string) => memoryStore({ [`columns.${resource}`]: [] });

/** A fresh cache without retries: a failure shows at once instead of after react-query's backoff. */
export const noRetryQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * A view as the app renders it, for component tests: router, react-admin, the English catalog
 * with the resource's own messages, toasts and the location probe. Access comes from `role`
 * (the app's one rule, authProviderFor) or else from `grants` ('RESOURCE:ACTION' strings).
 */
export const AdminTestContext = ({
  children,
  dataProvider,
  grants,
  role,
  authOptions,
  url = '/transactions',
  path,
  queryClient,
  store,
  resource,
  extraResources,
}: {
  children: ReactNode;
  /** The declared resource the children render under, as its route would. */
  resource?: ResourceDefinition;
  /** Other declarations the screen shows grids of (a page's tabs: the balance screen's settlements). */
  extraResources?: readonly ResourceDefinition[];
  dataProvider: BackOfficeDataProvider;
  grants?: string[];
  role?: Role;
  authOptions?: Parameters<typeof authProviderFor>[1];
  url?: string;
  /** A route pattern the children render under (route params such as :id). */
  path?: string;
  queryClient?: QueryClient;
  /** react-admin's store (default: a fresh one in memory), to keep what a user chose across renders. */
  store?: Store;
}) => {
  const content = path ? (
    <Routes>
      <Route path={path} element={children} />
    </Routes>
  ) : (
    children
  );
  return (
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={null}>
        <TestAdmin
          resource={resource}
          dataProvider={dataProvider}
          authProvider={role ? authProviderFor(role, authOptions) : fakeAuthProvider(grants)}
          queryClient={queryClient}
          store={store}
        >
          {resource ? (
            <TestResource definition={resource} also={extraResources}>
              {content}
            </TestResource>
          ) : (
            content
          )}
          {/* Toasts stay until read: a slow render on a busy machine must not outlast them. */}
          <Notification autoHideDuration={60_000} />
          <LocationProbe />
        </TestAdmin>
      </Suspense>
    </MemoryRouter>
  );
};
