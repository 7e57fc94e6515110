import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { signUpInContext, unexpectedErrors } from './flows.ts';

const HR_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';

/** What the page showed at one moment: the area's heading and the names in the employee table. */
type Snapshot = { area: string; names: string[] };

declare global {
  interface Window {
    lonsamSnapshots?: Snapshot[];
  }
}

/**
 * Records every state of the page that React commits (a MutationObserver sees each one): which
 * area's heading is on screen and which names the employee table lists under it. A page that
 * flashed another role's cached rows for a single render would be in this list.
 */
function recordSnapshots(): void {
  const snapshots: Snapshot[] = [];
  window.lonsamSnapshots = snapshots;
  const record = () => {
    const area = document.querySelector('main h1')?.textContent ?? '';
    const table = document.querySelector('table[aria-label="Anställda"]');
    if (!area || !table) return;
    const names = [...table.querySelectorAll('tbody a')].map((link) => link.textContent ?? '');
    const last = snapshots.at(-1);
    if (last && last.area === area && last.names.join('|') === names.join('|')) return;
    snapshots.push({ area, names });
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
}

async function listNames(page: Page, baseUrl: string, employerId: string, roleId: string): Promise<string[]> {
  const response = await page.request.get(`${baseUrl}/api/employer/${employerId}/employees`, {
    headers: { 'Employer-Identity-Role': roleId },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { firstName: string; lastName: string }[] };
  return items.map((item) => `${item.lastName}, ${item.firstName}`).sort();
}

async function lookUpRole(page: Page, baseUrl: string, employerId: string, role: string): Promise<string> {
  const response = await page.request.get(`${baseUrl}/api/lookup-role/${employerId}/${role}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { employerIdentityRoleId: string }).employerIdentityRoleId;
}

/** Waits until the employee table lists exactly `names` (in any order). */
async function waitForTable(page: Page, names: string[]): Promise<void> {
  const table = page.getByRole('table', { name: 'Anställda' });
  await expect
    .poll(async () => (await table.locator('tbody a').allTextContents()).sort(), { timeout: 20_000 })
    .toEqual(names);
}

describe('switching role areas', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin → manager → admin: each area lists only its own role’s employees, and asks only as that role', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const { token } = await signUpInContext(page, baseUrl);
      // A test company: its creator is admin and manager; every other sample employee is in the manager's team.
      const created = await page.request.post(`${baseUrl}/api/employer`, {
        headers: { 'x-lonsam-csrf': token },
        data: {
          companyName: 'Rollbytet AB',
          orgNumber: '',
          defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
          demoData: { demo: true, extraEmployees: 6, monthsBack: 3 },
          partnerPublicKey: null,
          customerId: STANDARD_CUSTOMER_ID,
          packagingId: HR_KOMPLETT_ID,
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { employerId } = (await created.json()) as { employerId: string };
      const adminRoleId = await lookUpRole(page, baseUrl, employerId, 'admin');
      const managerRoleId = await lookUpRole(page, baseUrl, employerId, 'manager');
      const everyone = await listNames(page, baseUrl, employerId, adminRoleId);
      const team = await listNames(page, baseUrl, employerId, managerRoleId);
      // The test means something only if the two roles see different lists.
      expect(team.length).toBeGreaterThan(0);
      expect(team.length).toBeLessThan(everyone.length);
      expect(everyone).toEqual(expect.arrayContaining(team));

      // Which role each employer request acted in, in the order they left.
      const sentRoles: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/api/employer/${employerId}/`))
          sentRoles.push(request.headers()['employer-identity-role'] ?? 'none');
      });
      await page.addInitScript(recordSnapshots);

      await page.goto(`${baseUrl}/${employerId}/employees`);
      await page.getByRole('heading', { name: 'Administratör', level: 1 }).waitFor({ timeout: 20_000 });
      await waitForTable(page, everyone);
      // axe reads each distinct page of the flow once; the violations are asserted at the end.
      const violations: string[] = [];
      await auditPage(page, violations);
      const adminRequests = sentRoles.length;
      expect(sentRoles).toEqual(Array(adminRequests).fill(adminRoleId));

      const menu = page.getByRole('navigation', { name: 'Meny' });
      await page.getByRole('link', { name: 'Till Chef' }).click();
      await page.getByRole('heading', { name: 'Chef', level: 1 }).waitFor();
      await auditPage(page, violations);
      await menu.getByRole('link', { name: 'Mitt team' }).click();
      await waitForTable(page, team);
      await auditPage(page, violations);
      expect(sentRoles.slice(adminRequests)).toEqual(
        Array(sentRoles.length - adminRequests).fill(managerRoleId),
      );
      expect(await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'))).toBe(managerRoleId);
      const managerRequests = sentRoles.length;

      await page.getByRole('link', { name: 'Till Administratör' }).click();
      await page.getByRole('heading', { name: 'Administratör', level: 1 }).waitFor();
      await menu.getByRole('link', { name: 'Anställda' }).click();
      await waitForTable(page, everyone);
      expect(sentRoles.slice(managerRequests).every((role) => role === adminRoleId)).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'))).toBe(adminRoleId);

      // Every list the page ever showed belonged to the role of the area it was shown in.
      const snapshots = await page.evaluate(() => window.lonsamSnapshots ?? []);
      const managerViews = snapshots.filter((snapshot) => snapshot.area === 'Chef');
      const adminViews = snapshots.filter((snapshot) => snapshot.area === 'Administratör');
      expect(managerViews.length).toBeGreaterThan(0);
      expect(adminViews.length).toBeGreaterThan(1);
      for (const view of managerViews) expect(team).toEqual(expect.arrayContaining(view.names));
      for (const view of adminViews) expect([...view.names].sort()).toEqual(everyone);

      // The tab names where one is, and a reload (the layout and the page mount together) keeps the page's title.
      expect(await page.title()).toBe('Anställda – Rollbytet AB – Lönsam');
      const listed = everyone[0]!;
      const [lastName, firstName] = listed.split(', ');
      await page
        .getByRole('table', { name: 'Anställda' })
        .getByRole('link', { name: listed, exact: true })
        .click();
      const heading = page.getByRole('heading', { name: `${firstName} ${lastName}`, level: 2 });
      await heading.waitFor();
      await page.reload();
      await heading.waitFor({ timeout: 20_000 });
      await expect
        .poll(() => page.title())
        .toBe(`${firstName} ${lastName} – Anställda – Rollbytet AB – Lönsam`);
      // The first Tab reaches the skip link, which takes the focus past header and menu to the page.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Hoppa till innehållet');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      await auditPage(page, violations);
      expect(violations).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
