import { useLocation } from 'react-router-dom';
import { useResourceContext } from 'react-admin';
import type { PaywallKind } from '../../contract/paywalls/types';

/** The access code of each kind: its screens' own rights (issue #30: PAYWALL alone opens neither). */
export const KIND_RESOURCE = { link: 'PAYWALL_LINK', email: 'PAYWALL_EMAIL' } as const satisfies Record<PaywallKind, string>;

/**
 * Spec 03 §2: the kind of the list (its resource, link or email), or of a form or page under
 * /paywall, where "the kind is a link if the path contains 'link'".
 */
export function usePaywallKind(): PaywallKind {
  return paywallKindOf(useResourceContext(), useLocation().pathname);
}

/** The kind a screen lists: its resource's, else its address's (/paywall/link/new, /historical-payment-links). */
export function paywallKindOf(resource: string | undefined, pathname: string): PaywallKind {
  if (resource === 'link' || resource === 'email') return resource;
  return pathname.includes('link') ? 'link' : 'email';
}
