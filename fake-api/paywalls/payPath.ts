import { API_VERSION_PATH } from '../../contract/wire';

/** Where the hosted page of a paywall is served, under the API's base. */
export const payPath = (paywallId: string) => `${API_VERSION_PATH}/pay/${encodeURIComponent(paywallId)}`;
