import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';

// The guard's poke answers 401 for a visitor who is not signed in; Chromium logs that response.
const isExpectedPoke401 = (error: string) => /401/.test(error) && /Failed to load resource/.test(error);

describe('first page /', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor who is not signed in to the login page, without console errors', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/login');
      await expect(page.title()).resolves.toBe('Logga in – Lönsam');
      const violations: string[] = [];
      await auditPage(page, violations);
      expect(violations).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(errors.filter((error) => !isExpectedPoke401(error))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('serves the favicon from the build', async () => {
    const response = await fetch(`${baseUrl}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await response.text()).toContain('<svg');
  });
});
