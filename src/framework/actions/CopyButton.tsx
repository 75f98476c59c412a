import { useCallback, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';

/**
 * Copies a text to the clipboard and confirms with a toast (`copiedKey`, default the 'copied' of
 * spec 02 §8); without a clipboard (insecure origin, denied permission) says so instead of a false
 * 'copied'. The copy button, a row's copy action and a dialog's copy button all go through it.
 */
export function useCopyText(copiedKey = 'messages.copied') {
  const notify = useNotify();
  return useCallback(
    async (value: string) => {
      try {
        await navigator.clipboard.writeText(value);
        notify(copiedKey, { type: 'info' });
      } catch {
        notify('messages.copy_failed', { type: 'warning' });
      }
    },
    [notify, copiedKey],
  );
}

export interface CopyButtonProps {
  value: string;
  /** i18n key (or text) of the button's accessible name, e.g. 'Copy transaction ID'. */
  label: string;
  size?: 'small' | 'medium';
  /** i18n key of the confirmation (default 'copied'). */
  copiedKey?: string;
}

/** An icon button copying a value (a grid's id, a dialog's link). */
export function CopyButton({ value, label, size = 'small', copiedKey }: CopyButtonProps) {
  const translate = useTranslate();
  const copyText = useCopyText(copiedKey);
  const text = translate(label, { _: label });
  const copy = (event: MouseEvent) => {
    // Inside a grid row a click would also open the row's drawer.
    event.stopPropagation();
    void copyText(value);
  };
  return (
    <Tooltip title={text}>
      <IconButton size={size} aria-label={text} onClick={copy}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
