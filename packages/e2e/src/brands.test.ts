import { BRAND_NAMES, BRANDS, type BrandName } from '@lonsam/domain/brands/brands';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findSeriousA11yViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';

/** What the page shows of its brand: title, logo, favicon and the primary colour in use. */
async function readShownBrand(page: Page) {
  await page.getByRole('heading', { name: 'Logga in' }).waitFor({ timeout: 15_000 });
  const logo = page.locator('header img');
  await logo.evaluate((image: HTMLImageElement) =>
    image.complete
      ? undefined
      : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
  );
  return {
    title: await page.title(),
    logoSrc: await logo.getAttribute('src'),
    logoAlt: await logo.getAttribute('alt'),
    isLogoLoaded: await logo.evaluate((image: HTMLImageElement) => image.naturalWidth > 0),
    favicon: await page.locator('link[rel="icon"]').getAttribute('href'),
    primaryButtonColour: await page
      .getByRole('link', { name: 'Logga in med BankID' })
      .evaluate((element) => getComputedStyle(element).backgroundColor),
  };
}

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

function expectedBrand(name: BrandName) {
  const brand = BRANDS[name];
  return {
    // The page's name, then the brand's.
    title: `Logga in – ${brand.displayName}`,
    logoSrc: brand.logoPath,
    logoAlt: brand.displayName,
    isLogoLoaded: true,
    favicon: brand.faviconPath,
    primaryButtonColour: hexToRgb(brand.colors.primary[brand.primaryShade.light]!),
  };
}

/** Serves the product under another host name, as a partner's domain would. */
async function serveUnderHost(context: BrowserContext, host: string, baseUrl: string): Promise<void> {
  await context.route(`http://${host}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${baseUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

describe('brands', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(BRAND_NAMES)('shows %s when its name is stored, without serious a11y violations', async (name) => {
    const { page, errors, close } = await openPage(browser, { localStorage: { theme: name } });
    try {
      await page.goto(`${baseUrl}/login`);
      expect(await readShownBrand(page)).toEqual(expectedBrand(name));
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
      expect(await findSeriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([
    ['lonsam.test', 'lonsam'],
    ['bokfortlon.test', 'bokfort-lon'],
    ['personalkraft.test', 'personalkraft'],
    ['radgivarlon.test', 'radgivarlon'],
    ['unknown-partner.test', 'lonsam'],
  ] as const)('shows the brand of the host %s', async (host, name) => {
    // The service worker would fetch past the page's routes; these pages do without it.
    const { page, errors, close } = await openPage(browser, { serviceWorkers: 'block' });
    try {
      await serveUnderHost(page.context(), host, baseUrl);
      await page.goto(`http://${host}/login`);
      expect(await readShownBrand(page)).toEqual(expectedBrand(name));
      // Chromium ignores the server's Cross-Origin-Opener-Policy on plain-http hosts other than localhost.
      expect(errors.filter((error) => !error.includes('Cross-Origin-Opener-Policy'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('prefers the stored name to the host', async () => {
    const { page, close } = await openPage(browser, {
      serviceWorkers: 'block',
      localStorage: { theme: 'radgivarlon' },
    });
    try {
      await serveUnderHost(page.context(), 'bokfortlon.test', baseUrl);
      await page.goto('http://bokfortlon.test/login');
      expect(await readShownBrand(page)).toEqual(expectedBrand('radgivarlon'));
    } finally {
      await close();
    }
  });

  it('shows the cover on large screens and hides it on small ones', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Logga in' }).waitFor({ timeout: 15_000 });
      const cover = page.getByTestId('login-cover');
      expect(await cover.isVisible()).toBe(true);
      // A busy machine may not have decoded the picture yet: wait for it to load (or fail) first.
      const loaded = await cover.locator('img').evaluate((image: HTMLImageElement) =>
        image.complete
          ? image.naturalWidth > 0
          : new Promise<boolean>((resolve) => {
              image.addEventListener('load', () => resolve(image.naturalWidth > 0));
              image.addEventListener('error', () => resolve(false));
            }),
      );
      expect(loaded).toBe(true);
      await page.setViewportSize({ width: 480, height: 800 });
      expect(await cover.isVisible()).toBe(false);
    } finally {
      await close();
    }
  });
});
