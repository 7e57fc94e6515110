import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { signUpInContext, unexpectedErrors } from './flows.ts';

// #23: the built app runs under the server's Content-Security-Policy (no inline script, frames
// refused) on its main pages, without a single violation.

const HR_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';
const slow = { timeout: 20_000 };

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every violation the page reports, from before the app's first script. */
async function watchViolations(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`);
    });
  });
}

async function openAndSettle(page: Page, url: string, heading: RegExp): Promise<string[]> {
  const response = await page.goto(url);
  // Every screen names itself in the document title ("Anställda – Bolaget AB – Lönsam").
  await page
    .waitForFunction((pattern) => new RegExp(pattern).test(document.title), heading.source, slow)
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() => window.cspViolations ?? []);
      throw new Error(
        `${url}: title "${await page.title()}", not ${heading}; violations ${seen.join(', ')}`,
        {
          cause: error,
        },
      );
    });
  // Lazy chunks, fonts and styles of the screen come after its heading.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp, url).toContain("frame-ancestors 'none'");
  return page.evaluate(() => window.cspViolations ?? []);
}

describe('content security policy in the browser', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads login, the admin start page, employees, settings, events and payroll without a violation', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await watchViolations(page);
      const violations: Record<string, string[]> = {};
      violations.login = await openAndSettle(page, `${baseUrl}/login`, /Logga in/);

      const { token } = await signUpInContext(page, baseUrl);
      const created = await page.request.post(`${baseUrl}/api/employer`, {
        headers: { 'x-lonsam-csrf': token },
        data: {
          companyName: `Policybolaget ${crypto.randomUUID().slice(0, 6)} AB`,
          orgNumber: '',
          defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
          demoData: { demo: true, extraEmployees: 3, monthsBack: 3 },
          partnerPublicKey: null,
          customerId: STANDARD_CUSTOMER_ID,
          packagingId: HR_KOMPLETT_ID,
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { employerId } = (await created.json()) as { employerId: string };

      const pages: [string, string, RegExp][] = [
        ['admin start', '', /Administratör/],
        ['employees', '/employees', /Anställda/],
        ['settings', '/settings', /Företagsinställningar/],
        ['events', '/events', /Händelser/],
        ['payroll', '/payroll', /Lönekörning/],
      ];
      for (const [name, path, heading] of pages) {
        violations[name] = await openAndSettle(page, `${baseUrl}/${employerId}${path}`, heading);
      }
      expect(violations).toEqual(Object.fromEntries(Object.keys(violations).map((name) => [name, []])));
      // Chromium also logs a refused resource to the console; none of that either.
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refuses to be framed by another page', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.setContent(`<iframe src="${baseUrl}/login" title="framed"></iframe>`);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      await page.waitForTimeout(1500);
      // A refused frame stays empty: the login page never renders inside it.
      const rendered = await frame
        ?.getByRole('heading', { level: 1 })
        .count()
        .catch(() => 0);
      expect(rendered ?? 0).toBe(0);
    } finally {
      await close();
    }
  });
});
