import { Navigate, useLocation } from 'react-router-dom';

/** Spec 03 §2: the paywall root redirects to the payment-link list (its query kept). */
export function PaywallRoot() {
  const { search } = useLocation();
  return <Navigate to={`/link${search}`} replace />;
}
