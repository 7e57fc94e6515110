import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

// Chromium logs 4xx answers as "Failed to load resource": the guard's first poke (401) is expected.
function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[01]/.test(error),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A legal person's organisation number in the form's reading (16 + 10 digits, Luhn). */
function makeOrgNumber(seed: number): string {
  const body = `5560${String(seed).padStart(5, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    let digit = Number(body[index]) * (index % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  const digits = `${body}${(10 - (sum % 10)) % 10}`;
  return `16${digits.slice(0, 6)}-${digits.slice(6)}`;
}

/** Signs a new account up through the API in the page's browser context (it keeps the cookie). */
async function signUpInContext(page: Page, baseUrl: string): Promise<void> {
  const email = `company-${crypto.randomUUID().slice(0, 8)}@example.se`;
  const headers = { 'x-lonsam-csrf': 'e2e' };
  const start = await page.request.post(`${baseUrl}/api/signup/start`, {
    headers,
    data: { email, brand: 'lonsam' },
  });
  expect(start.status()).toBe(200);
  let code: string | undefined;
  for (let attempt = 0; attempt < 100 && !code; attempt++) {
    const outbox = await page.request.get(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(email)}`);
    const { messages } = (await outbox.json()) as { messages: { text: string }[] };
    code = messages.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const complete = await page.request.post(`${baseUrl}/api/signup/complete`, {
    headers,
    data: { email, code, password: 'ett långt lösenord' },
  });
  expect(complete.status()).toBe(200);
}

async function fillAdmin(page: Page): Promise<void> {
  await page.getByLabel(/^Förnamn/).fill('Anna');
  await page.getByLabel(/^Efternamn/).fill('Svensson');
  await page.getByLabel(/^Personnummer/).fill('19850312-0076');
}

async function choosePackaging(page: Page, name: string): Promise<void> {
  await page.getByLabel('Paketering', { exact: true }).first().click();
  await page.getByRole('option', { name, exact: true }).click();
}

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
      await page.getByText('12 siffror XXXXXXXX-XXXX').waitFor();
      // One customer: its choice is hidden and made; the packaging has four options.
      expect(await page.getByLabel('Kund', { exact: true }).count()).toBe(0);
      await page.getByLabel('Paketering', { exact: true }).first().waitFor();
      // No partner key outside the accounting-partner brand.
      expect(await page.getByLabel(/^Publik nyckel/).count()).toBe(0);
      await page.getByRole('button', { name: 'Skapa Bageriet AB!' }).click();
      await page.getByText('Förnamn krävs').waitFor();
      await fillAdmin(page);
      await choosePackaging(page, 'Lön Bas');
      await page.getByRole('button', { name: 'Skapa Bageriet AB!' }).click();
      await page.getByText('Företaget har skapats').waitFor({ timeout: 15_000 });
      await page.getByText('Välkommen in!').waitFor();
      await page.getByRole('heading', { name: 'Administratör' }).waitFor();
      const employerId = new URL(page.url()).pathname.slice(1);
      expect(employerId).toMatch(UUID);
      const storedRole = await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'));
      expect(storedRole).toMatch(UUID);
      // Replaced history: back does not return to the form.
      expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);

      // Lön Bas has no reports and statistics.
      await page
        .getByText('Rättigheter saknas: Analytics.Standard, ReportingAndCompliance.StatisticsReports')
        .waitFor();
      const navigation = page.getByRole('navigation', { name: 'Meny' });
      await navigation.getByRole('link', { name: 'Lönekörning' }).waitFor();
      expect(await navigation.getByRole('link', { name: 'Rapporter' }).count()).toBe(0);

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
      await page.getByRole('link', { name: 'Administratör' }).click();
      await page.getByRole('heading', { name: 'Administratör' }).waitFor();
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
      await page.getByRole('button', { name: 'Skapa företag!' }).waitFor();
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
      await page.getByRole('button', { name: 'Skapa Testbolaget!' }).click();
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
      await page.getByRole('button', { name: 'Skapa Partnerbolaget AB!' }).click();
      await page.getByText('Ogiltigt format för publika nyckeln').waitFor();
      await page.getByLabel(/^Publik nyckel/).fill(key);
      await page.getByRole('button', { name: 'Skapa Partnerbolaget AB!' }).click();
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
