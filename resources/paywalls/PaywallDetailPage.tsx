import Box from '@mui/material/Box';
import { Show } from 'react-admin';
import { paywallKey } from './messages';
import { PaywallDetails } from './PaywallDetails';

/** /paywall/link/{id}/detail and /paywall/email/{id}/detail (spec 03 §2): a paywall on its own page. */
export function PaywallDetailPage() {
  return (
    <Show resource="paywall" title={paywallKey('drawer.title')} actions={false}>
      <Box sx={{ p: 2 }}>
        <PaywallDetails page />
      </Box>
    </Show>
  );
}
