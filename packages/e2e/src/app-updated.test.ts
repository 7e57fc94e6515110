import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';

describe('a route chunk that fails to load', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // After a deploy the old lazy chunks are gone; spec §8 asks for the app-updated screen then.
  it('shows the app-updated screen with its two buttons', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.route(/\/assets\/not-found-[^/]*\.js$/, (route) => route.abort());
      await page.goto(`${baseUrl}/no/such/page`);
      await page.getByRole('heading', { name: 'Appen har uppdaterats' }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('Ladda om sidan för att få den senaste versionen.').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Ladda om sidan' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Gå till startsidan' }).getAttribute('href')).toBe('/');
      const violations: string[] = [];
      await auditPage(page, violations);
      expect(violations).toEqual([]);
    } finally {
      await close();
    }
  });
});
