import type { SvgIconComponent } from '@mui/icons-material';
import type { LocalizedMessages, MessageTree } from '../i18n/defineMessages';
import { defaultIdField, type ResourceDefinition, type ViewLoader } from './defineResource';
import { messagesOf } from './resources/resourceMessages';

type Names = { en: string; es: string; pt: string };

export interface HistoricalOptions {
  /** The legacy call: GET /historicals/<call> (spec 01 §7.3), its records and export below it. */
  call: string;
  /** Route and react-admin name; default `historical-<call>`. */
  name?: string;
  /** The menu item and the screen's title. */
  names: Names;
  /** Place in the Historicals menu group. */
  order: number;
  /** Default: the current screen's icon. */
  icon?: SvgIconComponent;
  /** Query of the menu link (spec 01 §2.5: the direct wires' isDirectwire=true). */
  query?: string;
  /** Default: the current screen's list. */
  list?: ViewLoader;
}

/** The current screen's messages, also under the historical screen's name with its own title. */
function alias(messages: LocalizedMessages, from: string, to: string, names: Names): LocalizedMessages {
  const under = (tree: MessageTree, name: string): MessageTree => {
    const resources = (tree.resources ?? {}) as MessageTree;
    return { ...tree, resources: { ...resources, [to]: { ...((resources[from] ?? {}) as MessageTree), name } } };
  };
  return { en: under(messages.en, names.en), es: under(messages.es, names.es), pt: under(messages.pt, names.pt) };
}

/**
 * A historical screen (spec 01 §2.5): the current screen's list and messages, read-only, over
 * /historicals/<call> behind HISTORICALS, in the Historicals menu group (shown in production
 * only). Its labels are the current screen's, aliased under its own name, so nothing is copied.
 */
export function historicalOf(base: ResourceDefinition, options: HistoricalOptions): ResourceDefinition {
  const name = options.name ?? `historical-${options.call}`;
  const apiPath = `/historicals/${options.call}`;
  const icon = options.icon ?? base.menu?.icon;
  if (!icon) throw new Error(`historicalOf(${base.name}): the current screen has no menu icon, give one`);
  return {
    name,
    apiPath,
    idField: base.idField ?? defaultIdField(base.name),
    exportPath: `${apiPath}/export`,
    access: 'HISTORICALS',
    menu: { group: 'historicals', icon, order: options.order, query: options.query },
    pageSize: base.pageSize,
    // Its filters are kept apart from the current screen's.
    filterCookiePrefix: base.filterCookiePrefix && `historical_${base.filterCookiePrefix}`,
    historical: true,
    list: options.list ?? base.list,
    // The current list's first page, computed for this screen (its archive window, its cookies).
    firstPage: options.list ? undefined : base.firstPage,
    messages: () => messagesOf(base).then((messages) => alias(messages, base.name, name, options.names)),
    names: options.names,
  };
}
