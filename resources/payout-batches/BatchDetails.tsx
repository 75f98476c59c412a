import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRecordContext, useTranslate } from 'react-admin';
import { BatchFields } from './BatchFields';
import { BatchItemsTable } from './BatchItemsTable';
import { batchKey } from './messages';
import type { PayoutBatchRow } from './types';

/** The 'Payout Details' drawer of a batch (spec 02 §2): a Details tab and an Items tab. */
export function BatchDetails() {
  const translate = useTranslate();
  const record = useRecordContext<PayoutBatchRow>();
  const [tab, setTab] = useState<'details' | 'items'>('details');
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Tabs value={tab} onChange={(_e, next: 'details' | 'items') => setTab(next)} aria-label={translate(batchKey('drawer.title'))}>
        <Tab value="details" label={translate(batchKey('drawer.details'))} id="batch-tab-details" />
        <Tab value="items" label={translate(batchKey('drawer.items'))} id="batch-tab-items" />
      </Tabs>
      <div role="tabpanel" aria-labelledby={`batch-tab-${tab}`}>
        {tab === 'details' ? <BatchFields /> : <BatchItemsTable record={record} />}
      </div>
    </Stack>
  );
}
