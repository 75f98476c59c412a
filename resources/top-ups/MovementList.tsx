import { useState } from 'react';
import {
  ResourceList,
  firstPageOf,
  moneyPhoneLines,
  useDeclaredResource,
  type ListQuery,
  type ResourceDefinition,
} from '../../src/framework';
import { MOVEMENT_SEARCH, movementChoices, movementFilterSpecs, useMovementFilters } from './filters';
import { MovementDetails } from './MovementDetails';
import { movementColumns } from './MovementFields';
import { EMPTY_MOVEMENT_CONFIG } from './types';

const SORT = { field: 'date', order: 'DESC' } as const;

/** What a movement screen's list asks for first; its filters' choices arrive later (the keys do not change). */
export const movementQuery = (resource: string, withType: boolean): ListQuery => ({
  sort: SORT,
  filters: movementFilterSpecs(movementChoices(EMPTY_MOVEMENT_CONFIG), resource, withType),
  search: MOVEMENT_SEARCH,
});

/** A movement screen's first page, for the boot to fetch (its declaration's firstPage). */
export const movementFirstPage = (definition: ResourceDefinition, withType: boolean) =>
  firstPageOf(movementQuery(definition.name, withType), definition);

/**
 * The conversion step (its currency and amount) is one click away in the chooser (issue #33): the
 * default set shows what was topped up and what reached the shop, and fits a 1366 px laptop.
 */
const MOVEMENT_HIDDEN = ['currencyExchange', 'amountExchange'];

/** A phone's line per movement: amount and description, its day, merchant and shop. */
const MOVEMENT_PHONE = moneyPhoneLines({
  amount: 'amount',
  currencySource: 'currency',
  who: 'description',
  date: 'date',
  dateFormat: 'date',
  where: ['merchantName', 'shopName'],
});

/**
 * The grid both movement screens show (spec 03 §2 Top-ups): newest first, filtered by created
 * date, merchant, shop of that merchant and currency (kept in the screen's cookies) or searched
 * by description, merchant or shop; a row opens the drawer with its three exchange rates. The
 * screen's name picks its messages; `withType` adds the movement type column and filter.
 */
export function MovementList({ withType = false }: { withType?: boolean }) {
  const { name } = useDeclaredResource();
  const filters = useMovementFilters(name, withType);
  const [query] = useState(() => movementQuery(name, withType));
  return (
    <ResourceList
      title={`resources.${name}.name`}
      {...query}
      filters={filters}
      // The spec gives these screens Apply and Clear only.
      exportAccess={false}
      drawer={<MovementDetails />}
      drawerTitle={`resources.${name}.drawer_title`}
      minGridWidth={withType ? 1280 : 1180}
      hiddenColumns={MOVEMENT_HIDDEN}
      phone={MOVEMENT_PHONE}
    >
      {movementColumns({ withType })}
    </ResourceList>
  );
}
