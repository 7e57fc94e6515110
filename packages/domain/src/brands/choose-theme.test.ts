import { expect, test } from 'vitest';
import { chooseTheme, findBrandByHost } from './choose-theme.ts';

test('stored theme name wins', () => {
  expect(chooseTheme({ storedThemeName: 'radgivarlon', hostName: 'bokfortlon.example' }).name).toBe(
    'radgivarlon',
  );
});

test('else the host name: the accounting partner prefixes select its payroll variant', () => {
  expect(chooseTheme({ storedThemeName: 'unknown', hostName: 'bokfortlon.lonsam.se' }).name).toBe(
    'bokfort-lon',
  );
  expect(chooseTheme({ hostName: 'lon.bokfort.se' }).name).toBe('bokfort-lon');
  expect(chooseTheme({ hostName: 'BOKFORTLON-STAGING.lonsam.se' }).name).toBe('bokfort-lon');
  expect(chooseTheme({ hostName: 'personalkraft.se' }).name).toBe('personalkraft');
  expect(chooseTheme({ hostName: 'radgivarlon.se' }).name).toBe('radgivarlon');
  expect(findBrandByHost('app.lonsam.se')?.name).toBe('lonsam');
  expect(findBrandByHost('example.com')).toBeUndefined();
});

test('else the default', () => {
  expect(chooseTheme({}).name).toBe('lonsam');
  expect(chooseTheme({ storedThemeName: null, hostName: 'example.com' }).name).toBe('lonsam');
  expect(chooseTheme({ hostName: 'www.bokfortlon.se' }).name).toBe('lonsam');
});
