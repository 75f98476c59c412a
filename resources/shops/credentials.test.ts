import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/providers/httpError';
import { isViewLimitError, maskSecret, remainingViews } from './credentials';
import { isHexColor, safeHttpUrl } from './links';

describe('remainingViews (spec 02 §2: maximum minus shopCredentialsViewCount)', () => {
  it('subtracts the views spent from the maximum', () => {
    expect(remainingViews(5, 0)).toBe(5);
    expect(remainingViews(5, 2)).toBe(3);
    expect(remainingViews(5, 4)).toBe(1);
    expect(remainingViews(5, 5)).toBe(0);
  });

  it('never goes below zero, even when the maximum was lowered after views were spent', () => {
    expect(remainingViews(3, 7)).toBe(0);
  });

  it('counts a shop without a view count as unviewed', () => {
    expect(remainingViews(5, undefined)).toBe(5);
    expect(remainingViews(5, null)).toBe(5);
  });

  it('is unknown while the maximum is unknown or not a number', () => {
    expect(remainingViews(undefined, 1)).toBeUndefined();
    expect(remainingViews('5', 1)).toBeUndefined();
    expect(remainingViews(Number.NaN, 1)).toBeUndefined();
  });
});

describe('maskSecret', () => {
  it('masks all but the last four characters', () => {
    expect(maskSecret('sk_425f561a0da53463')).toBe(`${'•'.repeat(15)}3463`);
  });

  it('keeps the length and hides the rest of the key', () => {
    const secret = 'sk_c863221530552b3194e539b53323601e';
    expect(maskSecret(secret)).toHaveLength(secret.length);
    expect(maskSecret(secret)).not.toContain('c863');
  });

  it('masks a short secret entirely and leaves an empty one empty', () => {
    expect(maskSecret('abcd1234')).toBe('••••••••');
    expect(maskSecret('')).toBe('');
  });
});

describe('isViewLimitError', () => {
  it('recognises the server refusal past the maximum', () => {
    expect(isViewLimitError(new HttpError('CREDENTIALS_VIEW_LIMIT', 400))).toBe(true);
  });

  it('does not take other failures for it', () => {
    expect(isViewLimitError(new HttpError('messages.forbidden', 403))).toBe(false);
    expect(isViewLimitError(new Error('ENTITY_NOT_FOUND'))).toBe(false);
    expect(isViewLimitError('CREDENTIALS_VIEW_LIMIT')).toBe(false);
    expect(isViewLimitError(undefined)).toBe(false);
  });
});

describe('safeHttpUrl and isHexColor', () => {
  it('links only http and https addresses', () => {
    expect(safeHttpUrl('https://www.andes.example')).toBe('https://www.andes.example/');
    expect(safeHttpUrl('http://shop.example/path?q=1')).toBe('http://shop.example/path?q=1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('www.no-scheme.example')).toBeUndefined();
    expect(safeHttpUrl('')).toBeUndefined();
    expect(safeHttpUrl(null)).toBeUndefined();
  });

  it('paints only hex colours', () => {
    expect(isHexColor('#1d3557')).toBe(true);
    expect(isHexColor('#FFF')).toBe(true);
    expect(isHexColor('red; background:url(x)')).toBe(false);
    expect(isHexColor(null)).toBe(false);
  });
});
