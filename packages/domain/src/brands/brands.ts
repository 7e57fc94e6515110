/**
 * The four brands as data. Colours are Mantine 10-shade tuples (index 0 lightest, 9 darkest);
 * asset paths are served from the web app's public folder (`/brands/<name>/...`).
 */
export type ColorTuple = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export const BRAND_NAMES = ['lonsam', 'bokfort-lon', 'personalkraft', 'radgivarlon'] as const;
export type BrandName = (typeof BRAND_NAMES)[number];
export const DEFAULT_BRAND_NAME: BrandName = 'lonsam';

export interface BrandTheme {
  name: BrandName;
  displayName: string;
  /** What the partner is, for operators reading the data. */
  kind: 'default' | 'accounting-partner-payroll' | 'hr' | 'financial-advisory-partner';
  colors: { primary: ColorTuple; secondary: ColorTuple; tertiary: ColorTuple };
  /** Which shade Mantine uses for filled components (light, dark colour scheme). */
  primaryShade: { light: number; dark: number };
  radius: { xs: string; sm: string; md: string; lg: string; xl: string };
  defaultRadius: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  logoPath: string;
  /** Logo size on the login page, in CSS pixels. */
  loginLogoSize: { width: number; height: number };
  coverImagePath: string;
  /** CSS `object-position` of the cover image. */
  coverPosition: string;
  faviconPath: string;
  logoLinkAddress: string;
  /** A host name starting with one of these selects the brand. */
  hostPrefixes: readonly string[];
  /** The new-company form shows the partner-integration public key field. */
  showsPartnerPublicKey: boolean;
}

const roundedRadius = { xs: '2px', sm: '4px', md: '8px', lg: '12px', xl: '20px' };

