/**
 * Issue #31 item 1: the links the API hands out (a payment link's pay URL, a white-label preview)
 * start with the configured public origin (PUBLIC_APP_ORIGIN), whatever Host or X-Forwarded-Host
 * a caller sends: a forged header must not make the API hand customers a link to another host.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { json } from '../harness/fakeApi';
import { suiteDemoApi } from '../harness/demoApi';
import { PAYWALL_LINK } from './support/paywalls';

const ORIGIN = 'https://backoffice.example.com';
const api = suiteDemoApi({ scale: 600, publicOrigin: ORIGIN });
const { as } = api;

const FORGED = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http', Host: 'evil.example' };

/** A call whose Host header is the attacker's (fetch keeps Host its own, node:http sends what it is given). */
function forgedHostCall(path: string, token: string, body?: unknown): Promise<{ status: number; text: string }> {
  const url = new URL(`${api.url}${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...FORGED, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('links the API hands out', () => {
  it('a payment link created, listed and read with a forged Host and X-Forwarded-Host points at the configured origin', async () => {
    const created = await forgedHostCall('/paywalls', api.tokens.merchant, PAYWALL_LINK);
    expect(created.status, created.text).toBe(201);
    const link = JSON.parse(created.text) as { paywallId: string; payUrl: string; form: { action: string } };
    expect(link.payUrl).toBe(`${ORIGIN}/api/v1/pay/${link.paywallId}`);
    expect(link.form.action).toBe(link.payUrl);
    expect(created.text).not.toContain('evil.example');

    const one = await forgedHostCall(`/paywalls/${link.paywallId}`, api.tokens.merchant);
    expect((JSON.parse(one.text) as { payUrl: string }).payUrl).toBe(link.payUrl);
    const list = await forgedHostCall(`/paywalls?pageSize=5&shopPaymentType=link`, api.tokens.merchant);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain('evil.example');
    for (const row of (JSON.parse(list.text) as { data: { payUrl: string }[] }).data)
      expect(row.payUrl.startsWith(`${ORIGIN}/`)).toBe(true);

    // fetch with the forwarding headers (fetch sends its own Host): the same origin.
    const viaFetch = await json<{ payUrl: string }>(
      await as.merchant(`/paywalls/${link.paywallId}`, { headers: { 'X-Forwarded-Host': 'evil.example' } }),
    );
    expect(viaFetch.payUrl).toBe(link.payUrl);
  });

  it('a white-label preview asked with a forged host points at the configured origin', async () => {
    const preview = await forgedHostCall('/shops/8/paywall-preview', api.tokens.merchant, {
      primaryColor: '#0B8457',
      fontFamily: 'Poppins',
    });
    expect(preview.status, preview.text).toBe(200);
    expect((JSON.parse(preview.text) as { url: string }).url.startsWith(`${ORIGIN}/api/v1/pay/preview/`)).toBe(true);
  });
});
