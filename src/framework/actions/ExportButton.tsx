import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useCloseNotification, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../providers/types';
import { errorMessageOf } from '../../providers/httpError';

export interface ExportButtonProps {
  /** Resource code whose EXPORT shows the button. */
  exportAccess: string;
  /** Hidden when this resource code has HIDE_EXPORT (e.g. PAYOUT). */
  hideExportResource?: string;
  /** Export path override passed to the data provider. */
  path?: string;
  /** react-admin resource name; default: the list's. */
  resource?: string;
  /** The right the export needs on `exportAccess`: EXPORT, or VIEW where the spec gates none (refunds). */
  action?: 'EXPORT' | 'VIEW';
  /** The list's permanent filter (a Direct Wires screen's isDirectwire), which the export carries too. */
  permanentFilter?: Record<string, unknown>;
  /** An exact search's keys (the list's `meta.onlyFilters`): the export then holds that record, as the grid does. */
  onlyFilters?: readonly string[];
}

const narrowed = (filter: Record<string, unknown>, only?: readonly string[]) =>
  only ? Object.fromEntries(Object.entries(filter).filter(([key]) => only.includes(key))) : filter;

/** Where a queued report is followed until its file is ready. */
const REPORT_TASKS_PATH = '/report-tasks';

/**
 * An export that became a report task: the spec's task_report_ok, then what it means (the report
 * is queued, not done) with a link to the screen that follows it.
 */
const ReportQueuedNotice = () => {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Alert
      severity="success"
      variant="filled"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={REPORT_TASKS_PATH} onClick={close}>
          {translate('grid.open_report_tasks')}
        </Button>
      }
    >
      {translate('messages.task_report_ok')}
      <br />
      {translate('messages.task_report_queued')}
    </Alert>
  );
};

/**
 * Exports with the APPLIED filters and sort (not the drafts): a report task answers
 * task_report_ok, a file key is downloaded by the data provider.
 */
export const ExportButton = ({
  exportAccess,
  hideExportResource,
  path,
  resource,
  action = 'EXPORT',
  permanentFilter,
  onlyFilters,
}: ExportButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const list = useListContext();
  const [busy, setBusy] = useState(false);
  // react-admin's ExportButton asks no permission: EXPORT on the code, and no HIDE_EXPORT (spec 02 §6).
  const allowed = useCanAccess({ resource: exportAccess || '', action, enabled: Boolean(exportAccess) });
  const hidden = useCanAccess({ resource: hideExportResource ?? '', action: 'HIDE_EXPORT', enabled: Boolean(hideExportResource) });
  if (!exportAccess || allowed.canAccess !== true || (hideExportResource && hidden.canAccess !== false)) return null;

  const onClick = async () => {
    setBusy(true);
    try {
      const outcome = await dataProvider.export(resource ?? list.resource, {
        filter: narrowed({ ...list.filterValues, ...permanentFilter }, onlyFilters),
        sort: list.sort,
        path,
      });
      if (outcome.kind === 'report') notify(<ReportQueuedNotice />, { type: 'success' });
      else notify('messages.file_downloaded', { type: 'success' });
    } catch (error) {
      const message = errorMessageOf(error);
      notify('grid.export_failed', { type: 'error', messageArgs: { message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    >
      {translate('grid.export')}
    </Button>
  );
};
