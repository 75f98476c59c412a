import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { CanAccess, useTranslate } from 'react-admin';
import { CopyButton, formatDate } from '../../src/framework';
import { paywallKey } from './messages';
import type { CreatedPaywall } from '../../contract/paywalls/types';
import { openPayPage } from './usePaywallActions';

const key = (name: string) => paywallKey(`dialog.${name}`);

/**
 * Spec 03 §2: after a create, a link gives the link to copy (the response's `form.action`); an
 * e-mail says it was sent, or when it is scheduled, or that it could not be sent. Closing goes back.
 */
export function PaywallCreatedDialog({ created, onClose }: { created: CreatedPaywall; onClose: () => void }) {
  const translate = useTranslate();
  const link = created.form?.action ?? created.payUrl;
  const isLink = created.shopPaymentType === 'link';
  const failed = created.scheduledPaymentEmails?.at(-1)?.status === 'ERROR';
  const email = created.customer.email;
  return (
    <Dialog open onClose={onClose} aria-labelledby="paywall-created-title" fullWidth maxWidth="sm">
      <DialogTitle id="paywall-created-title">{translate(key(isLink ? 'link_title' : 'email_title'))}</DialogTitle>
      <DialogContent>
        {isLink ? (
          <Stack spacing={1}>
            <DialogContentText>{translate(key('link_text'))}</DialogContentText>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                value={link}
                fullWidth
                size="small"
                label={translate('resources.paywall.fields.payUrl')}
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                onFocus={(event) => event.target.select()}
              />
              <CanAccess resource="PAYWALL_LINK" action="COPY">
                <CopyButton value={link} label={paywallKey('actions.copy')} copiedKey={paywallKey('actions.copied')} size="medium" />
              </CanAccess>
            </Stack>
          </Stack>
        ) : failed ? (
          <Alert severity="error">{translate(paywallKey('actions.send_failed'), { message: email })}</Alert>
        ) : (
          <Alert severity="success">
            {created.scheduledSendDate
              ? translate(key('email_scheduled'), { email, date: formatDate(created.scheduledSendDate, 'dateTime') })
              : translate(key('email_sent'), { email })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {isLink && (
          <CanAccess resource="PAYWALL_LINK" action="GOTO">
            <Button startIcon={<OpenInNew />} onClick={() => openPayPage({ payUrl: link })}>
              {translate(paywallKey('actions.goto'))}
            </Button>
          </CanAccess>
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate(key('close'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
