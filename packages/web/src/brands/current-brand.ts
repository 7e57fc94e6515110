import { BRANDS, type BrandName, type BrandTheme } from '@lonsam/domain/brands/brands';
import { chooseTheme, THEME_STORAGE_KEY } from '@lonsam/domain/brands/choose-theme';

type BrowserLocation = Pick<Location, 'hostname'>;
type BrowserStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readStoredThemeName(storage: BrowserStorage | undefined): string | null {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked: the host name still decides
  }
}

/** Spec §4: the stored theme name, else the host name, else the default brand. */
export function readCurrentBrand(
  location: BrowserLocation = window.location,
  storage: BrowserStorage | undefined = globalThis.localStorage,
): BrandTheme {
  return chooseTheme({ storedThemeName: readStoredThemeName(storage), hostName: location.hostname });
}

/** Remembers a brand (a partner's link or form chose it) for the next visits. */
export function storeBrand(name: BrandName, storage: BrowserStorage = localStorage): BrandTheme {
  storage.setItem(THEME_STORAGE_KEY, name);
  return BRANDS[name];
}

/** The tab shows the brand's favicon and name, and mobile browsers colour their bar with it. */
export function applyBrandToDocument(brand: BrandTheme, doc: Document = document): void {
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.faviconPath;
  doc
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', brand.colors.primary[brand.primaryShade.light]!);
  doc.title = brand.displayName;
}
