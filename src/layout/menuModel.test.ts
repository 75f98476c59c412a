import { describe, expect, it } from 'vitest';
import ListIcon from '@mui/icons-material/List';
import type { MenuGroup, ResourceDefinition } from '../framework/defineResource';
import type { ResourceCode } from '../../contract/access/codes';
import { buildMenu, type MenuEntry } from './menuModel';

const def = (name: string, access: ResourceCode, order: number, group?: MenuGroup): ResourceDefinition => ({
  name,
  apiPath: `/${name}`,
  access,
  menu: { group, icon: ListIcon, order },
  messages: { en: {}, es: {}, pt: {} },
});

const definitions = [
  def('notifications', 'NOTIFICATION', 50),
  def('transactions', 'TRANSACTION', 20, 'operations'),
  def('balance', 'NEW_DASHBOARD', 1, 'balance'),
  def('balance-ledger', 'BALANCE_LEDGER', 2, 'balance'),
  def('historical-transactions', 'HISTORICALS', 90, 'historicals'),
  def('claims', 'CLAIM', 60, 'claims'),
  { ...def('hidden', 'SHOP', 5), menu: undefined },
];

const names = (entries: MenuEntry[]) =>
  entries.map((e) => (e.kind === 'item' ? e.definition.name : `${e.group}[${e.items.map((i) => i.name).join(',')}]`));

describe('buildMenu (spec 01 §2.5)', () => {
  it('orders items, groups sub-menus and puts historicals before notifications in production', () => {
    const menu = buildMenu(definitions, { isLoggedInProd: true, canShow: () => true });
    expect(names(menu)).toEqual([
      'balance[balance,balance-ledger]',
      'transactions',
      'historicals[historical-transactions]',
      'notifications',
      'claims[claims]',
    ]);
  });
  it('hides historicals outside production', () => {
    const menu = buildMenu(definitions, { isLoggedInProd: false, canShow: () => true });
    expect(names(menu)).not.toContain('historicals[historical-transactions]');
  });
  it('shows only what canShow allows, dropping empty groups', () => {
    const menu = buildMenu(definitions, { isLoggedInProd: false, canShow: (d) => d.access === 'TRANSACTION' });
    expect(names(menu)).toEqual(['transactions']);
  });
});
