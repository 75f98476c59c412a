import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { lazyNamed, useNotifiedCall } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { BeneficiaryFields } from './BeneficiaryFields';
import { RefundFields } from './RefundFields';
import { refundKey } from './refundKey';
import type { RefundRow } from './rows';

// The notes' and the documents' tabs bring their forms (the documents' review checks its rules): on first opening.
const RefundNotes = lazyNamed(() => import('./RefundNotes'), 'RefundNotes', <LinearProgress />);
const RefundDocumentsTable = lazyNamed(() => import('./RefundDocumentsTable'), 'RefundDocumentsTable', <LinearProgress />);

const TABS = ['details', 'bank', 'documents', 'notes'] as const;
type DrawerTab = (typeof TABS)[number];

/** The request's summary as a PDF (GET /api/v1/refunds/download/{id}). */
function SummaryButton({ refundRequestId }: { refundRequestId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { run, busy } = useNotifiedCall(dataProvider.downloadRefundSummary, { failure: refundKey('drawer.summary_failed') });
  return (
    <Button startIcon={<PictureAsPdfIcon />} onClick={() => void run(refundRequestId)} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
      {translate(refundKey('drawer.summary'))}
    </Button>
  );
}

/**
 * The refund drawer (spec 02 §2): the Details, Bank details and Merchant documents tabs (each
 * document to view and download, its detail read-only), and the request's notes.
 */
export function RefundDetails() {
  const record = useRecordContext<RefundRow>();
  const translate = useTranslate();
  const [tab, setTab] = useState<DrawerTab>('details');
  if (!record) return null;
  const id = `refund-${record.refundRequestId}`;
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_e, next: DrawerTab) => setTab(next)}
        aria-label={translate(refundKey('drawer.tabs.label'))}
        variant="scrollable"
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(refundKey(`drawer.tabs.${name}`))}
            id={`${id}-tab-${name}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        sx={{ pt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {tab === 'details' && (
          <>
            <RefundFields />
            <SummaryButton refundRequestId={record.refundRequestId} />
          </>
        )}
        {tab === 'bank' && <BeneficiaryFields beneficiaryId={record.beneficiaryId} />}
        {tab === 'documents' && <RefundDocumentsTable refundRequestId={record.refundRequestId} />}
        {tab === 'notes' && <RefundNotes refundRequestId={record.refundRequestId} />}
      </Box>
    </Box>
  );
}
