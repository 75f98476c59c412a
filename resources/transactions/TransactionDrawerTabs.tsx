import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { MoneyTrail } from './MoneyTrail';
import { useTransactionKey } from './useTransactionKey';

/** The transaction drawer's two tabs: the pay-in's details, and where its money went (issue #17). */
export function TransactionDrawerTabs({ details }: { details: ReactNode }) {
  const translate = useTranslate();
  const key = useTransactionKey();
  const [tab, setTab] = useState<'details' | 'trail'>('details');
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: 'details' | 'trail') => setTab(value)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="details"
          label={translate(key('trail.details_tab'))}
          id="transaction-tab-details"
          aria-controls="transaction-panel-details"
        />
        <Tab value="trail" label={translate(key('trail.tab'))} id="transaction-tab-trail" aria-controls="transaction-panel-trail" />
      </Tabs>
      <div role="tabpanel" id={`transaction-panel-${tab}`} aria-labelledby={`transaction-tab-${tab}`}>
        {tab === 'details' ? details : <MoneyTrail />}
      </div>
    </Box>
  );
}
