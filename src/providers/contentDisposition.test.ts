import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './contentDisposition';

describe('filenameFromContentDisposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(filenameFromContentDisposition('attachment; filename="report 1.csv"')).toBe('report 1.csv');
    expect(filenameFromContentDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(filenameFromContentDisposition('attachment; filename="x.csv"; filename*=UTF-8\'\'informe%20%C3%BAnico.csv')).toBe(
      'informe único.csv',
    );
  });
  it('has no name without the parameter', () => {
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('inline')).toBeUndefined();
  });
});
