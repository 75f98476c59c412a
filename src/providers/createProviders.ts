import { config } from '../config';
import { clearFilterCookies } from '../framework/filterCookies';
import { clearAllDrafts } from '../framework/forms/formDrafts';
import type { ResourceDefinition } from '../framework/defineResource';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createHttpClient, type HttpClientOptions } from './httpClient';
import { accessCodesFromDefinitions, routesFromDefinitions } from './resourceRoutes';
import { createSessionStore, type KeyValueStorage } from './session';

type ProviderFields =
  'name' | 'apiPath' | 'idField' | 'getOnePath' | 'exportPath' | 'exportService' | 'access' | 'anyAccess' | 'filterCookiePrefix';

export interface ProvidersOptions extends Omit<HttpClientOptions, 'getToken' | 'requiresToken'> {
  /** The resource declarations (resources/index.ts); only their routing and access fields are read. */
  definitions: readonly Pick<ResourceDefinition, ProviderFields>[];
  /** Default window.localStorage; tests pass memoryStorage(). */
  storage?: KeyValueStorage;
  /** The account balance service's base; default `baseUrl` when given (Node tests), else config.balanceApiBase. */
  balanceBaseUrl?: string;
}

/** Session, http client, data and auth providers wired together, as App and the tests use them. */
export function createProviders({ definitions, storage, balanceBaseUrl, ...httpOptions }: ProvidersOptions) {
  const session = createSessionStore(storage);
  const http = createHttpClient({ ...httpOptions, getToken: session.getToken });
  return {
    session,
    http,
    dataProvider: createDataProvider({
      http: createHttpClient({ ...httpOptions, getToken: session.getToken, requiresToken: true }),
      resources: routesFromDefinitions(definitions),
      services: { balance: balanceBaseUrl ?? httpOptions.baseUrl ?? config.balanceApiBase },
    }),
    authProvider: createAuthProvider({
      http,
      session,
      resourceCodes: accessCodesFromDefinitions(definitions),
      // Filters can hold a customer's e-mail: the next user of this browser must not inherit them.
      onSessionEnd: () => {
        clearFilterCookies(definitions.flatMap((d) => (d.filterCookiePrefix ? [d.filterCookiePrefix] : [])));
        clearAllDrafts();
      },
    }),
  };
}
