import { describe, expect, it } from 'vitest';
import { appliedSearchText, searchKeys, withSearch, type SearchConfig } from './SearchBox';

const plain: SearchConfig = { source: 'query' };
const mapped: SearchConfig = {
  source: 'code',
  sources: ['id', 'code'],
  toFilter: (text) => (/^\d+$/.test(text) ? { id: text } : { code: text }),
};

describe('search box filter mapping', () => {
  it('writes the trimmed text to its source by default and removes it when emptied', () => {
    expect(searchKeys(plain)).toEqual(['query']);
    expect(withSearch(plain, { status: 'A' }, ' abc ')).toEqual({ status: 'A', query: 'abc' });
    expect(withSearch(plain, { status: 'A', query: 'abc' }, '   ')).toEqual({ status: 'A' });
  });

  it('maps text through toFilter and replaces every key it owns', () => {
    expect(withSearch(mapped, { status: 'A', code: 'x' }, '42')).toEqual({ status: 'A', id: '42' });
    expect(withSearch(mapped, { id: '42' }, 'ab')).toEqual({ code: 'ab' });
    expect(withSearch(mapped, { id: '42', status: 'A' }, '')).toEqual({ status: 'A' });
  });

  it('shows the first owned key that holds a value', () => {
    expect(appliedSearchText(mapped, { code: 'ab' })).toBe('ab');
    expect(appliedSearchText(mapped, { id: '42', status: 'A' })).toBe('42');
    expect(appliedSearchText(mapped, { status: 'A' })).toBe('');
  });
});
