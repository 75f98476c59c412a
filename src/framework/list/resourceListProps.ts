import type { ReactElement, ReactNode } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import type { BulkUploadOptions } from '../actions/BulkUploadButton';
import type { RowAction } from '../actions/RowActions';
import type { DetailDrawerProps } from '../drawer/DetailDrawer';
import type { FilterValues } from '../filterCookies';
import type { FilterLayout, FilterSpec } from '../filters/types';
import type { SearchConfig } from './SearchBox';

/** What a screen gives the shared grid (ResourceList); useScreenProps fills it from the declaration. */
export interface ResourceListProps<R extends RaRecord = RaRecord> {
  /** i18n key of the title. */
  title: string;
  sort?: SortPayload;
  filters?: readonly FilterSpec[];
  defaultFilters?: FilterValues;
  filterLayout?: FilterLayout;
  requiredMessage?: string;
  clearFilters?: (applied: FilterValues) => FilterValues;
  /** Runs on Apply/Clear before the required check, the cookies and the URL (see FilterSettings). */
  normalizeFilters?: (values: FilterValues) => FilterValues;
  /** Always sent, never shown nor persisted (e.g. { isDirectwire: true }). */
  permanentFilter?: FilterValues;
  /**
   * Sent for a filter the user left empty, never shown nor persisted: the daily balances send
   * every merchant id while no merchant is chosen (spec 03 §2). Exports send them too.
   */
  whenEmpty?: FilterValues;
  search?: SearchConfig;
  /** Whether the list may ask yet (default: its required filters hold values); while it may not and none is missing, nothing shows. */
  canFetch?: (filter: FilterValues) => boolean;
  /** Add button: react-admin's CreateButton to /<name>/new, with ADD (spec 01 §2.6). */
  add?: boolean;
  addQuery?: string;
  /** Add's path when the form is not at /<name>/new (a payment link's: /paywall/link/new). */
  addPath?: string;
  /** Edit action per row: to /<name>/{id}/detail, with EDIT. */
  edit?: boolean;
  /**
   * Delete action per row: react-admin's DeleteWithConfirmButton, with DELETE; `true` adds a bulk
   * delete (row checkboxes). A function names the rows that may go (a pending request): on those
   * only, and no bulk delete, which could pick the others.
   */
  remove?: boolean | ((record: R) => boolean);
  /** Row checkboxes, and these buttons in react-admin's bulk toolbar (e.g. a <SelectButton>). */
  selection?: ReactNode;
  bulkUpload?: BulkUploadOptions;
  /** Path of the screen's settings: an edit-settings button, with EDIT. */
  settingsPath?: string;
  /** The right the settings need (default EDIT; payment e-mails: EDIT_EMAIL_SETTINGS). */
  settingsAction?: string;
  exportAccess?: string | false;
  /** The right the export needs: EXPORT (default), or VIEW where the spec gates the export with nothing else. */
  exportAction?: 'EXPORT' | 'VIEW';
  hideExportResource?: string;
  rowActions?: RowAction<R>[];
  /** Row click and Enter open this drawer (DetailDrawer, the record fetched: `?show=<id>`). */
  drawer?: ReactNode;
  /**
   * Without a `drawer`: the screen's own view of a row (a dialog), opened by a click or Enter;
   * answering `false` opens the row drawer instead (a row the view does not apply to). With
   * neither, a row opens the row drawer: its columns in full, from the grid's data (`?row=<id>`).
   */
  openRow?: (record: R) => void | false;
  /** In the row drawer, under the row's fields (a link to what a figure is made of). */
  rowDetails?: ReactNode;
  /**
   * The columns hidden until the user shows them in the column chooser (their `source`, or their
   * text label): the default set is the rest. The user's choice is kept per screen and account.
   */
  hiddenColumns?: string[];
  drawerTitle?: DetailDrawerProps['title'];
  drawerWidth?: DetailDrawerProps['width'];
  toolbar?: ReactNode;
  rowsPerPageOptions?: number[];
  /** Px below which the grid scrolls sideways inside its card (default 960). */
  minGridWidth?: number;
  /**
   * What a phone shows instead of the table (react-admin's SimpleList): a record per line with the
   * fields that matter. Each is an element read in the record's context, or a function of it.
   */
  phone?: PhoneListProps<R>;
  /**
   * A grid that is a part of a page (the balance screens' settlements): its title is a section
   * heading (h2) and the page keeps the app bar's title.
   */
  embedded?: boolean;
  /** Under the rows, in the list's context (a totals row reading the reply's `meta.totals`). */
  footer?: ReactNode;
  /** Between the filters and the rows, in the list's context (the daily balances' trend chart over the applied filters). */
  header?: ReactNode;
  /** The applied filters as removable tags under the filter bar (spec 03 §2, withdrawals). */
  filterTags?: boolean;
  children: ReactNode;
}

export interface PhoneListProps<R extends RaRecord = RaRecord> {
  primary: ReactElement | ((record: R) => ReactNode);
  secondary?: ReactElement | ((record: R) => ReactNode);
  tertiary?: ReactElement | ((record: R) => ReactNode);
}
