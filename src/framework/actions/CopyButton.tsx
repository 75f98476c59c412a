import type { MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';

export interface CopyButtonProps {
  value: string;
  /** i18n key (or text) of the button's accessible name, e.g. 'Copy transaction ID'. */
  label: string;
  size?: 'small' | 'medium';
}

/** Copies a value to the clipboard and confirms with the 'copied' toast (spec 02 §8). */
export function CopyButton({ value, label, size = 'small' }: CopyButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = translate(label, { _: label });
  const copy = async (event: MouseEvent) => {
    // Inside a grid row a click would also open the row's drawer.
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(value);
      notify('messages.copied', { type: 'info' });
    } catch {
      // No clipboard (insecure origin, denied permission): say so instead of a false 'copied'.
      notify('messages.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Tooltip title={text}>
      <IconButton size={size} aria-label={text} onClick={copy}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
