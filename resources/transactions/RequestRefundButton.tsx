import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog, useReadOnlyScreen } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { TransactionDetailV2 } from './types';
import { useTransactionKey } from './useTransactionKey';

/** Shown when the transaction allows a refund, has none yet and the user holds REFUND ADD. */
export const canRequestRefund = (record: TransactionDetailV2 | undefined, allowed: boolean) =>
  Boolean(record && allowed && record.enableRefund && !record.refund);

/**
 * Request a refund from the detail drawer (spec 02 §2): a confirm step, then the refund call;
 * `status: false` shows the server's errorMessage, success notifies and hands back to the drawer.
 */
export function RequestRefundButton({ onRequested }: { onRequested?: () => void }) {
  const record = useRecordContext<TransactionDetailV2>();
  const translate = useTranslate();
  const key = useTransactionKey();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'REFUND', action: 'ADD' });
  const [confirming, setConfirming] = useState(false);
  const [loading, setLoading] = useState(false);

  const readOnly = useReadOnlyScreen();
  if (!canRequestRefund(record, Boolean(canAccess)) || !record || readOnly) return null;

  const request = async () => {
    setLoading(true);
    try {
      const reply = await dataProvider.requestRefund(record.transactionId);
      if (reply.status) {
        notify('messages.refund_requested', { type: 'success' });
        setLoading(false);
        setConfirming(false);
        onRequested?.();
        refresh();
        return;
      }
      notify(reply.errorMessage || 'messages.server_error', { type: 'error' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'messages.network_error', { type: 'error' });
    }
    setLoading(false);
    setConfirming(false);
  };

  return (
    <>
      <Button
        variant="contained"
        onClick={() => setConfirming(true)}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} /> : <ReplayIcon />}
      >
        {translate(key('refund.request'))}
      </Button>
      <ConfirmDialog
        open={confirming}
        loading={loading}
        title={key('refund.confirm_title')}
        message={key('refund.confirm_content')}
        messageArgs={{ id: record.transactionId }}
        confirmLabel={key('refund.confirm')}
        onConfirm={request}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
