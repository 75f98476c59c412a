import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell: no cell opens as a formula (OWASP CSV injection, issue #31)', () => {
  it('puts an apostrophe before text starting with =, +, -, @, a tab or a carriage return', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+5511987654321')).toBe("'+5511987654321");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('\r=cmd')).toBe(`"'\r=cmd"`);
  });

  it('keeps numbers numbers: a negative amount, as a number or as plain decimal text, is written as it is', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell(0)).toBe('0');
  });

  it('leaves other text alone, quoting only what RFC 4180 asks', () => {
    expect(csvCell('Pedido 77')).toBe('Pedido 77');
    expect(csvCell('a = b')).toBe('a = b');
    expect(csvCell('Souza, Ana')).toBe('"Souza, Ana"');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('applies to headers and every row of a file', () => {
    expect(toCsv([{ description: '=cmd', amount: -5 }])).toBe("description,amount\r\n'=cmd,-5\r\n");
  });
});
