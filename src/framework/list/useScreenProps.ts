import { useMemo } from 'react';
import type { RaRecord } from 'react-admin';
import { actionsOf } from '../actions/RowActions';
import { toArchiveWindow } from '../archive';
import type { FilterValues } from '../filterCookies';
import type { DeclaredResource } from '../resources/resourceOptions';
import type { ResourceListProps } from './resourceListProps';

const NO_FILTERS: NonNullable<ResourceListProps['filters']> = [];
const NO_DEFAULTS: FilterValues = {};

/**
 * A list's props as its screen offers them. A historical screen (spec 01 §2.5) reuses a current
 * screen's list read-only: its own name as the title, none of the grid's writes (add, edit,
 * delete, upload, settings, selection, row actions that `writes`), and the default and cleared
 * date ranges moved into the archive.
 */
export function useScreenProps<R extends RaRecord>(props: ResourceListProps<R>, definition: DeclaredResource): ResourceListProps<R> {
  const { historical, name } = definition;
  const { filters = NO_FILTERS, defaultFilters = NO_DEFAULTS, clearFilters } = props;
  const archivedDefaults = useMemo(
    () => (historical ? toArchiveWindow(defaultFilters, filters) : defaultFilters),
    [historical, defaultFilters, filters],
  );
  const archivedClear = useMemo(
    () => (historical && clearFilters ? (applied: FilterValues) => toArchiveWindow(clearFilters(applied), filters) : clearFilters),
    [historical, clearFilters, filters],
  );
  if (!historical) return props;
  return {
    ...props,
    title: `resources.${name}.name`,
    defaultFilters: archivedDefaults,
    clearFilters: archivedClear,
    add: false,
    edit: false,
    remove: false,
    selection: undefined,
    bulkUpload: undefined,
    settingsPath: undefined,
    rowActions: props.rowActions && actionsOf(props.rowActions, true),
  };
}
