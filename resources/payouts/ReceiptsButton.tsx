import { useState } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import { errorMessageOf } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { payoutKey } from './messages';
import type { PayoutRow } from './types';

/**
 * The receipts of the checked payouts in one go (issue #30 item 30), in react-admin's bulk
 * toolbar: each finished payout's receipt is downloaded; a payout not finished has none yet, and
 * the toast says how many were left out. A failure keeps the rows checked.
 */
export function ReceiptsButton() {
  const { selectedIds, data = [], onUnselectItems } = useListContext<PayoutRow>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const chosen = data.filter((row) => selectedIds.includes(row.id));
  const finished = chosen.filter((row) => row.statusTypeCode === 'FINISHED');
  const run = async () => {
    const skipped = selectedIds.length - finished.length;
    if (finished.length === 0) {
      notify(payoutKey('receipts.none_finished'), { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      // One after the other: the browser saves each file as it comes.
      for (const row of finished) await dataProvider.downloadPayoutReceipt(row.payoutId);
      notify(payoutKey(skipped ? 'receipts.some_skipped' : 'receipts.done'), {
        type: skipped ? 'warning' : 'info',
        messageArgs: { smart_count: finished.length, skipped },
      });
      onUnselectItems();
    } catch (error) {
      notify(payoutKey('receipt.failed'), { type: 'error', messageArgs: { message: errorMessageOf(error) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={payoutKey('receipts.action')} onClick={() => void run()} disabled={busy || selectedIds.length === 0}>
      <ReceiptIcon />
    </Button>
  );
}
