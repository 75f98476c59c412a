import { useMemo, useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RowAction } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { payoutKey } from './messages';
import { payoutChangeBlock } from '../../contract/payouts/statusChangeRules';
import type { PayoutRow } from './types';
import { errorMessageOf } from '../../src/framework';

/**
 * The payout items' row actions (spec 02 §2): the receipt of a FINISHED payout (DOWNLOAD_FILE)
 * and the sandbox status change (PAYOUT_STATUS_CHANGE; any open status with PAYOUT CHANGE_STATUS,
 * PENDING only without it), whose dialog the screen mounts for `changing`.
 */
export function usePayoutRowActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [changing, setChanging] = useState<PayoutRow | null>(null);
  const { canAccess: mayChangeAny = false } = useCanAccess({ resource: 'PAYOUT', action: 'CHANGE_STATUS' });
  // Without either right the actions column itself is left out, not just its buttons.
  const { canAccess: mayDownload = false } = useCanAccess({ resource: 'PAYOUT', action: 'DOWNLOAD_FILE' });
  const { canAccess: maySimulate = false } = useCanAccess({ resource: 'PAYOUT_STATUS_CHANGE', action: '*' });

  const actions = useMemo<RowAction<PayoutRow>[]>(() => {
    const status = (code: string) => translate(payoutKey(`statuses.${code}`), { _: code });
    const receipt: RowAction<PayoutRow> = {
      name: 'receipt',
      label: payoutKey('receipt.action'),
      icon: <ReceiptIcon fontSize="small" />,
      access: { resource: 'PAYOUT', action: 'DOWNLOAD_FILE' },
      disabled: (row) => row.statusTypeCode !== 'FINISHED',
      tooltip: (row) => (row.statusTypeCode === 'FINISHED' ? undefined : translate(payoutKey('receipt.unavailable'))),
      onClick: async (row) => {
        try {
          await dataProvider.downloadPayoutReceipt(row.payoutId);
          notify('messages.file_downloaded', { type: 'info' });
        } catch (error) {
          notify(payoutKey('receipt.failed'), {
            type: 'error',
            messageArgs: { message: errorMessageOf(error) },
          });
        }
      },
    };
    const changeStatus: RowAction<PayoutRow> = {
      name: 'changeStatus',
      writes: true,
      label: payoutKey('status_change.action'),
      icon: <EditIcon fontSize="small" />,
      access: { resource: 'PAYOUT_STATUS_CHANGE', action: '*' },
      onClick: setChanging,
      disabled: (row) => payoutChangeBlock(row, mayChangeAny) !== null,
      tooltip: (row) => {
        const block = payoutChangeBlock(row, mayChangeAny);
        if (block === 'pending' && row.pendingStatusUpdate) {
          return translate(payoutKey('status_change.pending'), { status: status(row.pendingStatusUpdate.statusTypeCode) });
        }
        if (block === 'final') return translate(payoutKey('status_change.final'), { status: status(row.statusTypeCode) });
        if (block === 'needs_change_status') return translate(payoutKey('status_change.needs_change_status'));
        return undefined;
      },
      badge: (row) => (row.pendingStatusUpdate ? ' ' : undefined),
    };
    return [...(mayDownload ? [receipt] : []), ...(maySimulate ? [changeStatus] : [])];
  }, [translate, notify, dataProvider, mayChangeAny, mayDownload, maySimulate]);

  return { actions, changing, closeChange: () => setChanging(null) };
}
