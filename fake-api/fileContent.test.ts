import { describe, expect, it } from 'vitest';
import { contentIs } from './fileContent';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** A ZIP as a writer lays it out: each entry's local header (signature, 26 bytes, name) then its data. */
function zipOf(names: string[]): Buffer {
  return Buffer.concat(
    names.map((name) => {
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(name.length, 26);
      return Buffer.concat([header, Buffer.from(name), Buffer.from('<xml/>')]);
    }),
  );
}

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const PDF = bytes('%PDF-1.4\n1 0 obj');
const XLSX = zipOf(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);

describe('contentIs: the bytes, not the name', () => {
  it('knows each type by its signature', () => {
    expect(contentIs('png', PNG)).toBe(true);
    expect(contentIs('jpeg', JPEG)).toBe(true);
    expect(contentIs('pdf', PDF)).toBe(true);
    expect(contentIs('xlsx', XLSX)).toBe(true);
    expect(contentIs('csv', Buffer.from('\uFEFFaccount,amount\n1,10.50\n', 'utf8'))).toBe(true);
    expect(contentIs('csv', Buffer.from('beneficiário,valor\nJoão,10\n', 'utf8'))).toBe(true);
  });

  it('refuses a file whose content is another type', () => {
    expect(contentIs('png', JPEG)).toBe(false);
    expect(contentIs('png', bytes('<html><script>alert(1)</script>'))).toBe(false);
    expect(contentIs('jpeg', PNG)).toBe(false);
    expect(contentIs('pdf', bytes('MZ\x90\x00'))).toBe(false);
    expect(contentIs('png', bytes([0x89, 0x50, 0x4e]))).toBe(false);
  });

  it('takes as a workbook only a ZIP with a workbook in it: not another archive, not an old .xls', () => {
    expect(contentIs('xlsx', zipOf(['photos/a.jpg', 'notes.txt']))).toBe(false);
    expect(contentIs('xlsx', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'Workbook'))).toBe(false);
    expect(contentIs('xlsx', bytes('[Content_Types].xml xl/workbook.xml'))).toBe(false);
  });

  it('takes as CSV only UTF-8 text: no binary, no other encoding', () => {
    expect(contentIs('csv', PNG)).toBe(false);
    expect(contentIs('csv', bytes('a,b\n1,\x00\n'))).toBe(false);
    // "João" saved as Latin-1 by a spreadsheet: a byte that is no UTF-8.
    expect(contentIs('csv', bytes('name\nJo\xe3o\n'))).toBe(false);
  });
});
