import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export interface ConfirmPopoverProps {
  anchorEl: HTMLElement | null;
  /** i18n key of the question; default messages.confirm_action ('Are you sure?'). */
  message?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The small confirm bubble of a row action (spec 01 §2.6: custom actions with optional confirm popover). */
export const ConfirmPopover = ({ anchorEl, message = 'messages.confirm_action', onConfirm, onClose }: ConfirmPopoverProps) => {
  const translate = useTranslate();
  return (
    <Popover
      open={Boolean(anchorEl)}
      anchorEl={anchorEl}
      onClose={onClose}
      onClick={(event) => event.stopPropagation()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'alertdialog', 'aria-label': translate(message, { _: message }) } }}
    >
      <Stack spacing={1} sx={{ p: 2, maxWidth: 280 }}>
        <Typography variant="body2">{translate(message, { _: message })}</Typography>
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button size="small" onClick={onClose}>
            {translate('grid.no')}
          </Button>
          <Button
            size="small"
            variant="contained"
            autoFocus
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {translate('grid.yes')}
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
};
