import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findSeriousA11yViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';

describe('app shell', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // /error is public and outside the login layout, so it shows the toggle whatever the session.
  it('toggles dark mode and keeps it after a reload, while the login layout stays light', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/error`);
      const toggle = page.getByRole('button', { name: 'Växla mellan ljust och mörkt läge' });
      await toggle.waitFor({ timeout: 15_000 });
      const html = page.locator('html');
      const bodyColour = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(await html.getAttribute('data-mantine-color-scheme')).toBe('light');
      const lightBackground = await bodyColour();

      await toggle.click();
      expect(await html.getAttribute('data-mantine-color-scheme')).toBe('dark');
      expect(await bodyColour()).not.toBe(lightBackground);
      expect(await findSeriousA11yViolations(page)).toEqual([]);

      await page.reload();
      await toggle.waitFor({ timeout: 15_000 });
      expect(await html.getAttribute('data-mantine-color-scheme')).toBe('dark');

      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Logga in' }).waitFor({ timeout: 15_000 });
      expect(await html.getAttribute('data-mantine-color-scheme')).toBe('light');
      expect(await page.getByRole('button', { name: 'Växla mellan ljust och mörkt läge' }).count()).toBe(0);

      await page.goto(`${baseUrl}/error`);
      await toggle.waitFor({ timeout: 15_000 });
      expect(await html.getAttribute('data-mantine-color-scheme')).toBe('dark');
      await toggle.click();
      expect(await html.getAttribute('data-mantine-color-scheme')).toBe('light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the unexpected-error screen for an error thrown while rendering', async () => {
    const { page, close } = await openPage(browser);
    try {
      // The route module of unknown paths, replaced by one whose component throws.
      await page.route(/\/assets\/not-found-[^/]*\.js$/, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: "export function NotFoundRoute() { throw new Error('render failed in a test'); }",
        }),
      );
      await page.goto(`${baseUrl}/no/such/page`);
      await page.getByRole('heading', { name: 'Ett oväntat fel har inträffat' }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('Felet har loggats.', { exact: false }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Ladda om sidan' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Gå till startsidan' }).getAttribute('href')).toBe('/');
      expect(await findSeriousA11yViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('has no serious a11y violations on the app-updated screen', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.route(/\/assets\/not-found-[^/]*\.js$/, (route) => route.abort());
      await page.goto(`${baseUrl}/no/such/page`);
      await page.getByRole('heading', { name: 'Appen har uppdaterats' }).waitFor({ timeout: 15_000 });
      expect(await findSeriousA11yViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the generic error page with Restart to /landing, without serious a11y violations', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/error`);
      await page.getByRole('heading', { name: 'Ett fel har inträffat!' }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('link', { name: 'Starta om' }).getAttribute('href')).toBe('/landing');
      expect(await findSeriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('registers the service worker /sw.js, which precaches the shell and no API answer', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/error`);
      const scriptUrl = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.scriptURL;
      });
      expect(scriptUrl).toBe(`${baseUrl}/sw.js`);
      await page.evaluate(() => fetch('/api/health').then((response) => response.text()));
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys())
            urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      expect(cached).toContain('/index.html');
      expect(cached.some((path) => /^\/assets\/index-.*\.js$/.test(path))).toBe(true);
      expect(cached).toContain('/locales/sv-SE/translation.json');
      expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps working from the service worker when the server is unreachable', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/error`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload(); // now controlled by the worker
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Ett fel har inträffat!' }).waitFor({ timeout: 15_000 });
    } finally {
      await page.context().setOffline(false);
      await close();
    }
  });

  it('shows the login page in English when lng is en-GB', async () => {
    const { page, errors, close } = await openPage(browser, { localStorage: { lng: 'en-GB' } });
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('link', { name: 'Sign in with email' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
