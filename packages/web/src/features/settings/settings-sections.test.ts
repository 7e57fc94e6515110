import { SETTINGS_PRIVILEGES } from '@lonsam/domain/privileges/settings-privileges';
import { expect, it } from 'vitest';
import { SETTINGS_SECTIONS } from './settings-sections.ts';

it('the navigation’s settings privileges are exactly those of the sections', () => {
  const used = new Set(SETTINGS_SECTIONS.flatMap((section) => section.privileges));
  expect([...used].sort()).toEqual([...SETTINGS_PRIVILEGES].sort());
});

it('section paths are unique', () => {
  const paths = SETTINGS_SECTIONS.map((section) => section.path);
  expect(new Set(paths).size).toBe(paths.length);
});
