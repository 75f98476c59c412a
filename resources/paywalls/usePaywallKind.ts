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
  const resource = useResourceContext();
  const { pathname } = useLocation();
  if (resource === 'link' || resource === 'email') return resource;
  return pathname.includes('link') ? 'link' : 'email';
}
