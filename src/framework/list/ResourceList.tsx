import { FilterTags } from '../filters/FilterTags';
import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  List,
  ListClasses,
  SimpleList,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDeclaredResource } from '../resources/resourceOptions';
import { isEmptyFilterValue, type FilterValues } from '../filterCookies';
import { RowActions, type RowAction } from '../actions/RowActions';
import Stack from '@mui/material/Stack';
import type { BulkUploadOptions } from '../actions/BulkUploadButton';
import { EditDetailButton } from '../actions/EditDetailButton';
import { BulkButtons, DeleteRowButton } from '../actions/DeleteButtons';
import { DetailDrawer, type DetailDrawerProps } from '../drawer/DetailDrawer';
import { useDrawerParam } from '../drawer/useDrawerParam';
import { FilterArea } from '../filters/FilterArea';
import { LoadFailedAlert } from '../LoadFailedAlert';
import { useListFailureToast } from './useListFailureToast';
import { filtersInEffect, initialFilters, missingRequiredFilters } from '../filters/filterState';
import { FIRST_PAGE_FRESH_MS } from '../../perf/firstPage';
import { usePrefetchFirstPage } from '../../perf/usePrefetchFirstPage';
import { useAfterFirstPaint } from '../useAfterFirstPaint';
import { useIsPhone } from '../useIsPhone';
import { FilterUiProvider, type FilterSettings } from '../filters/FilterUiContext';
import { exactFilterKeys, type FilterLayout, type FilterSpec } from '../filters/types';
import { HistoricalNote } from './HistoricalNote';
import { ListActions } from './ListActions';
import { useScreenProps } from './useScreenProps';
import { ListPagination, ListPaginationStandIn } from './ListPagination';
import { exactSearchKeys, searchKeys, type SearchConfig } from './SearchBox';
import { RowCheckboxLabels } from './RowCheckboxLabels';
import { KeyboardRowsBody } from './KeyboardRows';
import { scrollingGridSx } from './scrollingGrid';

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
  drawer?: ReactNode;
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

const NO_FILTERS: readonly FilterSpec[] = [];

/**
 * The list takes the width of the page, never its grid's: without this the layout's flex column
 * grows to the table's width and the whole page scrolls instead of the grid.
 */
