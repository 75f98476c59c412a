import { Navigate, useLocation } from 'react-router-dom';
import { useCanAccess } from 'react-admin';

/**
 * Spec 03 §2: the paywall root redirects to the payment-link list (its query kept); a role that
 * may see the e-mails only goes to those instead of a list it would be logged out of.
 */
export function PaywallRoot() {
  const { search } = useLocation();
  const { canAccess, isPending } = useCanAccess({ resource: 'PAYWALL_LINK', action: 'VIEW' });
  if (isPending) return null;
  return <Navigate to={`/${canAccess ? 'link' : 'email'}${search}`} replace />;
}
