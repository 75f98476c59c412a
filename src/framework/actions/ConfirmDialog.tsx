import CloseIcon from '@mui/icons-material/Close';
import { Confirm } from 'react-admin';

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

/** The cancel button of react-admin's Confirm is the one without its `ra-confirm` class. */
const focusCancelButton = (node: HTMLElement) =>
  node.querySelector<HTMLButtonElement>('.MuiDialogActions-root button:not(.ra-confirm)')?.focus();

/**
 * A modal yes/no question on react-admin's <Confirm>; Escape and Cancel close it. Confirm has the
 * focus, or with `focusCancel` Cancel has it from the moment the dialog mounts (before its
 * transition), so an Enter pressed twice never confirms a costly choice.
 */
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
}: ConfirmDialogProps) => (
  <Confirm
    isOpen={open}
    loading={loading}
    title={title}
    content={message}
    contentTranslateOptions={messageArgs}
    confirm={confirmLabel}
    cancel="grid.cancel"
    // react-admin's default is a warning sign, which reads as a danger where Cancel is the safe way out.
    CancelIcon={CloseIcon}
    onConfirm={onConfirm}
    onClose={onClose}
    slotProps={focusCancel ? { transition: { onEnter: focusCancelButton } } : undefined}
  />
);
