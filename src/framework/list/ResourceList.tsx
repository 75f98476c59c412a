import { FilterTags } from '../filters/FilterTags';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  List,
  ListClasses,
  SimpleList,
  useListContext,
  useStore,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDeclaredResource } from '../resources/resourceOptions';
import type { FilterValues } from '../filterCookies';
import { RowActions } from '../actions/RowActions';
import Stack from '@mui/material/Stack';
import { EditDetailButton } from '../actions/EditDetailButton';
import { BulkButtons, DeleteRowButton } from '../actions/DeleteButtons';
import { DetailDrawer } from '../drawer/DetailDrawer';
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
import { exactFilterKeys, type FilterSpec } from '../filters/types';
import { HistoricalNote } from './HistoricalNote';
import { ListActions } from './ListActions';
import type { ResourceListProps } from './resourceListProps';
import { useScreenProps } from './useScreenProps';

export type { PhoneListProps, ResourceListProps } from './resourceListProps';
import { ListPagination, ListPaginationStandIn } from './ListPagination';
import { CurrencyTotals } from './CurrencyTotals';
import { exactSearchKeys, searchKeys } from './SearchBox';
import { RowCheckboxLabels } from './RowCheckboxLabels';
import { KeyboardRowsBody } from './KeyboardRows';
import { scrollingGridSx } from './scrollingGrid';
import { columnKeys, columnsStoreKey, ROW_ACTIONS_CLASS } from './columns';
import { useScrollCue } from './useScrollCue';
import { RowDrawer } from '../drawer/RowDrawer';
import { ROW_PARAM } from '../drawer/useDrawerParam';
import { useMarkFirstRows } from './afterFirstRows';
import { firstPageOf, isReadyToFetch, leftEmpty, sentAlways } from './firstPageOf';

export { isReadyToFetch };

const NO_FILTERS: readonly FilterSpec[] = [];
const NO_HIDDEN: string[] = [];

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

/** The permanent filter plus the `whenEmpty` values of the filters the applied ones leave empty. */
function usePermanentFilter(permanent: FilterValues | undefined, whenEmpty: FilterValues | undefined, applied: FilterValues) {
  // Keyed on which filters are empty: a new object each render would refetch the list.
  const emptyKeys = leftEmpty(whenEmpty, applied).join(',');
  return useMemo(() => sentAlways(permanent, whenEmpty, emptyKeys ? emptyKeys.split(',') : []), [permanent, whenEmpty, emptyKeys]);
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
  // What the boot may have fetched already (a declaration's firstPage): the same computation.
  const [firstPage] = useState(() => firstPageOf(given, definition));
  usePrefetchFirstPage(definition.name, firstPage, ready && location.search === '');
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
            exportColumns={props.children}
            extra={props.toolbar}
            columns={{ storeKey: columnsStoreKey(definition.name), columns: props.children, hidden: props.hiddenColumns ?? NO_HIDDEN }}
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

/**
 * `minGridWidth` is the width all of a screen's columns need: the grid asks for the share of it
 * its shown columns make, so hiding columns in the chooser shrinks the scroll instead of
 * leaving blank space.
 */
function useShownWidth(resource: string, columns: ReactNode, hiddenByDefault: string[], minWidth: number): number {
  const [hidden] = useStore<string[]>(columnsStoreKey(resource), hiddenByDefault);
  const keys = columnKeys(columns);
  if (keys.length === 0) return minWidth;
  const shown = keys.filter((key) => !hidden.includes(key)).length;
  return Math.round((minWidth * shown) / keys.length);
}

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
  openRow,
  rowDetails,
  hiddenColumns = NO_HIDDEN,
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
  const rowDrawer = useDrawerParam(ROW_PARAM);
  const gridWidth = useShownWidth(resource, children, hiddenColumns, minGridWidth);
  useMarkFirstRows(ready, settling);
  const scrollCue = useScrollCue();
  const { filterValues, sort, page, perPage } = useListContext();
  const listParams: Record<string, string> = {
    filter: JSON.stringify(filterValues),
    sort: sort.field,
    order: sort.order,
    page: String(page),
    perPage: String(perPage),
  };
  // Every row opens: the screen's drawer, else its own view (openRow), else the row in full.
  const rowClick = (rowId: Identifier, _resource: string, record: RaRecord) => {
    if (drawer) open(rowId, listParams);
    else if (!openRow || openRow(record as R) === false) rowDrawer.open(rowId, listParams);
    return false as const;
  };
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
          body={KeyboardRowsBody}
          storeKey={columnsStoreKey(resource)}
          hiddenColumns={hiddenColumns}
          ref={scrollCue}
          bulkActionButtons={selection || remove === true ? <BulkButtons selection={selection} remove={remove === true} /> : false}
          sx={scrollingGridSx(gridWidth)}
          empty={<NoRows />}
        >
          {children}
          {((rowActions && rowActions.length > 0) || edit || remove) && (
            <DataTable.Col
              // Not a text: the chooser lists columns by a source or a text label, and this one stays.
              label={<>{translate('grid.actions')}</>}
              cellClassName={ROW_ACTIONS_CLASS}
              headerClassName={ROW_ACTIONS_CLASS}
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
      {!drawer && drawerReady && <RowDrawer id={rowDrawer.id} onClose={rowDrawer.close} columns={children} extra={rowDetails} />}
      {ready && <CurrencyTotals />}
      {drawer && drawerReady && (
        <DetailDrawer resource={resource} id={id} open={id != null} onClose={close} title={drawerTitle} width={drawerWidth}>
          {drawer}
        </DetailDrawer>
      )}
    </>
  );
};
