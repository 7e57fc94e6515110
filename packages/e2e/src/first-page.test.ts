import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

describe('first page /', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders Lönsam in Chromium without console errors', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
        .toBe('Välkommen till Lönsam');
      await expect(page.title()).resolves.toBe('Lönsam');
      expect(await page.getByText('Lönsam', { exact: true }).count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
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
