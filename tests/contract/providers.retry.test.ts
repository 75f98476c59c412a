/**
 * Issue #30 item 32: the app's query client against the fake API's fault switch. A failed read
 * reaches the user within 2 s: a 4xx is never asked again, a 5xx once, quickly.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { INJECTED_ERROR_MESSAGE } from '../../fake-api/faults';
import { createQueryClient } from '../../src/perf/instantAuthAnswers';
import { createProviders } from '../../src/providers/createProviders';
import { memoryStorage } from '../../src/providers/session';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../harness/fakeApi';
import { contractDefinitions, listParams } from './support/providers';

const WITHIN_MS = 2000;

let api: TestApi;
let providers: ReturnType<typeof createProviders>;
/** Each grid call the client sent, with the status it got; `onReply` runs after each. */
const gridCalls: number[] = [];
let onReply: (() => void) | undefined;

const countingFetch: typeof fetch = async (input, init) => {
  const reply = await fetch(input, init);
  if (String(input).includes('/transactions/v2')) {
    gridCalls.push(reply.status);
    onReply?.();
  }
  return reply;
};

beforeAll(async () => {
  api = await startTestApi();
  providers = createProviders({
    definitions: contractDefinitions,
    storage: memoryStorage(),
    baseUrl: api.url,
    timeoutMs: 10_000,
    fetch: countingFetch,
  });
  await providers.authProvider.login({ username: 'super@demo.test', password: DEMO_PASSWORD, token: '' });
});
afterEach(() => {
  api.app.fakeApi.faults.clear();
  gridCalls.length = 0;
  onReply = undefined;
});
afterAll(async () => {
  await api?.close();
});

const appQueryClient = (): QueryClient => createQueryClient({ loggedIn: () => true, checkAccessNow: () => true });

/** A grid read as a screen makes it: through the app's query client; answers how long it took. */
async function readGrid(client: QueryClient, filter: Record<string, unknown> = {}) {
  const started = performance.now();
  const outcome = await client
    .fetchQuery({
      queryKey: ['transactions-v2', 'getList', filter],
      queryFn: () => providers.dataProvider.getList('transactions-v2', listParams(filter)),
    })
    .then(
      (reply) => ({ rows: reply.data.length }),
      (error: Error & { status?: number }) => ({ error }),
    );
  return { ...outcome, ms: performance.now() - started };
}

describe("the app's query client under faults", () => {
  it('asks a 500 once more, quickly, then says it within 2 s', async () => {
    api.app.fakeApi.faults.set({ error: 1 });
    const read = await readGrid(appQueryClient());
    expect(read).toMatchObject({ error: { status: 500, message: INJECTED_ERROR_MESSAGE } });
    expect(gridCalls).toEqual([500, 500]);
    expect(read.ms).toBeLessThan(WITHIN_MS);
  });

  it('asks a 502 from the proxy once more too', async () => {
    api.app.fakeApi.faults.set({ proxy502: 1 });
    const read = await readGrid(appQueryClient());
    expect(read).toMatchObject({ error: { status: 502 } });
    expect(gridCalls).toEqual([502, 502]);
    expect(read.ms).toBeLessThan(WITHIN_MS);
  });

  it('shows the rows when the second try finds the server back', async () => {
    api.app.fakeApi.faults.set({ error: 1 });
    onReply = () => api.app.fakeApi.faults.clear();
    const read = await readGrid(appQueryClient());
    expect(read).toMatchObject({ rows: 10 });
    expect(gridCalls).toEqual([500, 200]);
  });

  it('never asks a 400 again', async () => {
    const read = await readGrid(appQueryClient(), { createdDateFrom: '31/02/2026 00:00:00.000' });
    expect(read).toMatchObject({ error: { status: 400 } });
    expect(gridCalls).toEqual([400]);
    expect(read.ms).toBeLessThan(WITHIN_MS);
  });
});
