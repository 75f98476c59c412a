import { ResourceList, moneyPhoneLines, useDeclaredResource } from '../../src/framework';
import { MOVEMENT_SEARCH, useMovementFilters } from './filters';
import { MovementDetails } from './MovementDetails';
import { movementColumns } from './MovementFields';

const SORT = { field: 'date', order: 'DESC' } as const;
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
  return (
    <ResourceList
      title={`resources.${name}.name`}
      sort={SORT}
      filters={filters}
      search={MOVEMENT_SEARCH}
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
