import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

describe('unknown routes', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows Fallback for a deep unknown path loaded directly (history fallback)', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/no/such/page`);
      expect(response?.status()).toBe(200);
      await page.getByText('Fallback', { exact: true }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('heading', { name: 'Välkommen till Lönsam' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
