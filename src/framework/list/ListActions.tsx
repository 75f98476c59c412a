import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CreateButton, useResourceContext } from 'react-admin';
import { BulkUploadButton, type BulkUploadOptions } from '../actions/BulkUploadButton';
import { SettingsButton } from '../actions/SettingsButton';
import { ExportButton } from '../actions/ExportButton';
import { FilterButton } from '../filters/FilterButton';
import { useAfterFirstPaint } from '../useAfterFirstPaint';
import { SearchBox, SearchBoxStandIn, type SearchConfig } from './SearchBox';
import { ColumnsChooser, type ColumnsChooserProps } from './columns';

export interface ListActionsProps {
  search?: SearchConfig;
  /** react-admin's CreateButton to /<name>/new (spec 01 §2.6), shown with ADD. */
  add?: boolean;
  /** Query appended to the add path, e.g. 'isDirectwire=true'. */
  addQuery?: string;
  /** Where Add goes when the form is not at /<name>/new (a payment link's: /paywall/link/new). */
  addPath?: string;
  bulkUpload?: BulkUploadOptions;
  /** Path of the screen's settings: an edit-settings button, shown with EDIT. */
  settingsPath?: string;
  /** The right the settings need on the screen's code (default EDIT; payment e-mails: EDIT_EMAIL_SETTINGS). */
  settingsAction?: string;
  exportAccess?: string | false;
  hideExportResource?: string;
  exportPath?: string;
  exportAction?: 'EXPORT' | 'VIEW';
  permanentFilter?: Record<string, unknown>;
  /** An exact search's keys: the export sends only them (and the permanent filter), as the grid does. */
  onlyFilters?: readonly string[];
  /** The grid's DataTable columns, which the export writes as the user sees them. */
  exportColumns?: ReactNode;
  extra?: ReactNode;
  /** The grid's column chooser: its store key, the columns it lists and those hidden by default. */
  columns?: ColumnsChooserProps;
}

/**
 * The grid's toolbar, one row above the list card: the search on the left, then Filter, the
 * screen's extra buttons, Export, edit settings, bulk upload and Add. It takes the whole toolbar width (react-admin's
 * ListToolbar would otherwise shrink it into a column) and wraps on narrow screens.
 * With a search box, the row renders right after the first frame, which is for the rows (README,
 * Measured): meanwhile an empty stand-in of the box's size keeps the row's height. On a phone the
 * buttons may wrap under the box, and would push the grid down as they appeared: there the row
 * renders at once.
 */
export const ListActions = ({
  search,
  add,
  addQuery,
  addPath,
  bulkUpload,
  settingsPath,
  settingsAction,
  exportAccess,
  hideExportResource,
  exportPath,
  exportAction,
  permanentFilter,
  onlyFilters,
  exportColumns,
  extra,
  columns,
}: ListActionsProps) => {
  const resource = useResourceContext();
  const afterFirstPaint = useAfterFirstPaint();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const ready = afterFirstPaint || !search || isPhone;
  return (
    <Box sx={{ flex: '1 1 auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, minWidth: 0 }}>
      {search && (ready ? <SearchBox {...search} /> : <SearchBoxStandIn />)}
      {ready && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <FilterButton />
          {/* A phone lists records, not columns. */}
          {columns && !isPhone && <ColumnsChooser {...columns} />}
          {extra}
          {exportAccess && (
            <ExportButton
              exportAccess={exportAccess}
              hideExportResource={hideExportResource}
              path={exportPath}
              action={exportAction}
              permanentFilter={permanentFilter}
              onlyFilters={onlyFilters}
              columns={exportColumns}
              hiddenColumns={columns?.hidden}
            />
          )}
          {settingsPath && <SettingsButton to={settingsPath} action={settingsAction} />}
          {bulkUpload && <BulkUploadButton {...bulkUpload} />}
          {/* react-admin would go to /create; the spec's form is /new (the route forwards both). */}
          {add && (
            <CreateButton label="grid.add" variant="contained" to={`${addPath ?? `/${resource}/new`}${addQuery ? `?${addQuery}` : ''}`} />
          )}
        </Box>
      )}
    </Box>
  );
};
