/**
 * Issue #31 item 6: a payout 400 echoed a 6 MB input back. Every error message repeats at most a
 * short prefix of what was sent (fake-api/httpError.ts `quoted`, 40 characters and '…'), and no
 * message is longer than MESSAGE_MAX whatever the request.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX, QUOTE_MAX } from '../../fake-api/httpError';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';
import { brazilPixPayout } from './support/payouts';

const api = suiteDemoApi({ scale: 600 });
const { as } = api;

const HUGE = 'A'.repeat(6 * 1024 * 1024);
const post = (call: DemoCall, path: string, body: unknown) => call(path, { method: 'POST', body: JSON.stringify(body) });

/** A refusal whose text quotes the input's first characters, cut, and stays short. */
async function expectShortRefusal(reply: Promise<Response>, status: number, startsWith: string) {
  const answer = await reply;
  const text = await answer.text();
  expect(answer.status, text.slice(0, 200)).toBe(status);
  expect(text.startsWith(startsWith), text.slice(0, 200)).toBe(true);
  expect(text.length).toBeLessThanOrEqual(MESSAGE_MAX + 1);
  return text;
}

describe('error messages repeat a short prefix of what was sent', () => {
  it('a payout with a 6 MB shop id gets a 400 quoting its first 40 characters', async () => {
    const payout = brazilPixPayout(1);
    const text = await expectShortRefusal(post(as.merchant, '/payouts/items', { ...payout, shopId: HUGE }), 400, 'shopId ');
    expect(text).toBe(`shopId ${'A'.repeat(QUOTE_MAX)}… is not one of your shops`);
  });

  it('a field name the caller made up, a sort field, a filter key and a path are cut short as well', async () => {
    const shops = (await (await as.merchant('/config/payouts')).json()) as { shops: { shopId: number }[] };
    const payout = brazilPixPayout(shops.shops[0].shopId);
    const key = 'k'.repeat(100_000);
    const text = await expectShortRefusal(post(as.merchant, '/payouts/items', { ...payout, [key]: { nested: true } }), 400, 'k');
    expect(text).toContain(`${'k'.repeat(QUOTE_MAX)}…`);
    await expectShortRefusal(as.merchant(`/shops?sortField=${'s'.repeat(8000)}`), 400, 'sortField ');
    await expectShortRefusal(
      as.merchant(`/transactions?pageIndex=0&pageSize=10&${'f'.repeat(8000)}dateFrom=x`),
      400,
      `${'f'.repeat(QUOTE_MAX)}…`,
    );
    await expectShortRefusal(as.merchant(`/${'p'.repeat(8000)}`), 404, 'Not found: GET /api/v1/ppp');
  });

  it('a 6 MB text in a schema field is refused by its rule, not repeated', async () => {
    const text = await expectShortRefusal(
      post(as.merchant, '/paywall-email-setting', { shopId: 8, senderName: 'Pampa', subject: HUGE, message: 'Hi' }),
      400,
      'subject ',
    );
    expect(text).toBe('subject must be at most 150 characters');
  });
});
