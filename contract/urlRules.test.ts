import { describe, expect, it } from 'vitest';
import { isHttpUrl, namesPrivateHost } from './urlRules';

describe('notification URLs the back-office may call (server-side request forgery)', () => {
  it('refuses loopback, private, shared, link-local and unspecified IPv4, however the number is written', () => {
    for (const url of [
      'http://127.0.0.1/hook',
      'http://127.8.9.10:8080/hook',
      'http://2130706433/hook', // 127.0.0.1 as one number
      'http://0x7f.1/hook',
      'http://127.1/hook',
      'http://0.0.0.0/hook',
      'http://10.1.2.3/hook',
      'http://172.16.0.1/hook',
      'http://172.31.255.255/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data/', // a cloud's metadata service
      'http://100.64.0.1/hook',
    ])
      expect(namesPrivateHost(url), url).toBe(true);
  });

  it('refuses IPv6 loopback, unspecified, unique-local, link-local and private IPv4 inside IPv6', () => {
    for (const url of [
      'http://[::1]/hook',
      'http://[0:0:0:0:0:0:0:1]/hook',
      'http://[::]/hook',
      'http://[fc00::1]/hook',
      'http://[fd12:3456::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:10.0.0.1]/hook',
      'http://[64:ff9b::192.168.0.1]/hook',
    ])
      expect(namesPrivateHost(url), url).toBe(true);
  });

  it('refuses names kept for the local machine and network, with or without a final dot', () => {
    for (const url of [
      'http://localhost/hook',
      'http://LOCALHOST:3001/',
      'http://localhost./hook',
      'http://api.localhost/',
      'http://printer.local/',
      'http://db.internal/',
      'http://nas.home.arpa/',
    ])
      expect(namesPrivateHost(url), url).toBe(true);
  });

  it('takes public names and addresses', () => {
    for (const url of [
      'https://api.pampa-store.example/webhooks',
      'http://8.8.8.8/hook',
      'http://172.32.0.1/hook',
      'http://192.169.0.1/hook',
      'http://[2001:db8::1]/hook',
      'http://[::ffff:8.8.8.8]/hook',
      'https://localhost-monitor.example.com/',
    ]) {
      expect(isHttpUrl(url), url).toBe(true);
      expect(namesPrivateHost(url), url).toBe(false);
    }
  });
});
