import { MovementList } from '../top-ups/MovementList';

/**
 * /adjustment-movements: every movement booked on the merchant's shops — top-ups and manual
 * adjustments, the `adjustments` of the daily balances — as the top-ups grid plus the movement
 * type (spec 03 §5: the config's `types`).
 */
export const AdjustmentMovementList = () => <MovementList withType />;
