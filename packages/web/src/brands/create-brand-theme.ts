import type { BrandTheme } from '@lonsam/domain/brands/brands';
import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { darkTextLuminanceThreshold, findReadableShade } from './contrast.ts';

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
    // Light brand colours (Lönsam's teal) get dark text on filled buttons instead of unreadable white.
    autoContrast: true,
    luminanceThreshold: darkTextLuminanceThreshold,
    components: {
      // Links inside text must not be told apart by colour alone (WCAG 1.4.1).
      Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    },
  });
}

const lightBody = '#ffffff';
const darkBody = '#242424';

/**
 * Link, outline-button, dimmed-text and field-error colours that keep 4.5:1 on the page background
 * in both schemes: the brand's own shade when it is dark (or light) enough, else the nearest one that is.
 */
export function createBrandCssVariables(brand: BrandTheme): CSSVariablesResolver {
  const { primary } = brand.colors;
  const lightAnchor = primary[findReadableShade(primary, brand.primaryShade.light, lightBody, 1)]!;
  const darkAnchor = primary[findReadableShade(primary, brand.primaryShade.dark, darkBody, -1)]!;
  return (theme) => ({
    variables: {},
    light: {
      '--mantine-color-anchor': lightAnchor,
      // An outline button's text and border are the colour itself on the page (axe: color-contrast).
      '--mantine-color-primary-outline': lightAnchor,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      // A field's error text and value: Mantine's red-6 reads 3.3:1 on white (axe color-contrast).
      '--mantine-color-error': theme.colors.red[9]!,
    },
    dark: {
      '--mantine-color-anchor': darkAnchor,
      '--mantine-color-primary-outline': darkAnchor,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      // Mantine's red-8 reads 3.4:1 on the dark body.
      '--mantine-color-error': theme.colors.red[5]!,
    },
  });
}

type Shade = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

function toShade(value: number): Shade {
  return Math.min(9, Math.max(0, Math.round(value))) as Shade;
}
