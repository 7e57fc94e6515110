import { BRAND_NAMES, BRANDS, type BrandTheme, DEFAULT_BRAND_NAME, isBrandName } from './brands.ts';

/** Local-storage key that keeps the chosen theme name. */
export const THEME_STORAGE_KEY = 'theme';

export interface ThemeChoiceInput {
  storedThemeName?: string | null;
  hostName?: string | null;
}

/** The brand whose host prefix the host name starts with (case-insensitive), if any. */
export function findBrandByHost(hostName: string): BrandTheme | undefined {
  const host = hostName.toLowerCase();
  // Partners first, so a partner prefix always beats a broad default-brand prefix.
  const order = [...BRAND_NAMES.filter((name) => name !== DEFAULT_BRAND_NAME), DEFAULT_BRAND_NAME];
  return order
    .map((name) => BRANDS[name])
    .find((brand) => brand.hostPrefixes.some((prefix) => host.startsWith(prefix)));
}

/** Stored theme name, else host name, else the default brand. */
export function chooseTheme(input: ThemeChoiceInput): BrandTheme {
  if (isBrandName(input.storedThemeName)) return BRANDS[input.storedThemeName];
  const byHost = input.hostName ? findBrandByHost(input.hostName) : undefined;
  return byHost ?? BRANDS[DEFAULT_BRAND_NAME];
}
