import { afterAll, beforeAll } from 'vitest';
import { authed, loginAs, startTestApi, type TestApi, type TestApiOptions } from './fakeApi';

/** The demo accounts a contract test calls as, by the part of their e-mail before the @. */
export const DEMO_USERS = ['super', 'merchant', 'viewer', 'staff'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];
export type DemoCall = ReturnType<typeof authed>;

export interface DemoApi {
  /** The API's base URL, once the suite's beforeAll has run. */
  readonly url: string;
  /** `as.merchant('/path')`: fetch as that demo user. */
  readonly as: Record<DemoUser, DemoCall>;
  readonly tokens: Record<DemoUser, string>;
}

/** A suite's own fake API, logged in as each demo user before the first test, closed after the last. */
export function suiteDemoApi(options: TestApiOptions = {}): DemoApi {
  let api: TestApi | undefined;
  const as = {} as Record<DemoUser, DemoCall>;
  const tokens = {} as Record<DemoUser, string>;
  beforeAll(async () => {
    api = await startTestApi(options);
    for (const user of DEMO_USERS) {
      tokens[user] = await loginAs(api.url, `${user}@demo.test`);
      as[user] = authed(api.url, tokens[user]);
    }
  });
  afterAll(async () => {
    await api?.close();
  });
  return {
    get url() {
      if (!api) throw new Error('suiteDemoApi: the API starts in beforeAll');
      return api.url;
    },
    as,
    tokens,
  };
}
