import type { ResourceDefinition } from '../framework/defineResource';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createHttpClient, type HttpClient, type HttpClientOptions, type RequestOptions } from './httpClient';
import { HttpError, HTTP_MESSAGES } from './httpError';
import { accessCodesFromDefinitions, routesFromDefinitions } from './resourceRoutes';
import { createSessionStore, type KeyValueStorage, type SessionStore } from './session';

type ProviderFields = 'name' | 'apiPath' | 'idField' | 'getOnePath' | 'exportPath' | 'access';

export interface ProvidersOptions extends Omit<HttpClientOptions, 'getToken'> {
  /** The resource declarations (resources/index.ts); only their routing and access fields are read. */
  definitions: readonly Pick<ResourceDefinition, ProviderFields>[];
  /** Default window.localStorage; tests pass memoryStorage(). */
  storage?: KeyValueStorage;
}

/** Session, http client, data and auth providers wired together, as App and the tests use them. */
export function createProviders({ definitions, storage, ...httpOptions }: ProvidersOptions) {
  const session = createSessionStore(storage);
  const http = createHttpClient({ ...httpOptions, getToken: session.getToken });
  return {
    session,
    http,
    dataProvider: createDataProvider({ http: requiringSession(http, session), resources: routesFromDefinitions(definitions) }),
    authProvider: createAuthProvider({ http, session, resourceCodes: accessCodesFromDefinitions(definitions) }),
  };
}

/**
 * The data provider's calls all need a session: without a token the answer can only be a 401, so
 * none is sent. A screen still mounted while a 401 logs the user out asks again as the route
 * changes; those calls now fail at once, as the server would have answered them.
 */
function requiringSession(http: HttpClient, session: Pick<SessionStore, 'getToken'>): HttpClient {
  const refused = () => Promise.reject(new HttpError(HTTP_MESSAGES.unauthorized, 401));
  return {
    json: <T,>(path: string, options?: RequestOptions) => (session.getToken() ? http.json<T>(path, options) : refused()),
    blob: (path, options) => (session.getToken() ? http.blob(path, options) : refused()),
    text: (path, options) => (session.getToken() ? http.text(path, options) : refused()),
    request: (path, options) => (session.getToken() ? http.request(path, options) : refused()),
  };
}
