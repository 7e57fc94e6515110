import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findSeriousA11yViolations } from './axe.ts';
import { launchBrowser, openPage, type WatchedPage } from './browser.ts';
import { signUpInContext, unexpectedErrors } from './flows.ts';

// Issue 15: one person, one account. Sign up by e-mail, add BankID on Mitt konto through the
// simulator, sign out, sign in with BankID — and land in the same account.
describe('BankID linked to an e-mail account', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const day = 1 + Math.floor(Math.random() * 28);
  const person = {
    personalNumber: generatePersonnummer({
      birthDate: `1979-09-${String(day).padStart(2, '0')}`,
      sex: 'male',
      sequence: Math.floor(Math.random() * 499),
    }),
    givenName: 'Linus',
    surname: 'Länkadsson',
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Scans the dialog's QR code on /dev/bankid and approves it as `person`. */
  async function approveOnDevPage(app: Page, dev: WatchedPage): Promise<void> {
    const qr = app.locator('img[data-qr-code-data]');
    await qr.waitFor({ timeout: 15_000 });
    const qrCodeData = await qr.getAttribute('data-qr-code-data');
    await dev.page.goto(`${baseUrl}/dev/bankid`);
    await dev.page.getByLabel('QR-kodens data').fill(qrCodeData!);
    await dev.page.getByRole('button', { name: 'Läs av' }).click();
    await expect
      .poll(() => app.getByTestId('bankid-status').textContent(), { timeout: 10_000 })
      .toMatch(/^Söker efter BankID/);
    await dev.page.getByLabel('Personnummer').fill(person.personalNumber);
    await dev.page.getByLabel('Förnamn').fill(person.givenName);
    await dev.page.getByLabel('Efternamn').fill(person.surname);
    await dev.page.getByRole('button', { name: 'Godkänn' }).click();
  }

  async function signInMethods(page: Page): Promise<{ email: string | null; bankId: unknown }> {
    const response = await page.request.get(`${baseUrl}/api/account/sign-in-methods`);
    expect(response.status()).toBe(200);
    return response.json();
  }

  it('adds BankID on Mitt konto, and BankID then signs in the same account', async () => {
    const app = await openPage(browser);
    const dev = await openPage(browser);
    try {
      const account = await signUpInContext(app.page, baseUrl);
      await app.page.goto(`${baseUrl}/landing`);
      await app.page.getByRole('link', { name: 'Mitt konto' }).click();
      await app.page.waitForURL(`${baseUrl}/account`);
      await app.page.getByRole('heading', { name: 'Inloggningssätt' }).waitFor();
      const bankIdCard = app.page.getByTestId('sign-in-method-bankid');
      await bankIdCard.getByText('Inte tillagt').waitFor();
      await app.page.getByTestId('sign-in-method-email').getByText(account.email).waitFor();
      expect(await findSeriousA11yViolations(app.page)).toEqual([]);

      await app.page.getByRole('button', { name: 'Lägg till BankID' }).click();
      await app.page.getByRole('dialog', { name: 'Identifiera dig med BankID' }).waitFor();
      await approveOnDevPage(app.page, dev);
      await app.page.getByText('BankID är nu kopplat till ditt konto.').waitFor({ timeout: 15_000 });
      await bankIdCard.getByText(/Linus Länkadsson, personnummer \d{8}-XXXX/).waitFor();
      expect(await app.page.title()).toMatch(/^Mitt konto/);

      await app.page.goto(`${baseUrl}/logout`);
      await app.page.getByText('Du har loggats ut!').waitFor();
      expect((await app.page.request.get(`${baseUrl}/api/poke`)).status()).toBe(401);

      await app.page.goto(`${baseUrl}/login/bankid`);
      await app.page.getByRole('dialog', { name: 'Identifiera dig med BankID' }).waitFor({ timeout: 15_000 });
      await approveOnDevPage(app.page, dev);
      await app.page.waitForURL(`${baseUrl}/`, { timeout: 15_000 });
      // The same account: its e-mail, and the BankID just added.
      const methods = await signInMethods(app.page);
      expect(methods.email).toBe(account.email);
      expect(methods.bankId).toMatchObject({ firstName: 'Linus', lastName: 'Länkadsson' });
      expect(unexpectedErrors(app.errors)).toEqual([]);
    } finally {
      await app.close();
      await dev.close();
    }
  });
});
