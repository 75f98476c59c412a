import { useMemo } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { BackOfficeDataProvider } from '../../providers/types';
import { errorMessageOf } from '../../providers/httpError';
import type { RowAction } from './RowActions';

export interface FileDownloadAction<R extends RaRecord> {
  /** i18n key: the button's name. */
  label: string;
  /** The row's stored file (GET file/{fileKey}); null or '' when it has none. */
  fileKey: (row: R) => string | null | undefined;
  /** The name the browser saves it under when the server gives none. */
  fileName: (row: R) => string;
  /** i18n key said when the download fails, with %{message}. */
  failure: string;
  /** The right that shows the button (settlements: SETTLEMENT DOWNLOAD_SETTLEMENT). */
  access?: { resource: string; action: string };
  /** Said (i18n key, a warning) when the row has no file, instead of downloading (BR statements). */
  missing?: string;
}

/**
 * A row's stored file as a row action (pass module constants or memoised values: they key the action): downloaded through the data provider ('File downloaded'),
 * a failure said with its reason, a row without a file answered with `missing` (or the button
 * disabled when there is none to say).
 */
export function useFileDownloadAction<R extends RaRecord>(options: FileDownloadAction<R>): RowAction<R> {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const { label, fileKey, fileName, failure, access, missing } = options;
  return useMemo(
    () => ({
      name: 'download',
      label,
      icon: <DownloadIcon fontSize="small" />,
      access,
      disabled: missing ? undefined : (row: R) => !fileKey(row),
      onClick: async (row: R) => {
        const key = fileKey(row);
        if (!key) {
          if (missing) notify(missing, { type: 'warning' });
          return;
        }
        try {
          await dataProvider.download(key, fileName(row));
          notify('messages.file_downloaded', { type: 'info' });
        } catch (error) {
          notify(failure, { type: 'error', messageArgs: { message: errorMessageOf(error) } });
        }
      },
    }),
    [dataProvider, notify, label, fileKey, fileName, failure, access, missing],
  );
}
