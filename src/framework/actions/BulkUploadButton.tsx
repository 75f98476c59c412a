import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { Button, useCanAccess, useNotify, useRefresh, useResourceContext } from 'react-admin';
import { useNotifySuccess } from './useNotifySuccess';

export interface BulkUploadOptions {
  /** What the file input offers, e.g. '.csv,.xlsx'. */
  accept: string;
  /** Largest file taken, in bytes (default 5 MB); a larger one is refused with a message. */
  maxBytes?: number;
  /** Sends the file (e.g. dataProvider.upload then the screen's bulk call); a rejection is shown. */
  onUpload: (file: File) => Promise<void>;
  /** i18n key of the button; default grid.bulk_upload. */
  label?: string;
}

const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The grid's bulk-upload button (spec 01 §2.6), for roles with ADD: a file chooser, a size check
 * before anything is sent, the screen's upload, then the spec's success message and fresh rows.
 */
export const BulkUploadButton = ({ accept, maxBytes = DEFAULT_MAX_BYTES, onUpload, label = 'grid.bulk_upload' }: BulkUploadOptions) => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (canAccess !== true) return null;
  const upload = async (file: File) => {
    if (file.size > maxBytes) {
      notify('grid.file_too_large', { type: 'error', messageArgs: { name: file.name, max: Math.round(maxBytes / 1024 / 1024) } });
      return;
    }
    setBusy(true);
    try {
      await onUpload(file);
      notifySuccess();
      refresh();
    } catch (error) {
      notify('grid.upload_failed', { type: 'error', messageArgs: { message: error instanceof Error ? error.message : String(error) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={label} onClick={() => input.current?.click()} disabled={busy}>
        <UploadFileIcon />
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid="bulk-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a fix.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </>
  );
};
