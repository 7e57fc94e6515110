import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findSeriousA11yViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { signUpInContext, unexpectedErrors } from './flows.ts';

// #15 "Finding one's way" and "Start pages that say what to do next": the header's logo and
// company and role switcher (by keyboard, at phone width), the start pages' figures, and the
// employee list's filters, sort and page surviving a reload and the back button.

const HR_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';
const slow = { timeout: 20_000 };

type Dashboard = {
  activeEmployees: number;
  missingPayrollData: { total: number; items: { firstName: string; lastName: string }[] };
};

async function lookUpRole(page: Page, baseUrl: string, employerId: string, role: string): Promise<string> {
  const response = await page.request.get(`${baseUrl}/api/lookup-role/${employerId}/${role}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { employerIdentityRoleId: string }).employerIdentityRoleId;
}

const searchOf = (page: Page) => new URL(page.url()).searchParams;
/** The header's switcher for a role: "Bolaget AB, Administratör – byt företag eller roll". */
const switcherName = (role: string) => new RegExp(`, ${role}\\s?– byt företag eller roll$`);
/** A switcher menu item: the role, then the company (hidden text). */
const itemName = (role: string, company: string) => new RegExp(`^${role}\\s?– ${company}$`);

describe('start pages, header and address-bar state', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the admin what to do next, switches role from the header by keyboard and keeps the list’s state in the address', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const { token } = await signUpInContext(page, baseUrl);
      const companyName = `Startsidan ${crypto.randomUUID().slice(0, 6)} AB`;
      // A test company: its creator is admin and manager, with sample employees.
      const created = await page.request.post(`${baseUrl}/api/employer`, {
        headers: { 'x-lonsam-csrf': token },
        data: {
          companyName,
          orgNumber: '',
          defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
          demoData: { demo: true, extraEmployees: 30, monthsBack: 3 },
          partnerPublicKey: null,
          customerId: STANDARD_CUSTOMER_ID,
          packagingId: HR_KOMPLETT_ID,
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { employerId } = (await created.json()) as { employerId: string };
      const adminRoleId = await lookUpRole(page, baseUrl, employerId, 'admin');
      const figures = await page.request.get(`${baseUrl}/api/employer/${employerId}/dashboard/admin`, {
        headers: { 'Employer-Identity-Role': adminRoleId },
      });
      expect(figures.status()).toBe(200);
      const dashboard = (await figures.json()) as Dashboard;
      expect(dashboard.activeEmployees).toBeGreaterThan(25);

      // The admin's start page: the figures, the list of who lacks payroll data, the next steps.
      await page.goto(`${baseUrl}/${employerId}`);
      await page.getByRole('heading', { level: 1, name: 'Administratör' }).waitFor(slow);
      const active = page.getByTestId('active-employees');
      await active.waitFor(slow);
      expect(await active.textContent()).toBe(String(dashboard.activeEmployees));
      if (dashboard.missingPayrollData.total > 0) {
        const first = dashboard.missingPayrollData.items[0]!;
        await page
          .getByTestId('missing-payroll-data')
          .getByRole('link', { name: `${first.firstName} ${first.lastName}` })
          .waitFor(slow);
      } else {
        await page.getByText('Alla aktiva anställda har skatteuppgifter, bankkonto och lön.').waitFor(slow);
      }
      await page.getByRole('link', { name: 'Ny anställd' }).waitFor();
      expect(await page.getByText('Ingår i er paketering').count()).toBe(0);
      expect(await page.title()).toBe(`Administratör – ${companyName} – Lönsam`);

      // The header: the brand's logo and the company; the switcher by keyboard alone.
      expect(
        await page.getByRole('banner').getByRole('img', { name: 'Lönsam – till startsidan' }).count(),
      ).toBe(1);
      const switcher = page.getByRole('button', { name: switcherName('Administratör') });
      await switcher.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor(slow);
      expect(
        await menu
          .getByRole('menuitem', { name: itemName('Administratör', companyName) })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(await findSeriousA11yViolations(page)).toEqual([]);
      const manager = menu.getByRole('menuitem', { name: itemName('Chef', companyName) });
      for (
        let step = 0;
        step < 5 && !(await manager.evaluate((node) => node === document.activeElement));
        step++
      ) {
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/${employerId}/manager`, slow);
      await page.getByRole('heading', { level: 1, name: 'Chef' }).waitFor(slow);
      await page.getByTestId('team-size').waitFor(slow);
      expect(await page.getByTestId('team-size').textContent()).toMatch(/^\d+ personer? i ditt team$/);
      expect(await findSeriousA11yViolations(page)).toEqual([]);

      // Back to the register through the switcher; filters, sort and page go into the address.
      await page.getByRole('button', { name: switcherName('Chef') }).click();
      await page.getByRole('menuitem', { name: itemName('Administratör', companyName) }).click();
      await page.getByRole('heading', { level: 1, name: 'Administratör' }).waitFor(slow);
      await page.getByRole('link', { name: 'Visa de anställda' }).click();
      const table = page.getByRole('table', { name: 'Anställda' });
      await table.locator('tbody a').first().waitFor(slow);
      expect(searchOf(page).get('status')).toBe('active');
      const startDateHeader = table.getByRole('columnheader', { name: /Startdatum/ });
      await table.getByRole('button', { name: /Startdatum/ }).click();
      await expect.poll(() => startDateHeader.getAttribute('aria-sort')).toMatch(/^(ascending|descending)$/);
      const order = await startDateHeader.getAttribute('aria-sort');
      const pageOne = await table.locator('tbody a').allTextContents();
      await page.getByRole('button', { name: 'Sida 2' }).click();
      await expect.poll(() => searchOf(page).get('page')).toBe('2');
      expect(searchOf(page).get('sort')).toBe('startDate');
      // The address changes before React renders the page it names: wait for page 2's rows.
      await expect.poll(() => table.locator('tbody a').allTextContents()).not.toEqual(pageOne);
      const pageTwo = await table.locator('tbody a').allTextContents();

      await page.reload();
      await table.locator('tbody a').first().waitFor(slow);
      await expect.poll(() => table.locator('tbody a').allTextContents(), slow).toEqual(pageTwo);
      expect(await page.getByRole('radio', { name: 'Anställda' }).isChecked()).toBe(true);
      expect(await startDateHeader.getAttribute('aria-sort')).toBe(order);
      await expect.poll(() => page.title()).toBe(`Anställda – ${companyName} – Lönsam`);

      // Back: page 1 of the same order.
      await page.goBack();
      await expect.poll(() => searchOf(page).get('page')).toBeNull();
      expect(searchOf(page).get('sort')).toBe('startDate');
      expect(await findSeriousA11yViolations(page)).toEqual([]);

      // At phone width the header keeps the logo, the company and the switcher, with nothing cut off sideways.
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${baseUrl}/${employerId}`);
      await page.getByTestId('active-employees').waitFor(slow);
      const phoneSwitcher = page.getByRole('button', { name: switcherName('Administratör') });
      expect(await phoneSwitcher.isVisible()).toBe(true);
      const box = await phoneSwitcher.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await findSeriousA11yViolations(page)).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
