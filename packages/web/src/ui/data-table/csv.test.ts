import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCsvFileName, downloadCsv, toCsvCell } from './csv.ts';

afterEach(() => vi.restoreAllMocks());

describe('toCsvCell', () => {
  it('passes text, numbers and booleans, writes dates as ISO text and other objects as JSON', () => {
    expect(toCsvCell('Åsa')).toBe('Åsa');
    expect(toCsvCell(12.5)).toBe(12.5);
    expect(toCsvCell(false)).toBe(false);
    expect(toCsvCell(undefined)).toBeUndefined();
    expect(toCsvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(toCsvCell(new Date('x'))).toBe('');
    expect(toCsvCell({ currency: 'SEK', value: 100 })).toBe('{"currency":"SEK","value":100}');
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
