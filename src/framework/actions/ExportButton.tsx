import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useCloseNotification, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../providers/types';
import { errorMessageOf } from '../../providers/httpError';
import { EXPORT_FORMATS, type ExportFormat } from '../../../contract/exportLayout';
import { useExportLayout } from '../list/exportLayout';

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
  /** The grid's DataTable columns: the file has their headers, order and words (useExportLayout). */
  columns?: ReactNode;
  /** Columns the grid hides until the user shows them. */
  hiddenColumns?: readonly string[];
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
 * Exports with the APPLIED filters and sort (not the drafts), as CSV or Excel (a menu): the file
 * has the grid's columns as the user sees them (useExportLayout), written by the API. A report
 * task answers task_report_ok, a file key is downloaded by the data provider.
 */
export const ExportButton = ({
  exportAccess,
  hideExportResource,
  path,
  resource,
  action = 'EXPORT',
  permanentFilter,
  onlyFilters,
  columns,
  hiddenColumns,
}: ExportButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const list = useListContext();
  const [busy, setBusy] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const layoutOf = useExportLayout(columns, hiddenColumns);
  // react-admin's ExportButton asks no permission: EXPORT on the code, and no HIDE_EXPORT (spec 02 §6).
  const allowed = useCanAccess({ resource: exportAccess || '', action, enabled: Boolean(exportAccess) });
  const hidden = useCanAccess({ resource: hideExportResource ?? '', action: 'HIDE_EXPORT', enabled: Boolean(hideExportResource) });
  if (!exportAccess || allowed.canAccess !== true || (hideExportResource && hidden.canAccess !== false)) return null;

  const exportAs = async (format: ExportFormat) => {
    setMenu(null);
    setBusy(true);
    try {
      const outcome = await dataProvider.export(resource ?? list.resource, {
        filter: narrowed({ ...list.filterValues, ...permanentFilter }, onlyFilters),
        sort: list.sort,
        path,
        // A screen without declared columns (none today) gets the API's own columns.
        layout: columns ? layoutOf(format) : undefined,
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
    <>
      <Button
        size="small"
        onClick={(event) => setMenu(event.currentTarget)}
        disabled={busy}
        aria-busy={busy}
        aria-haspopup="menu"
        aria-expanded={Boolean(menu)}
        startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      >
        {translate('grid.export')}
      </Button>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void exportAs(format)}>
            {translate(`grid.export_${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
