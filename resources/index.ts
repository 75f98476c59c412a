import type { ResourceDefinition } from '../src/framework/defineResource';
import { transactionsResource } from './transactions';
import { transactionsV2Resource } from './transactions-v2';

/**
 * Every declared screen. App builds one <Resource> per entry, the Menu its items (ordered by
 * `menu.order`), the data provider its routes and the i18n catalog its labels; the root page
 * falls back to the first entry the role may view. Adding a screen = one line here.
 */
export const resourceDefinitions: readonly ResourceDefinition[] = [transactionsResource, transactionsV2Resource];
