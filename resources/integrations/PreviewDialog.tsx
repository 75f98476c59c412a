import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { integrationKey } from './messages';

/** Spec 03 §9: the preview in a modal 80% wide, a frame 650 px high, and Close; titled by the page it shows. */
export function PreviewDialog({
  url,
  page = 'paywall',
  onClose,
}: {
  url: string | undefined;
  page?: 'paywall' | 'landing';
  onClose: () => void;
}) {
  const translate = useTranslate();
  const title = translate(integrationKey(page === 'landing' ? 'preview.landing_title' : 'preview.title'));
  return (
    <Dialog
      open={Boolean(url)}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '80%' } } }}
      aria-labelledby="preview-title"
    >
      <DialogTitle id="preview-title">{title}</DialogTitle>
      <DialogContent>{url && <iframe src={url} title={title} style={{ width: '100%', height: 650, border: 0 }} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
