import { useRef, useState, type ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
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
import { acceptOf, extensionsOf, type UploadKind } from '../../../contract/uploadRules';
import { checkUpload } from './checkUpload';
import { errorMessageOf } from '../../providers/httpError';

/** The upload flow of spec 01 §4.3, and PREVIEW: what the file would do, before it does it. */
export type UploadState = 'INITIAL' | 'MUST_UPLOAD' | 'SUBMITTING' | 'PREVIEW' | 'ERROR' | 'SUCCESS';

/** A file checked by the server before it is sent for good (a payout file: what it would pay). */
export interface UploadPreview<P> {
  /** Asks what the file would do; writes nothing. A rejection is shown as the upload's would be. */
  check: (file: File) => Promise<P>;
  render: (preview: P) => ReactNode;
  /** The confirm button's text (translated); undefined when the file would do nothing (no button). */
  confirmLabel: (preview: P) => string | undefined;
}

/** A toast of the screen's own once the upload is done (a warning when part of the file was refused). */
export interface UploadNotice {
  message: string;
  args?: Record<string, unknown>;
  type: 'success' | 'warning';
}

export interface UploadDialogProps<T, P = never> {
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
  /** Check first: Upload shows what the file would do, and only its confirm button sends it. */
  preview?: UploadPreview<P>;
  /** The toast once done, instead of '<file> file uploaded successfully'. */
  notice?: (result: T, file: File) => UploadNotice | undefined;
}

/**
 * A file upload as a dialog (spec 01 §4.3: INITIAL, MUST_UPLOAD, SUBMITTING, ERROR, SUCCESS):
 * choose a file of the kind (refused at once when its type or size is wrong), Upload, then the
 * server's result or its refusal, with the file kept for a retry. Says '<file> file uploaded
 * successfully' or '<file> file upload failed.'.
 */
export function UploadDialog<T, P = never>({
  open,
  onClose,
  title,
  kind,
  onUpload,
  renderResult,
  children,
  ready = true,
  examples,
  preview,
  notice,
}: UploadDialogProps<T, P>) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<UploadState>('INITIAL');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<T>();
  const [checked, setChecked] = useState<{ value: P }>();
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
    setChecked(undefined);
    setState('MUST_UPLOAD');
  };

  const fail = (failure: unknown, name: string) => {
    const message = errorMessageOf(failure);
    setError(translate(message, { _: message }));
    setState('ERROR');
    notify('grid.upload_named_failed', { type: 'error', messageArgs: { name } });
  };

  const upload = async () => {
    if (!file) return;
    setState('SUBMITTING');
    setError(undefined);
    try {
      const done = await onUpload(file);
      setResult(done);
      setState('SUCCESS');
      const said = notice?.(done, file) ?? { message: 'grid.upload_succeeded', type: 'success' as const };
      notify(said.message, { type: said.type, messageArgs: { name: file.name, ...said.args } });
    } catch (failure) {
      fail(failure, file.name);
    }
  };

  const check = async () => {
    if (!file || !preview) return;
    setState('SUBMITTING');
    setError(undefined);
    try {
      setChecked({ value: await preview.check(file) });
      setState('PREVIEW');
    } catch (failure) {
      fail(failure, file.name);
    }
  };

  const close = () => {
    if (busy) return;
    setFile(undefined);
    setState('INITIAL');
    setError(undefined);
    setResult(undefined);
    setChecked(undefined);
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
          ) : state === 'PREVIEW' && checked && preview ? (
            preview.render(checked.value)
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
              {state === 'MUST_UPLOAD' && (
                <Alert severity="info">
                  {translate(preview ? 'grid.upload_must_check' : 'grid.upload_must_upload', { name: file?.name ?? '' })}
                </Alert>
              )}
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
        {state === 'PREVIEW' && (
          <Button
            onClick={() => {
              setChecked(undefined);
              setState('MUST_UPLOAD');
            }}
            startIcon={<ArrowBackIcon />}
          >
            {translate('grid.upload_back')}
          </Button>
        )}
        {state === 'PREVIEW' && checked && preview?.confirmLabel(checked.value) !== undefined && (
          <Button variant="contained" onClick={() => void upload()} startIcon={<CheckIcon />}>
            {preview.confirmLabel(checked.value)}
          </Button>
        )}
        {state !== 'SUCCESS' && state !== 'PREVIEW' && (
          <Button
            variant="contained"
            onClick={() => void (preview && !checked ? check() : upload())}
            disabled={!file || !ready || busy}
            startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          >
            {translate(state === 'ERROR' ? 'grid.retry' : preview ? 'grid.upload_check' : 'grid.upload')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
