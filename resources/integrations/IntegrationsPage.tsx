import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { useTabParam } from '../../src/framework';
import { CredentialsTab } from './CredentialsTab';
import { integrationKey } from './messages';
import { PaywallSettingsTab } from './PaywallSettingsTab';
import { WhiteLabelTab } from './WhiteLabelTab';

const TABS = ['whitelabel', 'credentials', 'paywall'] as const;

/**
 * /integrations (spec 03 §2, INTEGRATOR VIEW): card tabs — the white label, the API credentials
 * (the shops screen's rules), and the paywall settings with INTEGRATOR LANDING_SETTINGS.
 */
export function IntegrationsPage() {
  const translate = useTranslate();
  const { canAccess: landing } = useCanAccess({ resource: 'INTEGRATOR', action: 'LANDING_SETTINGS' });
  const tabs = TABS.filter((t) => t !== 'paywall' || landing === true);
  const [tab, select] = useTabParam(tabs, 'whitelabel');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={integrationKey('name')} />
      <Typography variant="h5" component="h1">
        {translate(integrationKey('name'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(integrationKey('subtitle'))}
      </Typography>
      <Card>
        <Tabs
          value={tab}
          onChange={(_, next: (typeof TABS)[number]) => select(next)}
          variant="scrollable"
          aria-label={translate(integrationKey('name'))}
          // The tabs scroll within the card: their width must not widen the page on a phone.
          sx={{ contain: 'inline-size' }}
        >
          {tabs.map((t) => (
            <Tab key={t} value={t} label={translate(integrationKey(`tabs.${t}`))} />
          ))}
        </Tabs>
        <CardContent>
          {tab === 'whitelabel' && <WhiteLabelTab />}
          {tab === 'credentials' && <CredentialsTab />}
          {tab === 'paywall' && <PaywallSettingsTab />}
        </CardContent>
      </Card>
    </Box>
  );
}
