import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage, findSeriousA11yViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';

describe('language', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  // axe reads the login page in each language; the last test asserts the list is empty.
  const violations: string[] = [];

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
      await auditPage(page, violations);
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
      // The same address as the Swedish page, which auditPage has read already: its English texts are read here.
      for (const violation of await findSeriousA11yViolations(page))
        violations.push(`/login (en-GB): ${violation}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('axe finds no serious or critical violation on the login page in either language', () => {
    expect(violations).toEqual([]);
  });
});
