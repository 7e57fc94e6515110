import { BRAND_NAMES, BRANDS } from '@lonsam/domain/brands/brands';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { createBrandCssVariables, createBrandTheme } from './create-brand-theme.ts';

describe('createBrandTheme', () => {
  it.each(BRAND_NAMES)('maps the token sets and radii of %s onto Mantine', (name) => {
    const brand = BRANDS[name];
    const theme = mergeMantineTheme(DEFAULT_THEME, createBrandTheme(brand));
    expect(theme.primaryColor).toBe('primary');
    expect(theme.colors.primary).toEqual([...brand.colors.primary]);
    expect(theme.colors.secondary).toEqual([...brand.colors.secondary]);
    expect(theme.colors.tertiary).toEqual([...brand.colors.tertiary]);
    expect(theme.primaryShade).toEqual(brand.primaryShade);
    expect(theme.radius).toEqual(brand.radius);
    expect(theme.defaultRadius).toBe(brand.defaultRadius);
  });

  it('gives each brand its own primary colour', () => {
    const primaries = new Set(BRAND_NAMES.map((name) => createBrandTheme(BRANDS[name]).colors?.primary?.[6]));
    expect(primaries.size).toBe(4);
  });
});

describe('createBrandCssVariables', () => {
  it.each(BRAND_NAMES)('keeps links of %s readable on light and dark backgrounds', (name) => {
    const variables = createBrandCssVariables(BRANDS[name])(
      mergeMantineTheme(DEFAULT_THEME, createBrandTheme(BRANDS[name])),
    );
    expect(contrastRatio(variables.light['--mantine-color-anchor']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables.dark['--mantine-color-anchor']!, '#242424')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(BRAND_NAMES)('keeps outline buttons of %s readable on light and dark backgrounds', (name) => {
    const variables = createBrandCssVariables(BRANDS[name])(
      mergeMantineTheme(DEFAULT_THEME, createBrandTheme(BRANDS[name])),
    );
    const light = variables.light['--mantine-color-primary-outline']!;
    const dark = variables.dark['--mantine-color-primary-outline']!;
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, '#242424')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(BRAND_NAMES)(
    'keeps field errors of %s readable on the page and on an input in both schemes',
    (name) => {
      const variables = createBrandCssVariables(BRANDS[name])(
        mergeMantineTheme(DEFAULT_THEME, createBrandTheme(BRANDS[name])),
      );
      const light = variables.light['--mantine-color-error']!;
      const dark = variables.dark['--mantine-color-error']!;
      // White page and input, gray-0 striped rows; dark-7 page and dark-6 input.
      for (const background of ['#ffffff', '#f8f9fa'])
        expect(contrastRatio(light, background)).toBeGreaterThanOrEqual(4.5);
      for (const background of ['#242424', '#2e2e2e'])
        expect(contrastRatio(dark, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
