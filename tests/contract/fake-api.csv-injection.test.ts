/**
 * Issue #31 item 7: a text a user typed that starts like a formula ("=HYPERLINK(…)") lands in an
 * exported file as text (a leading apostrophe), not as a formula; the amounts beside it stay
 * numbers. Through a real export: a payment link's description, in its report task's CSV.
 */
import { describe, expect, it } from 'vitest';
import { suiteDemoApi } from '../harness/demoApi';
import { PAYWALL_LINK } from './support/paywalls';

const api = suiteDemoApi();
const RANGE = 'createdDateFrom=01/01/2020&createdDateTo=31/12/2030';
const FORMULA = '=HYPERLINK("http://evil.example","Pay here")';

const json = async <T>(reply: Response): Promise<T> => {
  expect(reply.status, await reply.clone().text()).toBeLessThan(300);
  return (await reply.json()) as T;
};

describe('an export of a row whose description starts with "="', () => {
  it('writes the description as text, with a leading apostrophe, and the amount as a number', async () => {
    const created = await json<{ paywallId: string }>(
      await api.as.merchant('/paywalls', { method: 'POST', body: JSON.stringify({ ...PAYWALL_LINK, description: FORMULA }) }),
    );
    const query = `shopPaymentType=link&paywallId=${created.paywallId}&${RANGE}`;
    const { reportTaskId } = await json<{ reportTaskId: number }>(
      await api.as.merchant(`/paywalls/export?pageIndex=0&pageSize=0&${query}`),
    );
    let fileKey: string | null = null;
    await expect
      .poll(
        async () => {
          const tasks = await json<{ data: { reportTaskId: number; fileKey: string | null }[] }>(
            await api.as.merchant('/report-tasks?pageSize=100&sortField=date&sortDirection=desc'),
          );
          fileKey = tasks.data.find((t) => t.reportTaskId === reportTaskId)?.fileKey ?? null;
          return fileKey;
        },
        { timeout: 10_000 },
      )
      .toBeTruthy();
    const csv = await (await api.as.merchant(`/file/${fileKey}`)).text();
    const [header, ...lines] = csv.trim().split('\r\n');
    const columns = header.split(',');
    const line = lines.find((l) => l.startsWith(created.paywallId));
    expect(line).toBeDefined();
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Pay here"")"`);
    expect(line).not.toMatch(/(^|,)"?=/);
    // The amount column, before the description, is the number as it was sent.
    expect(columns.indexOf('amount')).toBeLessThan(columns.indexOf('description'));
    expect(line?.split(',')[columns.indexOf('amount')]).toBe(String(PAYWALL_LINK.amount));
  });
});
