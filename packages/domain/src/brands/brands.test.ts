import { expect, test } from 'vitest';
import { BRAND_NAMES, BRANDS, isBrandName } from './brands.ts';

test('four brands, Lönsam the default, each complete', () => {
  expect(BRAND_NAMES).toHaveLength(4);
  expect(BRANDS.lonsam.displayName).toBe('Lönsam');
  expect(new Set(BRAND_NAMES.map((name) => BRANDS[name].kind)).size).toBe(4);
  for (const name of BRAND_NAMES) {
    const brand = BRANDS[name];
    expect(brand.name).toBe(name);
    for (const tuple of Object.values(brand.colors)) {
      expect(tuple).toHaveLength(10);
      for (const colour of tuple) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(Object.keys(brand.radius)).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    for (const path of [brand.logoPath, brand.coverImagePath, brand.faviconPath]) {
      expect(path.startsWith(`/brands/${name}/`)).toBe(true);
    }
    expect(brand.loginLogoSize.width).toBeGreaterThan(0);
    expect(brand.logoLinkAddress).toMatch(/^https:\/\//);
    expect(brand.hostPrefixes.length).toBeGreaterThan(0);
  }
});

test('only the accounting partner shows the public key field', () => {
  expect(BRAND_NAMES.filter((name) => BRANDS[name].showsPartnerPublicKey)).toEqual(['bokfort-lon']);
});

test('isBrandName', () => {
  expect(isBrandName('personalkraft')).toBe(true);
  expect(isBrandName('Lönsam')).toBe(false);
  expect(isBrandName(null)).toBe(false);
});
