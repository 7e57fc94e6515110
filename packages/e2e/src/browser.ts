import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

// Debian's Chromium; a browser downloaded by a test tool is never used.
export const chromiumPath = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type WatchedPage = {
  page: Page;
  /** console.error messages and uncaught page errors, in order. */
  errors: string[];
  close: () => Promise<void>;
};

type OpenPageOptions = BrowserContextOptions & {
  /** localStorage entries set before any script of the app runs. */
  localStorage?: Record<string, string>;
};

/** A page in a fresh context (own storage) that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<WatchedPage> {
  const { localStorage: storage, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return { page, errors, close: () => context.close() };
}
