import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCsvFileName, downloadCsv, quoteCsvField, toCsv } from './csv.ts';

afterEach(() => vi.restoreAllMocks());

describe('toCsv', () => {
  it('quotes every field and doubles inner quotes', () => {
    expect(quoteCsvField('Bolaget "Bästa" AB')).toBe('"Bolaget ""Bästa"" AB"');
    expect(
      toCsv([
        ['Namn', 'Lön'],
        ['Åsa "Ace" Öberg', 32500.5],
        ['Rad\nbrytning', null],
      ]),
    ).toBe('"Namn","Lön"\r\n"Åsa ""Ace"" Öberg","32500.5"\r\n"Rad\nbrytning",""');
  });

  it('takes another separator', () => {
    expect(toCsv([['a', 'b;c']], { separator: ';' })).toBe('"a";"b;c"');
  });
});

describe('downloadCsv', () => {
  it('downloads table-data.csv by default, with a byte-order mark for Excel', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((object: Blob) => {
      blob = object;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadCsv('"a"');
    expect(defaultCsvFileName).toBe('table-data.csv');
    expect(clicked[0]?.download).toBe('table-data.csv');
    expect(clicked[0]?.href).toBe('blob:csv');
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('"a"');
  });
});
