import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage, findSeriousA11yViolations } from './axe.ts';
import { launchBrowser, openPage, type WatchedPage } from './browser.ts';

// BankID end to end: the dialog in one page, the simulator's /dev/bankid page playing the user's app
// in a second one, against the product as `npm start` runs it (built-in simulator over HTTPS).
describe('BankID sign-up and sign-in', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  // A person nobody has signed up yet: a random birth number of a random day.
  const day = 1 + Math.floor(Math.random() * 28);
  const person = {
    personalNumber: generatePersonnummer({
      birthDate: `1988-04-${String(day).padStart(2, '0')}`,
      sex: 'female',
      sequence: Math.floor(Math.random() * 499),
    }),
    givenName: 'Greta',
    surname: 'Simulatorsson',
  };
  // axe reads each distinct page the tests visit once; the last test asserts the list is empty.
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Scans the dialog's current QR code on /dev/bankid and approves it as `person`. */
  async function approveOnDevPage(app: Page, dev: WatchedPage): Promise<void> {
    const qr = app.locator('img[data-qr-code-data]');
    await qr.waitFor({ timeout: 15_000 });
    await expect.poll(() => app.getByTestId('bankid-status').textContent()).toBe('Starta BankID-appen.');
    // The page with its dialog and QR code.
    await auditPage(app, violations);
    const qrCodeData = await qr.getAttribute('data-qr-code-data');
    expect(qrCodeData).toMatch(/^bankid\.[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/);

    await dev.page.goto(`${baseUrl}/dev/bankid`);
    await dev.page.getByLabel('QR-kodens data').waitFor({ timeout: 15_000 });
    await auditPage(dev.page, violations);
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

  async function expectSignedIn(app: Page): Promise<void> {
    await app.waitForURL(`${baseUrl}/`, { timeout: 15_000 });
    // The page's own cookies: the session the finalize call started.
    const poke = await app.request.get(`${baseUrl}/api/poke`);
    expect(poke.status()).toBe(200);
  }

  it('signs up a new person: QR code in the dialog, approved on /dev/bankid, signed in', async () => {
    const app = await openPage(browser);
    const dev = await openPage(browser);
    try {
      const before = await app.page.request.get(`${baseUrl}/api/poke`);
      expect(before.status()).toBe(401);
      await app.page.goto(`${baseUrl}/signup/bankid`);
      await app.page.getByRole('dialog', { name: 'Identifiera dig med BankID' }).waitFor({ timeout: 15_000 });
      await approveOnDevPage(app.page, dev);
      await expectSignedIn(app.page);
      // The start page of a person with no company yet.
      await app.page.getByText('Inloggad som', { exact: false }).waitFor({ timeout: 15_000 });
      await auditPage(app.page, violations);
      expect(dev.errors).toEqual([]);
    } finally {
      await app.close();
      await dev.close();
    }
  });

  it('signs the same person in from /login/bankid in a fresh browser', async () => {
    const app = await openPage(browser);
    const dev = await openPage(browser);
    try {
      await app.page.goto(`${baseUrl}/login/bankid`);
      await app.page.getByRole('dialog', { name: 'Identifiera dig med BankID' }).waitFor({ timeout: 15_000 });
      await approveOnDevPage(app.page, dev);
      await expectSignedIn(app.page);
    } finally {
      await app.close();
      await dev.close();
    }
  });

  it('signs in on a phone by launching the app from /signup/bankid, polling collect until approved', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const app = await openPage(browser, {
      userAgent: iphone,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const dev = await openPage(browser);
    try {
      await app.page.goto(`${baseUrl}/signup/bankid`);
      const dialog = app.page.getByRole('dialog', { name: 'Identifiera dig med BankID' });
      await dialog.waitFor({ timeout: 15_000 });
      expect(await dialog.getByRole('button', { name: 'på en annan enhet' }).count()).toBe(1);
      // auditPage has read this address on a desktop (the QR code); the phone's dialog is another one.
      for (const violation of await findSeriousA11yViolations(app.page))
        violations.push(`/signup/bankid (phone): ${violation}`);
      const started = app.page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/bankid/auto-start/',
      );
      await dialog.getByRole('button', { name: 'Öppna appen' }).click();
      const { orderRef, autoStartToken } = (await (await started).json()) as {
        orderRef: string;
        autoStartToken: string;
      };
      await expect
        .poll(() => app.page.getByTestId('bankid-status').textContent(), { timeout: 10_000 })
        .toBe('Försöker starta BankID-appen.');

      await dev.page.goto(`${baseUrl}/dev/bankid`);
      const row = dev.page.locator(`tr[data-order-ref="${orderRef}"]`);
      await row.getByRole('button', { name: 'Öppna' }).click();
      await dev.page.getByLabel('Personnummer').fill(person.personalNumber);
      await dev.page.getByLabel('Förnamn').fill(person.givenName);
      await dev.page.getByLabel('Efternamn').fill(person.surname);
      await row.getByRole('button', { name: 'Godkänn' }).click();
      await expectSignedIn(app.page);
      expect(autoStartToken).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
      await dev.close();
    }
  });

  it('closes the dialog with the identification error when the user cancels in the app', async () => {
    const app = await openPage(browser);
    const dev = await openPage(browser);
    try {
      await app.page.goto(`${baseUrl}/login/bankid`);
      const qr = app.page.locator('img[data-qr-code-data]');
      await qr.waitFor({ timeout: 15_000 });
      await dev.page.goto(`${baseUrl}/dev/bankid`);
      await dev.page.getByLabel('QR-kodens data').fill((await qr.getAttribute('data-qr-code-data'))!);
      await dev.page.getByRole('button', { name: 'Läs av' }).click();
      // The failure hint defaults to userCancel.
      await dev.page.getByRole('button', { name: 'Misslyckas' }).click();
      await app.page
        .getByText('Det gick inte att slutföra identifieringen med de angivna uppgifterna')
        .waitFor({ timeout: 10_000 });
      await app.page.getByRole('dialog').waitFor({ state: 'detached', timeout: 10_000 });
      expect(app.page.url()).toBe(`${baseUrl}/login/bankid`);
    } finally {
      await app.close();
      await dev.close();
    }
  });

  it('axe finds no serious or critical violation on the pages above', () => {
    expect(violations).toEqual([]);
  });
});
