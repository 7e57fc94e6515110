import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findSeriousA11yViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { createCompany, signUpInContext } from './flows.ts';

describe('unknown routes and the pages the server answers itself', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function expectNotFoundPage(page: Page): Promise<void> {
    await page.getByRole('heading', { level: 1, name: 'Sidan finns inte' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('finns inte eller har flyttats').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Till startsidan' }).getAttribute('href'),
    ).toBe('/');
    expect(await page.title()).toBe('Sidan finns inte – Lönsam');
    expect(await page.getByText('Fallback', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Välkommen till Lönsam' }).count()).toBe(0);
  }

  it('shows the Swedish not-found page for a deep unknown path loaded directly (history fallback)', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/no/such/page`);
      expect(response?.status()).toBe(200);
      await expectNotFoundPage(page);
      expect(await findSeriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      // The link back leads to the start (whose guard sends a visitor to sign in).
      await page.getByRole('link', { name: 'Till startsidan' }).click();
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    } finally {
      await close();
    }
  });

  // The service worker answers navigations with the app's page from its cache; /dev/mail is the
  // server's own HTML (the product runs with LONSAM_DEV_TOOLS=1 here), so it must reach the network.
  it('lets /dev/mail through the service worker to the server, and answers unknown paths with the not-found page', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Logga in' }).waitFor({ timeout: 15_000 });
      await page.evaluate(() => navigator.serviceWorker.ready);

      // A navigation now goes through the worker: an unknown path gets the cached app page.
      await page.goto(`${baseUrl}/no/such/page`);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await expectNotFoundPage(page);
      expect(errors).toEqual([]);

      const response = await page.goto(`${baseUrl}/dev/mail`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await page.getByRole('heading', { name: 'Utkorg (utveckling)' }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('Fallback', { exact: true }).count()).toBe(0);
      expect(await page.getByText('Sidan finns inte').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('shows the not-found page, not the start page, for an unknown path inside a company', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await signUpInContext(page, baseUrl);
      const { employerId } = await createCompany(page, baseUrl, {
        name: 'Vilse AB',
        packaging: 'HR Komplett',
      });
      await page.getByTestId('role-area-company').getByText('Vilse AB').waitFor();

      await page.goto(`${baseUrl}/${employerId}/no-such-section/deeper`);
      const heading = page.getByRole('heading', { level: 2, name: 'Sidan finns inte' });
      await heading.waitFor({ timeout: 15_000 });
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('main').getByRole('heading', { name: 'Sidan finns inte' }).count()).toBe(1);
      // Not the start page (a new company's says what to do first).
      expect(await page.getByRole('heading', { name: 'Inga anställda ännu' }).count()).toBe(0);
      // Inside a company the title names the area and the company too.
      await expect.poll(() => page.title()).toBe('Sidan finns inte – Administratör – Vilse AB – Lönsam');
      expect(await findSeriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);

      await page.getByRole('link', { name: 'Till företagets startsida' }).click();
      await page.waitForURL((url) => url.pathname === `/${employerId}`, { timeout: 15_000 });
      await page.getByRole('heading', { level: 2, name: 'Inga anställda ännu' }).waitFor({ timeout: 15_000 });
    } finally {
      await close();
    }
  });
});