const listSx = { contain: 'inline-size', [`& .${ListClasses.main}`]: { minWidth: 0 } } as const;
const NO_DEFAULTS: FilterValues = {};
/** Lines apart, the tertiary text (a status, an amount) under the primary on a narrow screen. */
const phoneListSx = {
  '& .MuiListItem-root, & .MuiListItemButton-root': { borderBottom: 1, borderColor: 'divider' },
  '& .MuiListItemText-primary': { display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' },
} as const;

const nonEmpty = (keys: string[]) => (keys.length > 0 ? keys : undefined);

/** Whether a list may fetch: every required filter holds a value, or the search bypasses them. */
export function isReadyToFetch(specs: readonly FilterSpec[], filter: FilterValues, search?: SearchConfig): boolean {
  if (search?.skipsRequired && searchKeys(search).some((key) => !isEmptyFilterValue(filter[key]))) return true;
  return missingRequiredFilters(specs, filter).length === 0;
}

/** The permanent filter plus the `whenEmpty` values of the filters the applied ones leave empty. */
function usePermanentFilter(permanent: FilterValues | undefined, whenEmpty: FilterValues | undefined, applied: FilterValues) {
  const empty = whenEmpty ? Object.keys(whenEmpty).filter((key) => isEmptyFilterValue(applied[key])) : [];
  const emptyKeys = empty.join(',');
  return useMemo(() => {
    if (!whenEmpty || emptyKeys === '') return permanent;
    const fallbacks = Object.fromEntries(emptyKeys.split(',').map((key) => [key, whenEmpty[key]]));
    return { ...permanent, ...fallbacks };
  }, [permanent, whenEmpty, emptyKeys]);
}

/** The shared grid of spec 01 §2.6/§2.7 on react-admin's <List> + <DataTable>. */
export const ResourceList = <R extends RaRecord = RaRecord>(given: ResourceListProps<R>) => {
  const definition = useDeclaredResource();
  const props = useScreenProps(given, definition);
  const { filters = NO_FILTERS, defaultFilters = NO_DEFAULTS, search, canFetch } = props;
  const location = useLocation();
  const extraKeys = search ? [...searchKeys(search)] : [];
  // Cookies are read once, on arrival; afterwards the URL is the source of truth.
  const [initial] = useState(() => initialFilters(filters, defaultFilters, definition.filterCookiePrefix, extraKeys));
  const applied = filtersInEffect(location.search, initial);
  // react-admin reads every list parameter from the address once it holds any: an address with
  // another parameter alone (a page's tab, a drawer) would lose the list's filters, so they are
  // written beside it before the first fetch.
  const navigate = useNavigate();
  const filterParamMissing = location.search !== '' && !new URLSearchParams(location.search).has('filter');
  useEffect(() => {
    if (!filterParamMissing) return;
    const params = new URLSearchParams(location.search);
    params.set('filter', JSON.stringify(initial));
    navigate({ search: `?${params}` }, { replace: true });
  }, [filterParamMissing, location.search, initial, navigate]);
  const ready = !filterParamMissing && (canFetch ? canFetch(applied) : isReadyToFetch(filters, applied, search));
  const permanentFilter = usePermanentFilter(props.permanentFilter, props.whenEmpty, applied);
  const exactKeys = exactSearchKeys(search, applied) ?? nonEmpty(exactFilterKeys(filters, applied));
  const exactOnly = exactKeys && [...exactKeys, ...Object.keys(permanentFilter ?? {})];
  usePrefetchFirstPage(
    definition.name,
    { filter: { ...initial, ...permanentFilter }, sort: props.sort, perPage: definition.pageSize ?? 10 },
    ready && location.search === '',
  );
  const onError = useListFailureToast(Number(new URLSearchParams(location.search).get('page') ?? 1));
  const { requiredMessage = 'messages.missing_required_filters', filterLayout = 'inline', clearFilters, normalizeFilters } = props;
  // The pagination sits under the rows: it may appear a frame after them.
  const paginationReady = useAfterFirstPaint();
  const settings = useMemo<FilterSettings>(
    () => ({
      specs: filters,
      layout: filterLayout,
      cookiePrefix: definition.filterCookiePrefix,
      requiredMessage,
      clearFilters: clearFilters ?? (() => defaultFilters),
      normalizeFilters,
    }),
    [filters, filterLayout, definition.filterCookiePrefix, requiredMessage, clearFilters, defaultFilters, normalizeFilters],
  );
  return (
    <FilterUiProvider settings={settings} applied={applied}>
      <List
        resource={definition.name}
        storeKey={false}
        sx={listSx}
        filterDefaultValues={initial}
        filter={permanentFilter}
        perPage={definition.pageSize ?? 10}
        sort={props.sort}
        queryOptions={{ enabled: ready, staleTime: FIRST_PAGE_FRESH_MS, meta: exactOnly && { onlyFilters: exactOnly }, onError }}
        empty={false}
        exporter={false}
        title={props.embedded ? false : props.title}
        actions={
          <ListActions
            search={search}
            add={props.add}
            addQuery={props.addQuery}
            addPath={props.addPath}
            bulkUpload={props.bulkUpload}
            settingsPath={props.settingsPath}
            settingsAction={props.settingsAction}
            exportAccess={props.exportAccess ?? definition.access}
            hideExportResource={props.hideExportResource}
            exportAction={props.exportAction}
            permanentFilter={permanentFilter}
            onlyFilters={exactOnly}
            extra={props.toolbar}
          />
        }
        pagination={paginationReady ? <ListPagination rowsPerPageOptions={props.rowsPerPageOptions} /> : <ListPaginationStandIn />}
      >
        <ListBody
          {...props}
          ready={ready}
          settling={filterParamMissing || (!ready && missingRequiredFilters(filters, applied).length === 0)}
        />
      </List>
    </FilterUiProvider>
  );
};

/** No rows: there are none, or the list could not be loaded, which must not read as "none". */
const NoRows = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Box sx={{ m: 2 }}>
      {error ? (
        <LoadFailedAlert messageKey="grid.list_load_failed" error={error} onRetry={() => void refetch()} />
      ) : (
        <Alert severity="info">{translate('grid.empty')}</Alert>
      )}
    </Box>
  );
};