export const BRANDS: Readonly<Record<BrandName, BrandTheme>> = {
  lonsam: {
    name: 'lonsam',
    displayName: 'Lönsam',
    kind: 'default',
    colors: {
      primary: [
        '#effbfa',
        '#d6f5f3',
        '#afeee9',
        '#82e9e1',
        '#52e5d9',
        '#21e3d4',
        '#14c7b9',
        '#0da599',
        '#088279',
        '#035d56',
      ],
      secondary: [
        '#fcf5ee',
        '#f9e7d2',
        '#f6d1a8',
        '#f4ba76',
        '#f5a242',
        '#f88a0c',
        '#db7501',
        '#b26000',
        '#8a4a00',
        '#613400',
      ],
      tertiary: [
        '#f3f5f6',
        '#e2e5e9',
        '#c7cdd7',
        '#a8b3c2',
        '#8998ae',
        '#6a7e9a',
        '#576a84',
        '#46566c',
        '#364254',
        '#252e3c',
      ],
    },
    primaryShade: { light: 7, dark: 5 },
    radius: roundedRadius,
    defaultRadius: 'md',
    logoPath: '/brands/lonsam/logo.svg',
    loginLogoSize: { width: 180, height: 48 },
    coverImagePath: '/brands/lonsam/cover.jpg',
    coverPosition: 'center',
    faviconPath: '/brands/lonsam/favicon.svg',
    logoLinkAddress: 'https://www.lonsam.se',
    hostPrefixes: ['app.lonsam.', 'lonsam.', 'localhost'],
    showsPartnerPublicKey: false,
  },
  'bokfort-lon': {
    name: 'bokfort-lon',
    displayName: 'Bokfört Lön',
    kind: 'accounting-partner-payroll',
    colors: {
      primary: [
        '#eff2fb',
        '#d6def5',
        '#afc0ee',
        '#829de8',
        '#5379e4',
        '#2355e1',
        '#1644c6',
        '#0e36a4',
        '#082881',
        '#041b5d',
      ],
      secondary: [
        '#fcf3ee',
        '#f8e0d3',
        '#f4c3a9',
        '#f1a279',
        '#f18146',
        '#f35e11',
        '#d64d06',
        '#b23d01',
        '#8a2f00',
        '#612100',
      ],
      tertiary: [
        '#effaf3',
        '#d7f4e2',
        '#b1ecc7',
        '#85e5a9',
        '#58df8a',
        '#28dc6b',
        '#1bc059',
        '#13a047',
        '#0c7e37',
        '#075a26',
      ],
    },
    primaryShade: { light: 6, dark: 5 },
    radius: { xs: '0px', sm: '2px', md: '4px', lg: '6px', xl: '10px' },
    defaultRadius: 'sm',
    logoPath: '/brands/bokfort-lon/logo.svg',
    loginLogoSize: { width: 220, height: 56 },
    coverImagePath: '/brands/bokfort-lon/cover.jpg',
    coverPosition: 'left center',
    faviconPath: '/brands/bokfort-lon/favicon.svg',
    logoLinkAddress: 'https://www.bokfortlon.se',
    hostPrefixes: ['bokfortlon.', 'lon.bokfort.', 'bokfortlon-staging.'],
    showsPartnerPublicKey: true,
  },
  personalkraft: {
    name: 'personalkraft',
    displayName: 'Personalkraft',
    kind: 'hr',
    colors: {
      primary: [
        '#f9effa',
        '#f2d7f4',
        '#e7b2eb',
        '#dd86e4',
        '#d459de',
        '#cc2ada',
        '#b21dbf',
        '#94149e',
        '#740d7c',
        '#530859',
      ],
      secondary: [
        '#fbeff1',
        '#f5d6dd',
        '#eeafbd',
        '#e88298',
        '#e45373',
        '#e2224c',
        '#c6153c',
        '#a50d2f',
        '#820823',
        '#5d0417',
      ],
      tertiary: [
        '#eff8fb',
        '#d5eff6',
        '#ade2f0',
        '#7ed4ec',
        '#4ec8e9',
        '#1bbde9',
        '#0fa4cc',
        '#0887aa',
        '#046a86',
        '#014c60',
      ],
    },
    primaryShade: { light: 7, dark: 4 },
    radius: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
    defaultRadius: 'lg',
    logoPath: '/brands/personalkraft/logo.svg',
    loginLogoSize: { width: 200, height: 64 },
    coverImagePath: '/brands/personalkraft/cover.jpg',
    coverPosition: 'center top',
    faviconPath: '/brands/personalkraft/favicon.svg',
    logoLinkAddress: 'https://www.personalkraft.se',
    hostPrefixes: ['personalkraft.', 'hr.personalkraft.'],
    showsPartnerPublicKey: false,
  },
  radgivarlon: {
    name: 'radgivarlon',
    displayName: 'Rådgivarlön',
    kind: 'financial-advisory-partner',
    colors: {
      primary: [
        '#f1f4f9',
        '#dbe4f0',
        '#b9cce4',
        '#92b0d8',
        '#6a95cd',
        '#4179c3',
        '#3265aa',
        '#26528c',
        '#1c3f6e',
        '#122c4f',
      ],
      secondary: [
        '#fcf8ee',
        '#f8edd3',
        '#f3deaa',
        '#f0ce7a',
        '#efbf48',
        '#f1b113',
        '#d49908',
        '#b07e02',
        '#8a6200',
        '#614500',
      ],
      tertiary: [
        '#f3f7f4',
        '#e1eae4',
        '#c5d8cb',
        '#a5c5af',
        '#85b293',
        '#659f76',
        '#538963',
        '#427050',
        '#32573d',
        '#233e2b',
      ],
    },
    primaryShade: { light: 8, dark: 5 },
    radius: roundedRadius,
    defaultRadius: 'sm',
    logoPath: '/brands/radgivarlon/logo.svg',
    loginLogoSize: { width: 160, height: 60 },
    coverImagePath: '/brands/radgivarlon/cover.jpg',
    coverPosition: 'right center',
    faviconPath: '/brands/radgivarlon/favicon.svg',
    logoLinkAddress: 'https://www.radgivarlon.se',
    hostPrefixes: ['radgivarlon.', 'lon.radgivarlon.'],
    showsPartnerPublicKey: false,
  },
};

export function isBrandName(value: string | null | undefined): value is BrandName {
  return typeof value === 'string' && (BRAND_NAMES as readonly string[]).includes(value);
}
