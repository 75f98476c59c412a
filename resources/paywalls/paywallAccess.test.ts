import { describe, expect, it } from 'vitest';
import { canAccess } from '../../contract/access/canAccess';
import type { Role } from '../../contract/access/types';
import { buildMenu } from '../../src/layout/menuModel';
import { viewForPath } from '../../src/pages/access-denied/routeAccess';
import { paymentEmailsResource, paymentLinksResource, paywallResource } from './index';

const role = (resources: Record<string, string[]>): Role => ({
  code: 'TEST',
  resources: Object.entries(resources).map(([code, patents]) => ({ code, patents: patents.map((p) => ({ code: p })) })),
});
const DEFINITIONS = [paywallResource, paymentLinksResource, paymentEmailsResource];
const opens = (r: Role, path: string) => viewForPath(DEFINITIONS, path, r) !== null;
const menuOf = (r: Role) =>
  buildMenu(DEFINITIONS, {
    isLoggedInProd: false,
    canShow: (d) => [d.access, ...(d.anyAccess ?? [])].some((code) => canAccess(r, code, 'MENU')),
  }).flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry.definition]).map((d) => d.name));

describe('each paywall list asks its own view right (issue #30)', () => {
  it('opens neither list, nor shows either menu item, on PAYWALL VIEW and MENU alone', () => {
    const paywallOnly = role({ PAYWALL: ['VIEW', 'MENU'] });
    expect(opens(paywallOnly, '/link')).toBe(false);
    expect(opens(paywallOnly, '/email')).toBe(false);
    expect(menuOf(paywallOnly)).toEqual([]);
  });

  it('opens the links with PAYWALL_LINK VIEW and the e-mails with PAYWALL_EMAIL VIEW, each alone', () => {
    const links = role({ PAYWALL: ['VIEW', 'MENU'], PAYWALL_LINK: ['VIEW', 'MENU'] });
    expect(opens(links, '/link')).toBe(true);
    expect(opens(links, '/email')).toBe(false);
    expect(menuOf(links)).toEqual(['link']);
    const emails = role({ PAYWALL_EMAIL: ['VIEW', 'MENU'] });
    expect(opens(emails, '/email')).toBe(true);
    expect(opens(emails, '/link')).toBe(false);
    expect(menuOf(emails)).toEqual(['email']);
  });
});
