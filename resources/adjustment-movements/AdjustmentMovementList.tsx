import type { ResourceDefinition } from '../../src/framework';
import { MovementList, movementFirstPage } from '../top-ups/MovementList';

/** The list's first page, for the boot to fetch (the declaration's firstPage). */
export const adjustmentMovementsFirstPage = (definition: ResourceDefinition) => movementFirstPage(definition, true);

/**
 * /adjustment-movements: every movement booked on the merchant's shops — top-ups and manual
 * adjustments, the `adjustments` of the daily balances — as the top-ups grid plus the movement
 * type (spec 03 §5: the config's `types`).
 */
export const AdjustmentMovementList = () => <MovementList withType />;
