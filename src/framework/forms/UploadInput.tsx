import { useId, useRef, useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { ValidationError, useDataProvider, useInput, useNotify, useTranslate, type Validator } from 'react-admin';
import { errorMessageOf } from '../../providers/httpError';
import type { BackOfficeDataProvider } from '../../providers/types';
import { acceptOf, extensionsOf, type UploadKind } from '../../../contract/uploadRules';
import { checkUpload } from '../actions/checkUpload';
import { FileThumbnail } from './FileThumbnail';

/** What an UploadInput holds once its file is on the server (POST /file). */
export interface UploadedFile {
  fileId: number;
  fileKey: string;
  name: string;
}

export interface UploadInputProps {
  source: string;
  /** i18n key of the input's name (a document slot's type). */
  label: string;
  /** Plain text under the name (the slot's description). */
  description?: string;
  kind: UploadKind;
  validate?: Validator | Validator[];
  disabled?: boolean;
  /** i18n key of the choose button once a file is held (default grid.upload_choose_other). */
  replaceLabel?: string;
  /** Show the held file as a small picture (an image: a logo, a background). */
  thumbnail?: boolean;
}

/** Spec 02 §5: an upload slot left empty says 'must upload' and what belongs in it. */
export const mustUpload =
  (description: string): Validator =>
  (value: unknown) =>
    // A value without its file id (a document the API answered without a file) is no upload.
    value && typeof (value as Partial<UploadedFile>).fileId === 'number'
      ? undefined
      : { message: 'grid.must_upload', args: { description } };

/**
 * A file as a form value, uploaded as soon as it is chosen (spec 01 §4.3: INITIAL, SUBMITTING,
 * MUST_UPLOAD, SUCCESS, ERROR): the kind's checks first, then POST /file; the form holds
 * `{ fileId, fileKey, name }`, so a draft keeps it and a failed submit loses nothing. A refused or
 * failed file leaves the previous one in place and says why under the input.
 */
export function UploadInput({
  source,
  label,
  description,
  kind,
  validate,
  disabled,
  replaceLabel = 'grid.upload_choose_other',
  thumbnail = false,
}: UploadInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const picker = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const value = field.value as UploadedFile | null | undefined;
  // Spec 01 §4.3's states follow from these: INITIAL (no value), SUBMITTING (busy), MUST_UPLOAD
  // (the required rule's refusal), SUCCESS (a value), ERROR (a failure).
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const refused = fieldState.error && (fieldState.isTouched || fieldState.invalid) ? fieldState.error.message : undefined;

  const choose = async (file: File) => {
    const refusal = checkUpload(file, kind);
    if (refusal) {
      setFailure(translate(refusal.message, refusal.args));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const { fileId, fileKey } = await dataProvider.upload(file, kind);
      field.onChange({ fileId, fileKey, name: file.name } satisfies UploadedFile);
      field.onBlur();
      notify('grid.upload_succeeded', { type: 'success', messageArgs: { name: file.name } });
    } catch (error) {
      setFailure(translate('grid.upload_failed', { message: errorMessageOf(error) }));
      notify('grid.upload_named_failed', { type: 'error', messageArgs: { name: file.name } });
    } finally {
      setBusy(false);
    }
  };

  const types = extensionsOf(kind)
    .map((e) => e.toUpperCase())
    .join(', ');
  const problem = failure ?? (refused ? <ValidationError error={refused} /> : undefined);
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        border: 1,
        borderColor: problem ? 'error.main' : 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
      }}
    >
      <Typography id={labelId} variant="subtitle2">
        {translate(label)}
        {isRequired ? ' *' : ''}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          onClick={() => picker.current?.click()}
          disabled={disabled || busy}
          aria-describedby={problem ? `${labelId}-problem` : undefined}
        >
          {translate(value ? replaceLabel : 'grid.upload_choose')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          accept={acceptOf(kind)}
          aria-label={translate(label)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
        {value && thumbnail && <FileThumbnail fileKey={value.fileKey} name={value.name} />}
        {value && (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <CheckCircleIcon fontSize="small" color="success" />
            {value.name}
          </Typography>
        )}
        {!value && !busy && (
          <Typography variant="caption" color="text.secondary">
            {translate('grid.upload_types', { types })}
          </Typography>
        )}
      </Box>
      {problem && (
        <FormHelperText id={`${labelId}-problem`} error>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
