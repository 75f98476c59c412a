import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  /** i18n keys. */
  title?: string;
  message?: string;
  messageArgs?: Record<string, unknown>;
  confirmLabel?: string;
  loading?: boolean;
  /** For a choice that spends something (e.g. a limited view): a second Enter then cancels. */
  focusCancel?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal yes/no question; Escape and Cancel close it. */
export const ConfirmDialog = ({
  open,
  title = 'grid.confirm',
  message = 'messages.confirm_action',
  messageArgs,
  confirmLabel = 'grid.confirm',
  loading,
  focusCancel = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-dialog-title" aria-describedby="confirm-dialog-text">
      <DialogTitle id="confirm-dialog-title">{translate(title, { _: title })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{translate(message, { _: message, ...messageArgs })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus={focusCancel}>
          {translate('grid.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={loading} autoFocus={!focusCancel}>
          {translate(confirmLabel, { _: confirmLabel })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
