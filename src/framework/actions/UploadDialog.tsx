import { useRef, useState, type ReactNode } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { acceptOf, extensionsOf, type UploadKind } from '../../providers/uploadRules';
import { checkUpload } from './checkUpload';
import { errorMessageOf } from '../../providers/httpError';

/** The upload flow of spec 01 §4.3. */
export type UploadState = 'INITIAL' | 'MUST_UPLOAD' | 'SUBMITTING' | 'ERROR' | 'SUCCESS';

export interface UploadDialogProps<T> {
  open: boolean;
  onClose: () => void;
  /** i18n key of the title. */
  title: string;
  kind: UploadKind;
  /** Sends the file; its result is shown by `renderResult`, a rejection's message in the dialog. */
  onUpload: (file: File) => Promise<T>;
  renderResult?: (result: T) => ReactNode;
  /** Inputs the upload needs besides the file (a shop), above the file chooser. */
  children?: ReactNode;
  /** False while those inputs are incomplete: Upload waits. */
  ready?: boolean;
  /** Example files the user may start from: [label key, href]. */
  examples?: readonly (readonly [string, string])[];
}

/**
 * A file upload as a dialog (spec 01 §4.3: INITIAL, MUST_UPLOAD, SUBMITTING, ERROR, SUCCESS):
 * choose a file of the kind (refused at once when its type or size is wrong), Upload, then the
 * server's result or its refusal, with the file kept for a retry. Says '<file> file uploaded
 * successfully' or '<file> file upload failed.'.
 */
export function UploadDialog<T>({
  open,
  onClose,
  title,
  kind,
  onUpload,
  renderResult,
  children,
  ready = true,
  examples,
}: UploadDialogProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<UploadState>('INITIAL');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<T>();
  const busy = state === 'SUBMITTING';

  const choose = (chosen: File) => {
    const refusal = checkUpload(chosen, kind);
    if (refusal) {
      notify(refusal.message, { type: 'error', messageArgs: refusal.args });
      setError(translate(refusal.message, refusal.args));
      setFile(undefined);
      setState('INITIAL');
      return;
    }
    setFile(chosen);
    setError(undefined);
    setState('MUST_UPLOAD');
  };

  const upload = async () => {
    if (!file) return;
    setState('SUBMITTING');
    setError(undefined);
    try {
      setResult(await onUpload(file));
      setState('SUCCESS');
      notify('grid.upload_succeeded', { type: 'success', messageArgs: { name: file.name } });
    } catch (failure) {
      const message = errorMessageOf(failure);
      setError(translate(message, { _: message }));
      setState('ERROR');
      notify('grid.upload_named_failed', { type: 'error', messageArgs: { name: file.name } });
    }
  };

  const close = () => {
    if (busy) return;
    setFile(undefined);
    setState('INITIAL');
    setError(undefined);
    setResult(undefined);
    onClose();
  };

  const types = extensionsOf(kind)
    .map((e) => e.toUpperCase())
    .join(', ');
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="upload-dialog-title">
      <DialogTitle id="upload-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {state === 'SUCCESS' && result !== undefined ? (
            renderResult?.(result)
          ) : (
            <>
              {children}
              <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
                <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
                  {translate(file ? 'grid.upload_choose_other' : 'grid.upload_choose')}
                </Button>
                <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
                  {file ? file.name : translate('grid.upload_types', { types })}
                </Typography>
              </Stack>
              <input
                ref={input}
                type="file"
                accept={acceptOf(kind)}
                hidden
                aria-label={translate('grid.upload_choose')}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  // The same file may be chosen again after a fix.
                  event.target.value = '';
                  if (chosen) choose(chosen);
                }}
              />
              {examples && examples.length > 0 && (
                <Typography variant="body2">
                  {translate('grid.upload_examples')}{' '}
                  {examples.map(([label, href], i) => (
                    <span key={href}>
                      {i > 0 && ' · '}
                      <Link href={href} download>
                        {translate(label)}
                      </Link>
                    </span>
                  ))}
                </Typography>
              )}
              {state === 'MUST_UPLOAD' && <Alert severity="info">{translate('grid.upload_must_upload', { name: file?.name ?? '' })}</Alert>}
              {error && (
                <Alert severity="error" role="alert">
                  {state === 'ERROR' ? translate('grid.upload_named_failed', { name: file?.name ?? '' }) + ' ' : ''}
                  {error}
                </Alert>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate(state === 'SUCCESS' ? 'grid.close' : 'grid.cancel')}
        </Button>
        {state !== 'SUCCESS' && (
          <Button
            variant="contained"
            onClick={() => void upload()}
            disabled={!file || !ready || busy}
            startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          >
            {translate(state === 'ERROR' ? 'grid.retry' : 'grid.upload')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
