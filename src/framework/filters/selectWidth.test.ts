import { describe, expect, it } from 'vitest';
import { SELECT_MAX_WIDTH, SELECT_MIN_WIDTH, labelWidth, selectWidth } from './selectWidth';

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

describe('labelWidth (issue #31: labels cut in Spanish and Portuguese)', () => {
  it("is wider than the balance screens' 140 px currency box for 'Moneda de procesamiento'", () => {
    expect(labelWidth('Moneda de procesamiento')).toBeGreaterThan(140);
    expect(labelWidth('Moneda de procesamiento')).toBeGreaterThan(labelWidth('Processing currency'));
  });
  it('leaves a short label to the default width', () => {
    expect(labelWidth('Shop')).toBeLessThan(SELECT_MIN_WIDTH);
  });
});
