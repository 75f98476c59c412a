import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { Button, useCanAccess, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { acceptOf, type UploadKind } from '../../../contract/uploadRules';
import { checkUpload } from './checkUpload';
import { useNotifySuccess } from './useNotifySuccess';
import { errorMessageOf } from '../../providers/httpError';

export interface BulkUploadOptions {
  /** What is uploaded (src/providers/uploadRules.ts): the types offered and the size taken. */
  kind: UploadKind;
  /** Sends the file (e.g. dataProvider.upload(file, kind) then the screen's bulk call); a rejection is shown. */
  onUpload: (file: File) => Promise<void>;
  /** i18n key of the button; default grid.bulk_upload. */
  label?: string;
}

/**
 * The grid's bulk-upload button (spec 01 §2.6), for roles with ADD: a file chooser offering the
 * kind's types, the kind's checks before anything is sent, the screen's upload, then the spec's
 * success message and fresh rows; a server refusal's message is shown as it came.
 */
export const BulkUploadButton = ({ kind, onUpload, label = 'grid.bulk_upload' }: BulkUploadOptions) => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (canAccess !== true) return null;
  const upload = async (file: File) => {
    const refusal = checkUpload(file, kind);
    if (refusal) {
      notify(refusal.message, { type: 'error', messageArgs: refusal.args });
      return;
    }
    setBusy(true);
    try {
      await onUpload(file);
      notifySuccess();
      refresh();
    } catch (error) {
      // The http client may hand over a message key (a status sentence) instead of the server's text.
      const message = errorMessageOf(error);
      notify('grid.upload_failed', { type: 'error', messageArgs: { message: translate(message, { _: message }) } });
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
        accept={acceptOf(kind)}
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
