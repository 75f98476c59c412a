import Box from '@mui/material/Box';
import { Show, useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { paywallKey } from './messages';
import { PaywallDetails } from './PaywallDetails';
import { KIND_RESOURCE, usePaywallKind } from './usePaywallKind';

/**
 * /paywall/link/{id}/detail and /paywall/email/{id}/detail (spec 03 §2): a paywall on its own page,
 * for a role with VIEW on its kind (the route itself lets any paywall code through); otherwise
 * /logout, as every denied route (spec 01 §2.2).
 */
export function PaywallDetailPage() {
  const kind = usePaywallKind();
  const { canAccess, isPending } = useCanAccess({ resource: KIND_RESOURCE[kind], action: 'VIEW' });
  if (isPending) return null;
  if (!canAccess) return <Navigate to="/logout" replace />;
  return (
    <Show resource="paywall" title={paywallKey('drawer.title')} actions={false}>
      <Box sx={{ p: 2 }}>
        <PaywallDetails page />
      </Box>
    </Show>
  );
}
