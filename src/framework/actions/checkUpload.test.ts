import { describe, expect, it } from 'vitest';
import { checkUpload } from './checkUpload';

const MB = 1024 * 1024;
const fileOf = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('checkUpload: the upload kind’s rules before sending', () => {
  it('takes a file of the kind’s types within its limit, whatever the case of the extension', () => {
    expect(checkUpload(fileOf('scan.PDF', 10 * MB), 'document')).toBeUndefined();
    expect(checkUpload(fileOf('brand.jpeg', 2 * MB), 'logo')).toBeUndefined();
    expect(checkUpload(fileOf('payouts.xlsx', 100), 'spreadsheet')).toBeUndefined();
  });

  it('refuses another type, naming the types and the limit', () => {
    expect(checkUpload(fileOf('payouts.csv', 10), 'logo')).toEqual({
      message: 'grid.file_wrong_type',
      args: { name: 'payouts.csv', types: 'PNG, JPG, JPEG', max: '2 MB' },
    });
    expect(checkUpload(fileOf('logo', 10), 'logo')?.message).toBe('grid.file_wrong_type');
    expect(checkUpload(fileOf('scan.pdf.exe', 10), 'document')?.args.types).toBe('PDF, PNG, JPG, JPEG');
  });

  it('refuses an empty file and one past the limit', () => {
    expect(checkUpload(fileOf('scan.pdf', 0), 'document')).toEqual({ message: 'grid.file_empty', args: { name: 'scan.pdf' } });
    expect(checkUpload(fileOf('brand.png', 2 * MB + 1), 'logo')).toEqual({
      message: 'grid.file_too_large',
      args: { name: 'brand.png', max: '2 MB' },
    });
  });
});
