import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

describe('language', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is sv-SE by default, even in an English-speaking browser', async () => {
    const { page, errors, close } = await openPage(browser, { locale: 'en-GB' });
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Logga in' }).waitFor({ timeout: 15_000 });
      expect(await page.locator('html').getAttribute('lang')).toBe('sv');
      expect(await page.evaluate(() => window.localStorage.getItem('lng'))).toBe('sv-SE');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is English when localStorage lng is en-GB', async () => {
    const { page, errors, close } = await openPage(browser, { localStorage: { lng: 'en-GB' } });
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('heading', { name: 'Logga in' }).count()).toBe(0);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
