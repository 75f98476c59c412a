import { describe, expect, it } from 'vitest';
import { SELECT_MAX_WIDTH, SELECT_MIN_WIDTH, selectWidth } from './selectWidth';

describe('selectWidth', () => {
  it('keeps the default width for short options and for none', () => {
    expect(selectWidth(['Yes', 'No'])).toBe(SELECT_MIN_WIDTH);
    expect(selectWidth([])).toBe(SELECT_MIN_WIDTH);
  });
  it('widens to the longest option', () => {
    expect(selectWidth(['Fecha del reclamo', 'Fecha de la transacción'])).toBeGreaterThan(selectWidth(['Fecha del reclamo']));
    expect(selectWidth(['Fecha del reclamo'])).toBeGreaterThan(SELECT_MIN_WIDTH);
  });
  it('stops at the maximum, whatever the option', () => {
    expect(selectWidth(['x'.repeat(200)])).toBe(SELECT_MAX_WIDTH);
  });
});
