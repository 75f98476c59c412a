import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './textRules';

describe('the one-line rule of fields that reach a mail header', () => {
  it('finds C0, DEL, C1 and the Unicode line separators; letters of any script, spaces and symbols pass', () => {
    for (const bad of ['a\rb', 'a\nb', 'a\tb', 'a\u0000', '\u001f', '\u007f', '\u0085', '\u009f', 'a\u2028b', 'a\u2029b'])
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['São Paulo', 'O’Brien-Núñez', 'Your order #77 — 50% off!', 'ana+tag@example.com', '北京', '\u00a0non-breaking'])
      expect(hasControlCharacters(good), good).toBe(false);
  });
});
