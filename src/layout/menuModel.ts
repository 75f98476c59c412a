import type { MenuGroup, ResourceDefinition } from '../framework/defineResource';

/** Groups that are a collapsible sub-menu; the others lay their items flat (spec 01 §2.5). */
const SUBMENU_GROUPS: readonly MenuGroup[] = ['balance', 'claims', 'paywalls', 'brazilBank', 'historicals'];

/** What the menu reads of a declaration. */
export type MenuCandidate = Pick<ResourceDefinition, 'name' | 'menu'>;

export type MenuEntry<T extends MenuCandidate = MenuCandidate> =
  { kind: 'item'; definition: T } | { kind: 'group'; group: MenuGroup; items: T[] };

export interface MenuContext<T extends MenuCandidate> {
  /** Historicals show only when logged in to production (spec 01 §2.5). */
  isLoggedInProd: boolean;
  /** MENU on one of the item's resources. */
  canShow: (definition: T) => boolean;
}

const orderOf = (d: MenuCandidate) => d.menu?.order ?? Number.MAX_SAFE_INTEGER;

/**
 * The side menu from the declarations: items by `menu.order`, a sub-menu group placed where
 * its first item falls, the historicals group right before notifications.
 */
export function buildMenu<T extends MenuCandidate>(definitions: readonly T[], context: MenuContext<T>): MenuEntry<T>[] {
  const visible = definitions
    .filter((d) => d.menu)
    .filter((d) => d.menu?.group !== 'historicals' || context.isLoggedInProd)
    .filter(context.canShow)
    .sort((a, b) => orderOf(a) - orderOf(b));

  const entries: MenuEntry<T>[] = [];
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

function placeHistoricalsBeforeNotifications<T extends MenuCandidate>(entries: MenuEntry<T>[]): MenuEntry<T>[] {
  const historicals = entries.find((e) => e.kind === 'group' && e.group === 'historicals');
  const notificationsAt = entries.findIndex((e) => e.kind === 'item' && e.definition.name === 'notifications');
  if (!historicals || notificationsAt < 0) return entries;
  const rest = entries.filter((e) => e !== historicals);
  const at = rest.findIndex((e) => e.kind === 'item' && e.definition.name === 'notifications');
  return [...rest.slice(0, at), historicals, ...rest.slice(at)];
}
