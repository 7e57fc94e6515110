import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import {
  choosePackaging,
  fillAdmin,
  makeOrgNumber,
  signUpInContext,
  UUID,
  unexpectedErrors,
} from './flows.ts';

describe('companies, role areas and privileges', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a real company from prefilled query parameters and lands in the admin area', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await signUpInContext(page, baseUrl);
      const orgNumber = makeOrgNumber(Date.now() % 100_000);
      await page.goto(
        `${baseUrl}/add-company?companyname=${encodeURIComponent('Bageriet AB')}&orgnumber=${orgNumber}`,
      );
      await page.getByRole('heading', { name: 'Nytt företag' }).waitFor({ timeout: 15_000 });
      expect(await page.getByLabel(/^Företagsnamn/).inputValue()).toBe('Bageriet AB');
      expect(await page.getByLabel(/^Organisationsnummer/).inputValue()).toBe(orgNumber);
      await page.getByText('10 eller 12 siffror, med eller utan bindestreck', { exact: false }).waitFor();
      // One customer: its choice is hidden and made; the packaging has four options.
      expect(await page.getByLabel(/^Kund( \*)?$/).count()).toBe(0);
      // One card per packaging, smallest first, each with its description; none chosen for a
      // customer without a default.
      const packagingCards = page.getByRole('radiogroup', { name: /^Paketering/ }).getByRole('radio');
      await packagingCards.first().waitFor();
      expect(
        await packagingCards.evaluateAll((cards) =>
          cards.map((card) => [card.getAttribute('aria-label'), card.getAttribute('aria-checked')]),
        ),
      ).toEqual([
        ['Lön Bas', 'false'],
        ['Lön Plus', 'false'],
        ['Lön Komplett', 'false'],
        ['HR Komplett', 'false'],
      ]);
      await page.getByText(/^Löneadministration för det lilla företaget/).waitFor();
      // axe reads each distinct page of the flow once; the violations are asserted at the end.
      const violations: string[] = [];
      await auditPage(page, violations);
      // No partner key outside the accounting-partner brand.
      expect(await page.getByLabel(/^Publik nyckel/).count()).toBe(0);
      await page.getByRole('button', { name: 'Skapa företaget' }).click();
      await page.getByText('Förnamn krävs').waitFor();
      await fillAdmin(page);
      await choosePackaging(page, 'Lön Bas');
      await page.getByRole('button', { name: 'Skapa företaget' }).click();
      await page.getByText('Företaget har skapats').waitFor({ timeout: 15_000 });
      await page.getByText('Välkommen in!').waitFor();
      await page.getByRole('heading', { name: 'Administratör' }).waitFor();
      const employerId = new URL(page.url()).pathname.slice(1);
      expect(employerId).toMatch(UUID);
      const storedRole = await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'));
      expect(storedRole).toMatch(UUID);
      // Replaced history: back does not return to the form.
      expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);

      // Lön Bas reports what a payroll must (the AGI, issue 19) but has no statistics (Lön Plus and
      // up): the reports index links the declaration and leaves out Lönekostnad and Personalstatistik.
      await page.goto(`${baseUrl}/${employerId}/reports`);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'Arbetsgivardeklaration (AGI)' }).waitFor();
      const navigation = page.getByRole('navigation', { name: 'Meny' });
      await navigation.getByRole('link', { name: 'Lönekörning' }).waitFor();
      await navigation.getByRole('link', { name: 'Rapporter' }).waitFor();
      await auditPage(page, violations);
      expect(await main.getByRole('link', { name: 'Lönekostnad' }).count()).toBe(0);
      expect(await main.getByRole('link', { name: 'Personalstatistik' }).count()).toBe(0);

      // The debug panel on up, up, down, down, left, right, left, right, b, a, Enter.
      for (const key of [
        'ArrowUp',
        'ArrowUp',
        'ArrowDown',
        'ArrowDown',
        'ArrowLeft',
        'ArrowRight',
        'ArrowLeft',
        'ArrowRight',
        'b',
        'a',
        'Enter',
      ]) {
        await page.keyboard.press(key);
      }
      const panel = page.getByTestId('debug-panel');
      await panel.waitFor();
      await panel.getByText('PayrollBasis.Run', { exact: true }).waitFor();
      expect(await panel.getByText('Analytics.Standard', { exact: true }).count()).toBe(0);
      expect(await page.getByTestId('privilege-debug-marks').count()).toBeGreaterThan(0);

      // The landing page lists the company with its admin button.
      await page.goto(`${baseUrl}/landing`);
      await page.getByRole('heading', { name: 'Bageriet AB' }).waitFor({ timeout: 15_000 });
      await auditPage(page, violations);
      await page.getByRole('link', { name: 'Administratör' }).click();
      await page.getByRole('heading', { name: 'Administratör' }).waitFor();
      expect(violations).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('creates a test company with sample data and switches to the manager area', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await signUpInContext(page, baseUrl);
      await page.goto(`${baseUrl}/add-company`);
      await page.getByRole('heading', { name: 'Nytt företag' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Skapa företaget' }).waitFor();
      await page.getByLabel(/^Företagsnamn/).fill('Testbolaget');
      await page.getByLabel('Testföretag med exempeldata').check();
      expect(await page.getByLabel(/^Organisationsnummer/).isDisabled()).toBe(true);
      await page.getByText('Krävs inte för testföretag').waitFor();
      await page.getByText('Extra anställda: 5').waitFor();
      await page.getByText('Månader bakåt: 4').waitFor();
      const employeesSlider = page.getByRole('slider').first();
      await employeesSlider.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.getByText('Extra anställda: 7').waitFor();
      await fillAdmin(page);
      await choosePackaging(page, 'Lön Plus');
      await page.getByRole('button', { name: 'Skapa företaget' }).click();
      await page.getByText('Företaget har skapats').waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: 'Administratör' }).waitFor();
      const employerId = new URL(page.url()).pathname.slice(1);
      const adminRole = await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'));

      const info = await page.evaluate(
        async ({ id, role }) => {
          const response = await fetch(`/api/employer/${id}/company-info`, {
            headers: { 'Employer-Identity-Role': role! },
          });
          return response.json();
        },
        { id: employerId, role: adminRole },
      );
      expect(info).toMatchObject({ isTestCompany: true, demoData: { extraEmployees: 7, monthsBack: 4 } });

      await page.getByRole('link', { name: 'Till Chef' }).click();
      await page.getByRole('heading', { name: 'Chef' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/${employerId}/manager`);
      const managerRole = await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'));
      expect(managerRole).toMatch(UUID);
      expect(managerRole).not.toBe(adminRole);
      const menu = page.getByRole('navigation', { name: 'Meny' });
      await menu.getByRole('link', { name: 'Lönegranskning' }).waitFor();
      // Lön Plus has no advanced events: no attestation for the manager.
      expect(await menu.getByRole('link', { name: 'Attestering' }).count()).toBe(0);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the partner key field in the accounting-partner brand, prefilled from blpublickey', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await signUpInContext(page, baseUrl);
      await page.goto(`${baseUrl}/login`);
      await page.evaluate(() => localStorage.setItem('theme', 'bokfort-lon'));
      const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
      await page.goto(`${baseUrl}/add-company?blpublickey=${key}`);
      await page.getByRole('heading', { name: 'Nytt företag' }).waitFor({ timeout: 15_000 });
      expect(await page.getByLabel(/^Publik nyckel/).inputValue()).toBe(key);
      await page.getByLabel(/^Publik nyckel/).fill('inte-en-nyckel');
      await page.getByLabel(/^Företagsnamn/).fill('Partnerbolaget AB');
      await page.getByLabel(/^Organisationsnummer/).fill(makeOrgNumber((Date.now() + 7) % 100_000));
      await fillAdmin(page);
      await choosePackaging(page, 'Lön Bas');
      await page.getByRole('button', { name: 'Skapa företaget' }).click();
      await page.getByText('Ogiltigt format för publika nyckeln').waitFor();
      await page.getByLabel(/^Publik nyckel/).fill(key);
      await page.getByRole('button', { name: 'Skapa företaget' }).click();
      await page.getByText('Företaget har skapats').waitFor({ timeout: 15_000 });
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends the user to /landing from an employer where they have no role', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await signUpInContext(page, baseUrl);
      await page.goto(`${baseUrl}/${crypto.randomUUID()}/manager`);
      await page.waitForURL(/\/landing$/, { timeout: 15_000 });
      expect(unexpectedErrors(errors.filter((error) => !/status of 404/.test(error)))).toEqual([]);
    } finally {
      await close();
    }
  });
});
