import type { ResourceDefinition } from '../../src/framework';
import { MovementList, movementFirstPage } from './MovementList';

/** The list's first page, for the boot to fetch (the declaration's firstPage). */
export const topUpsFirstPage = (definition: ResourceDefinition) => movementFirstPage(definition, false);

/** /top-ups (spec 03 §2): the merchant's top-ups, ten to a page, filters kept in topUps_ cookies. */
export const TopUpList = () => <MovementList />;
