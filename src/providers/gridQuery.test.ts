import { describe, expect, it } from 'vitest';
import { formatWireDate } from '../../contract/wireDate';
import { toGridQuery, toSortDirection, wireFilterValue } from './gridQuery';
import { GRID_MAX_PAGE_SIZE } from '../../contract/wire';

describe('grid query pieces', () => {
  it("maps 'ascend' and 'ASC' to asc, everything else to desc", () => {
    expect(['ASC', 'asc', 'ascend', 'DESC', 'descend', undefined].map(toSortDirection)).toEqual([
      'asc',
      'asc',
      'asc',
      'desc',
      'desc',
      'desc',
    ]);
  });

  it('turns filter values into wire text or drops them', () => {
    expect(wireFilterValue(true)).toBe('true');
    expect(wireFilterValue(0)).toBe('0');
    expect(wireFilterValue(Number.NaN)).toBeUndefined();
    expect(wireFilterValue('  ')).toBeUndefined();
    expect(wireFilterValue(['A', '', null, 'B'])).toBe('A,B');
    expect(wireFilterValue(new Date('invalid'))).toBeUndefined();
    expect(wireFilterValue({ from: 'x' })).toBeUndefined();
  });

  it('formats dates as dd/MM/yyyy with optional time', () => {
    const date = new Date(2026, 0, 5, 7, 8, 9, 45);
    expect(formatWireDate(date)).toBe('05/01/2026 07:08:09.045');
    expect(formatWireDate(date, { withTime: false })).toBe('05/01/2026');
  });

  it('defaults to the first page of 10 without a sort', () => {
    expect(toGridQuery({})).toEqual({ pageIndex: 0, pageSize: 10, filters: {} });
  });

  it('never asks a list for every row: the page size stays within 1 and the largest option', () => {
    const sizeOf = (perPage: number) => toGridQuery({ pagination: { page: 1, perPage } }).pageSize;
    expect([0, -5, 0.5, 25, 100, 101, 5000, Number.NaN].map(sizeOf)).toEqual([
      1,
      1,
      1,
      25,
      100,
      GRID_MAX_PAGE_SIZE,
      GRID_MAX_PAGE_SIZE,
      10,
    ]);
    expect(toGridQuery({ pagination: { page: 2.7, perPage: 10 } }).pageIndex).toBe(1);
    expect(toGridQuery({ pagination: { page: -3, perPage: 10 } }).pageIndex).toBe(0);
  });
});
