import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findSeriousA11yViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { signUpInContext, unexpectedErrors } from './flows.ts';

const HR_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';
const COMPANY = 'Inställningsbolaget AB';

const slow = { timeout: 20_000 };

/** The section's heading is there and its screen has loaded (no spinner left). */
async function waitForSection(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title, level: 2 }).waitFor(slow);
  await expect.poll(() => page.locator('main .mantine-Loader-root').count(), slow).toBe(0);
}

async function reloadSection(page: Page, title: string): Promise<void> {
  await page.reload();
  await waitForSection(page, title);
  // The page's own title wins over the layouts' after a reload (all mount together).
  await expect.poll(() => page.title(), slow).toBe(`${title} – Företagsinställningar – ${COMPANY} – Lönsam`);
}

describe('company settings', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin changes the pay day, adds a cost centre and an own salary type, each kept after a reload; a manager is told which privileges the role lacks', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const { token } = await signUpInContext(page, baseUrl);
      // A test company: its creator is its admin and, to try the manager area, a manager.
      const created = await page.request.post(`${baseUrl}/api/employer`, {
        headers: { 'x-lonsam-csrf': token },
        data: {
          companyName: COMPANY,
          orgNumber: '',
          defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
          demoData: { demo: true, extraEmployees: 2, monthsBack: 3 },
          partnerPublicKey: null,
          customerId: STANDARD_CUSTOMER_ID,
          packagingId: HR_KOMPLETT_ID,
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { employerId } = (await created.json()) as { employerId: string };
      const violations: string[] = [];
      const checkA11y = async (where: string) => {
        for (const violation of await findSeriousA11yViolations(page))
          violations.push(`${where}: ${violation}`);
      };

      // Inställningar from the admin's menu: a card per section.
      await page.goto(`${baseUrl}/${employerId}`);
      await page.getByRole('heading', { name: 'Administratör', level: 1 }).waitFor(slow);
      await page
        .getByRole('navigation', { name: 'Meny' })
        .getByRole('link', { name: 'Inställningar' })
        .click();
      await page
        .getByRole('link', { name: /^Utbetalning/ })
        .first()
        .click();
      await waitForSection(page, 'Utbetalning');
      expect(new URL(page.url()).pathname).toBe(`/${employerId}/settings/payout`);

      // Utbetalning: the sample company pays on the 25th; move it to the 27th.
      const payDay = page.getByLabel('Utbetalningsdag', { exact: true });
      expect(await payDay.inputValue()).toBe('25');
      await payDay.selectOption({ label: 'Den 27' });
      await page.getByRole('button', { name: 'Spara utbetalning' }).click();
      await page.getByText('Utbetalningsinställningarna är sparade').first().waitFor(slow);
      await reloadSection(page, 'Utbetalning');
      expect(await page.getByLabel('Utbetalningsdag', { exact: true }).inputValue()).toBe('27');
      // After the reload: the saved toast no longer lies over the form's save button.
      await checkA11y('Utbetalning');

      // Dimensioner: a third cost centre beside the sample company's two.
      await page.getByRole('link', { name: 'Dimensioner' }).first().click();
      await waitForSection(page, 'Dimensioner');
      const costCentres = page.getByRole('table', { name: 'Kostnadsställen' });
      await costCentres.getByRole('cell', { name: 'Administration', exact: true }).waitFor(slow);
      await page.getByRole('button', { name: 'Lägg till kostnadsställe' }).click();
      const newCostCentre = page.getByRole('form', { name: 'Nytt kostnadsställe' });
      await newCostCentre.getByLabel('Kod', { exact: true }).fill('300');
      await newCostCentre.getByLabel('Namn', { exact: true }).fill('Lager');
      await newCostCentre.getByRole('button', { name: 'Lägg till' }).click();
      await page.getByText('Objektet är tillagt').first().waitFor(slow);
      await costCentres.getByRole('cell', { name: 'Lager', exact: true }).waitFor(slow);
      await checkA11y('Dimensioner');
      await reloadSection(page, 'Dimensioner');
      const row = page
        .getByRole('table', { name: 'Kostnadsställen' })
        .getByRole('row')
        .filter({ hasText: 'Lager' });
      expect(await row.getByRole('cell').first().textContent()).toBe('300');

      // Lönearter: an own type gets the first free code from 9000. The catalogue is narrowed to
      // that code first, so axe reads the form rather than the whole standard catalogue.
      await page.getByRole('link', { name: 'Lönearter' }).first().click();
      await waitForSection(page, 'Lönearter');
      const search = page.getByLabel('Sök på kod eller namn');
      await search.fill('9000');
      await page.getByText('0 av ', { exact: false }).waitFor(slow);
      await page.getByRole('button', { name: 'Ny löneart' }).click();
      const newType = page.getByRole('form', { name: 'Ny löneart' });
      expect(await newType.getByLabel('Kod', { exact: true }).inputValue()).toBe('9000');
      await newType.getByLabel('Namn', { exact: true }).fill('Jourtillägg');
      await checkA11y('Ny löneart');
      await newType.getByRole('button', { name: 'Skapa lönearten' }).click();
      await page.getByText('Lönearten är skapad').first().waitFor(slow);
      const catalogue = page.getByRole('table', { name: 'Lönearter' });
      await catalogue.getByRole('button', { name: /Jourtillägg/ }).waitFor(slow);
      await checkA11y('Lönearter');
      await reloadSection(page, 'Lönearter');
      await page.getByLabel('Sök på kod eller namn').fill('9000');
      await catalogue.getByRole('button', { name: /Jourtillägg/ }).waitFor(slow);
      expect(await catalogue.locator('tbody tr').count()).toBe(1);

      // A manager: TenantManagement.* is the admin's alone, so the manager's menu has no settings,
      // and the settings address of the manager area names the privileges the role lacks. (A person
      // who is only a manager never enters the admin area: its loader finds no admin role.)
      await page.getByRole('link', { name: 'Till Chef' }).click();
      await page.getByRole('heading', { name: 'Chef', level: 1 }).waitFor(slow);
      const menu = page.getByRole('navigation', { name: 'Meny' });
      await menu.getByRole('link', { name: 'Start' }).waitFor(slow);
      expect(await menu.getByRole('link', { name: 'Inställningar' }).count()).toBe(0);
      await page.goto(`${baseUrl}/${employerId}/manager/settings/payout`);
      await page
        .getByText(
          'Rättigheter saknas: Företagsinställningar: utbetalning (bank och datum) eller Företagsinställningar: filformat',
          { exact: true },
        )
        .waitFor(slow);
      expect(await page.getByLabel('Utbetalningsdag', { exact: true }).count()).toBe(0);
      // The area acts as the manager, who may not read the payout settings through the API either.
      const managerRoleId = await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'));
      const asManager = await page.request.get(`${baseUrl}/api/employer/${employerId}/settings/payout`, {
        headers: { 'Employer-Identity-Role': managerRoleId ?? '' },
      });
      expect(asManager.status()).toBe(403);
      await checkA11y('Chef: Utbetalning');

      expect(violations).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
