import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { notificationKey } from './messages';
import { PayloadView } from './PayloadView';
import type { NotificationRow, PayloadPart } from './types';

export interface PayloadDialogProps {
  record: NotificationRow;
  part: PayloadPart;
  onClose: () => void;
}

/** View Request / View Response: one side of the call, fetched when opened (spec 02 §2, §7). */
export function PayloadDialog({ record, part, onClose }: PayloadDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['notifications', 'payload', record.id, part],
    queryFn: () => dataProvider.notificationPayload(record.id, part),
    retry: false,
  });
  const titleId = `notification-${part}-title`;
  const bodyLabel = translate(
    notificationKey(part === 'request' ? 'fields.networkOperationRequestBody' : 'fields.networkOperationResponseBody'),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(notificationKey(`payload.${part}_title`))}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Stack alignItems="center" sx={{ py: 4 }}>
            <CircularProgress aria-label={translate('grid.loading')} />
          </Stack>
        ) : error ? (
          <Alert severity="error">{translate(notificationKey('payload.load_failed'), { message: error.message })}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{translate(notificationKey('payload.uri'))}:</strong> {data.uri}
            </Typography>
            <PayloadView body={data.body} label={bodyLabel} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('grid.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