const ListBody = <R extends RaRecord>({
  title,
  ready,
  rowActions,
  edit,
  remove,
  selection,
  drawer,
  drawerTitle,
  drawerWidth,
  minGridWidth = 960,
  phone,
  embedded,
  header,
  filterTags,
  footer,
  children,
  settling,
}: ResourceListProps<R> & { ready: boolean; settling: boolean }) => {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const { name: resource, historical } = useDeclaredResource();
  // What tells the screen from a twin in the menu (resources.<name>.subtitle), when it has one.
  const subtitle = historical ? '' : translate(`resources.${resource}.subtitle`, { _: '' });
  const drawerReady = useAfterFirstPaint();
  const { id, open, close } = useDrawerParam();
  const { filterValues, sort, page, perPage } = useListContext();
  const listParams: Record<string, string> = {
    filter: JSON.stringify(filterValues),
    sort: sort.field,
    order: sort.order,
    page: String(page),
    perPage: String(perPage),
  };
  const rowClick = drawer
    ? (rowId: Identifier) => {
        open(rowId, listParams);
        return false as const;
      }
    : false;
  return (
    <>
      <Typography variant={embedded ? 'h6' : 'h5'} component={embedded ? 'h2' : 'h1'} sx={{ px: 2, pt: 2 }}>
        {translate(title, { _: title })}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {subtitle}
        </Typography>
      )}
      <HistoricalNote />
      <FilterArea />
      {filterTags && <FilterTags />}
      {ready && header}
      {ready && isPhone && phone ? (
        <SimpleList<R>
          primaryText={phone.primary}
          secondaryText={phone.secondary}
          tertiaryText={phone.tertiary}
          rowClick={rowClick}
          empty={<NoRows />}
          sx={phoneListSx}
        />
      ) : ready ? (
        <DataTable<R>
          rowClick={rowClick}
          body={drawer ? KeyboardRowsBody : undefined}
          bulkActionButtons={selection || remove === true ? <BulkButtons selection={selection} remove={remove === true} /> : false}
          sx={scrollingGridSx(minGridWidth)}
          empty={<NoRows />}
        >
          {children}
          {((rowActions && rowActions.length > 0) || edit || remove) && (
            <DataTable.Col
              label={translate('grid.actions')}
              disableSort
              render={(record: R) => (
                <Stack direction="row" spacing={0.5} alignItems="center" onClick={(event) => event.stopPropagation()}>
                  {rowActions && <RowActions actions={rowActions} record={record} />}
                  {edit && <EditDetailButton />}
                  {(remove === true || (remove && remove(record))) && <DeleteRowButton />}
                </Stack>
              )}
            />
          )}
        </DataTable>
      ) : settling ? null : (
        <Alert severity="warning" sx={{ m: 2 }} role="status">
          {translate('messages.missing_required_filters')}
        </Alert>
      )}
      {ready && !isPhone && (selection || remove) && <RowCheckboxLabels />}
      {ready && footer}
      {drawer && drawerReady && (
        <DetailDrawer resource={resource} id={id} open={id != null} onClose={close} title={drawerTitle} width={drawerWidth}>
          {drawer}
        </DetailDrawer>
      )}
    </>
  );
};
