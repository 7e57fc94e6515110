import { BRANDS } from '@lonsam/domain/brands/brands';
import { describe, expect, it } from 'vitest';
import { applyBrandToDocument, readCurrentBrand, storeBrand } from './current-brand.ts';

function storageWith(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
  };
}

describe('readCurrentBrand', () => {
  it('takes the stored theme name first', () => {
    const brand = readCurrentBrand({ hostname: 'bokfortlon.se' }, storageWith({ theme: 'personalkraft' }));
    expect(brand.name).toBe('personalkraft');
  });

  it('else the host name', () => {
    expect(readCurrentBrand({ hostname: 'bokfortlon.se' }, storageWith({})).name).toBe('bokfort-lon');
    expect(
      readCurrentBrand({ hostname: 'radgivarlon.example' }, storageWith({ theme: 'no-such-brand' })).name,
    ).toBe('radgivarlon');
  });

  it('else the default brand, also when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(readCurrentBrand({ hostname: 'example.org' }, blocked).name).toBe('lonsam');
  });

  it('remembers a chosen brand', () => {
    const storage = storageWith({});
    storeBrand('radgivarlon', storage);
    expect(readCurrentBrand({ hostname: 'example.org' }, storage).name).toBe('radgivarlon');
  });
});

describe('applyBrandToDocument', () => {
  it('sets favicon, title and theme colour', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg"><meta name="theme-color" content="#000">';
    applyBrandToDocument(BRANDS['bokfort-lon']);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brands/bokfort-lon/favicon.svg',
    );
    expect(document.title).toBe('Bokfört Lön');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      BRANDS['bokfort-lon'].colors.primary[6],
    );
  });
});
