import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { createAppStore } from './appStore';

const started = (user: () => string) => {
  const store = createAppStore(user, memoryStore());
  store.setup();
  return store;
};

describe('the app store', () => {
  it("files a grid's columns under the signed-in account: another account starts from the defaults", () => {
    let user = 'ana@demo.test';
    const store = started(() => user);
    store.setItem('columns.settlements', ['fees']);
    expect(store.getItem('columns.settlements')).toEqual(['fees']);
    user = 'bob@demo.test';
    expect(store.getItem('columns.settlements', ['default'])).toEqual(['default']);
  });

  it('keeps the columns, the language and the theme on logout, and drops the rest', () => {
    const store = started(() => 'ana@demo.test');
    store.setItem('columns.settlements', ['fees']);
    store.setItem('columns.settlements_columnRanks', [1, 0]);
    store.setItem('locale', 'es');
    store.setItem('withdrawals.selection', { merchantId: 1 });
    store.reset();
    expect(store.getItem('columns.settlements')).toEqual(['fees']);
    expect(store.getItem('columns.settlements_columnRanks')).toEqual([1, 0]);
    expect(store.getItem('locale')).toBe('es');
    expect(store.getItem('withdrawals.selection')).toBeUndefined();
  });

  it("tells a column change to the screen's subscribers under the same account", () => {
    const store = started(() => 'ana@demo.test');
    const seen: unknown[] = [];
    store.subscribe('columns.refunds', (value) => seen.push(value));
    store.setItem('columns.refunds', ['reason']);
    expect(seen).toEqual([['reason']]);
  });
});
