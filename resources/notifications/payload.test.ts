import { describe, expect, it } from 'vitest';
import { networkStatusText } from './NetworkStatusField';
import { formatPayload, isDelivered } from './payload';

describe('formatPayload', () => {
  it('pretty-prints a JSON body with two-space indentation', () => {
    expect(formatPayload('{"status":"APPROVED","amount":10.5,"tags":["a"]}')).toEqual({
      kind: 'json',
      text: '{\n  "status": "APPROVED",\n  "amount": 10.5,\n  "tags": [\n    "a"\n  ]\n}',
    });
  });

  it('keeps a body that is not JSON exactly as received, HTML included', () => {
    const html = '<html><body><h1>Error</h1><script>alert(1)</script></body></html>';
    expect(formatPayload(html)).toEqual({ kind: 'text', text: html });
    expect(formatPayload('{"cut": tru')).toEqual({ kind: 'text', text: '{"cut": tru' });
  });

  it('says when there is no body at all', () => {
    expect(formatPayload('')).toEqual({ kind: 'empty', text: '' });
    expect(formatPayload('  \n')).toEqual({ kind: 'empty', text: '' });
    expect(formatPayload(null)).toEqual({ kind: 'empty', text: '' });
  });
});

describe('network status', () => {
  it('counts only 2xx answers as delivered', () => {
    expect(isDelivered(200)).toBe(true);
    expect(isDelivered(204)).toBe(true);
    expect(isDelivered(0)).toBe(false);
    expect(isDelivered(302)).toBe(false);
    expect(isDelivered(500)).toBe(false);
    expect(isDelivered(undefined)).toBe(false);
  });

  it('labels a status with its code, or its name alone when no answer came', () => {
    expect(networkStatusText(200, 'OK')).toBe('200 OK');
    expect(networkStatusText(0, 'Timeout')).toBe('Timeout');
    expect(networkStatusText(502, '')).toBe('502');
    expect(networkStatusText(0, null)).toBe('');
  });
});
