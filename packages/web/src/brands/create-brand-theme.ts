import type { BrandTheme } from '@lonsam/domain/brands/brands';
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

function toMantineColors(colors: BrandTheme['colors']['primary']): MantineColorsTuple {
  return [...colors] as unknown as MantineColorsTuple;
}

/**
 * The Mantine theme of a brand: its three colour token sets become the colours `primary`,
 * `secondary` and `tertiary` (components use `primary` by default), and its radii the theme's.
 */
export function createBrandTheme(brand: BrandTheme): MantineThemeOverride {
  return createTheme({
    colors: {
      primary: toMantineColors(brand.colors.primary),
      secondary: toMantineColors(brand.colors.secondary),
      tertiary: toMantineColors(brand.colors.tertiary),
    },
    primaryColor: 'primary',
    primaryShade: { light: toShade(brand.primaryShade.light), dark: toShade(brand.primaryShade.dark) },
    radius: brand.radius,
    defaultRadius: brand.defaultRadius,
    fontFamily,
    headings: { fontFamily },
  });
}

type Shade = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

function toShade(value: number): Shade {
  return Math.min(9, Math.max(0, Math.round(value))) as Shade;
}
