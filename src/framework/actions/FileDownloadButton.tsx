import Button, { type ButtonProps } from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../providers/types';
import { useNotifiedCall } from './useNotifiedCall';

export interface FileDownloadButtonProps extends Omit<ButtonProps, 'onClick'> {
  fileKey: string;
  /** The name the browser saves it under when the server gives none. */
  fileName: string;
  /** i18n key of the button. */
  label: string;
  /** i18n key said when the download fails, with %{message}. */
  failure: string;
}

/** A stored file (GET file/{fileKey}) downloaded from a button; a failure says why in a toast. */
export function FileDownloadButton({ fileKey, fileName, label, failure, ...button }: FileDownloadButtonProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { run, busy } = useNotifiedCall(dataProvider.download, { failure });
  return (
    <Button startIcon={<DownloadIcon />} {...button} onClick={() => void run(fileKey, fileName)} disabled={busy || button.disabled}>
      {translate(label)}
    </Button>
  );
}
