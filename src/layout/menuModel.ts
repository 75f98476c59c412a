import type { MenuGroup, ResourceDefinition } from '../framework/defineResource';

/** Groups that are a collapsible sub-menu; the others lay their items flat (spec 01 §2.5). */
const SUBMENU_GROUPS: readonly MenuGroup[] = ['balance', 'claims', 'paywalls', 'brazilBank', 'historicals'];

export type MenuEntry = { kind: 'item'; definition: ResourceDefinition } | { kind: 'group'; group: MenuGroup; items: ResourceDefinition[] };

export interface MenuContext {
  /** Historicals show only when logged in to production (spec 01 §2.5). */
  isLoggedInProd: boolean;
  /** MENU on one of the item's resources. */
  canShow: (definition: ResourceDefinition) => boolean;
}

const orderOf = (d: ResourceDefinition) => d.menu?.order ?? Number.MAX_SAFE_INTEGER;

/**
 * The side menu from the declarations: items by `menu.order`, a sub-menu group placed where
 * its first item falls, the historicals group right before notifications.
 */
export function buildMenu(definitions: readonly ResourceDefinition[], context: MenuContext): MenuEntry[] {
  const visible = definitions
    .filter((d) => d.menu)
    .filter((d) => d.menu?.group !== 'historicals' || context.isLoggedInProd)
    .filter(context.canShow)
    .sort((a, b) => orderOf(a) - orderOf(b));

  const entries: MenuEntry[] = [];
  for (const definition of visible) {
    const group = definition.menu?.group;
    if (!group || !SUBMENU_GROUPS.includes(group)) {
      entries.push({ kind: 'item', definition });
      continue;
    }
    const existing = entries.find((e) => e.kind === 'group' && e.group === group);
    if (existing && existing.kind === 'group') existing.items.push(definition);
    else entries.push({ kind: 'group', group, items: [definition] });
  }
  return placeHistoricalsBeforeNotifications(entries);
}

function placeHistoricalsBeforeNotifications(entries: MenuEntry[]): MenuEntry[] {
  const historicals = entries.find((e) => e.kind === 'group' && e.group === 'historicals');
  const notificationsAt = entries.findIndex((e) => e.kind === 'item' && e.definition.name === 'notifications');
  if (!historicals || notificationsAt < 0) return entries;
  const rest = entries.filter((e) => e !== historicals);
  const at = rest.findIndex((e) => e.kind === 'item' && e.definition.name === 'notifications');
  return [...rest.slice(0, at), historicals, ...rest.slice(at)];
}
