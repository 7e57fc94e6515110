import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { logInByEmail, unexpectedErrors, uniqueEmail, waitForMail } from './flows.ts';

describe('accounts and sessions', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const email = uniqueEmail('e2e');
  const password = 'ett-langt-losenord-1';
  const newPassword = 'ett-annat-langt-losenord-2';
  // axe reads each distinct page the tests visit once; the last test asserts the list is empty.
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up by email, lands on /landing, logs out and logs in again', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/signup/email`);
      const emailInput = page.getByLabel('E-postadress');
      await emailInput.waitFor({ timeout: 15_000 });
      await auditPage(page, violations);
      const send = page.getByRole('button', { name: 'Skicka kod' });
      await emailInput.fill('inte-en-adress');
      expect(await send.isDisabled()).toBe(true);
      await emailInput.fill(email);
      await send.click();

      const code = await waitForMail(baseUrl, email, /(\d{6})/);
      await page.getByLabel('Kod').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verifiera' }).click();
      await page.getByText('Fel kod (försök 1/5)').waitFor();
      await page.getByLabel('Kod').fill(code);
      await page.getByRole('button', { name: 'Verifiera' }).click();

      const save = page.getByRole('button', { name: 'Spara' });
      await save.waitFor();
      await page.getByLabel(/^Lösenord/).fill('kort');
      expect(await save.isDisabled()).toBe(true);
      await page.getByLabel(/^Lösenord/).fill(password);
      await save.click();
      await page.waitForURL(`${baseUrl}/landing`);
      await page.getByText(`Inloggad som ${email}`).waitFor();
      await auditPage(page, violations);

      await page.getByRole('link', { name: 'Logga ut' }).click();
      await page.getByText('Du har loggats ut!').waitFor();
      await auditPage(page, violations);
      // The session is gone: the guard sends /landing to /login.
      await page.goto(`${baseUrl}/landing`);
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Logga in' }).waitFor();
      await auditPage(page, violations);

      // Back to /landing, the page the guard turned away.
      await page.goto(`${baseUrl}/login/email`);
      await page.getByLabel('E-postadress').waitFor();
      await auditPage(page, violations);
      await logInByEmail(page, email, password);
      await page.waitForURL(`${baseUrl}/landing`);
      await page.getByText(`Inloggad som ${email}`).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the login error on a wrong password', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/login/email`);
      await logInByEmail(page, email, 'fel-losenord-som-ar-langt');
      await page.getByText('Det gick inte att logga in med de angivna uppgifterna.').waitFor();
      expect(page.url()).toBe(`${baseUrl}/login/email`);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('resets the password end to end: link in another window, code typed where the reset began', async () => {
    const { page, errors, close } = await openPage(browser);
    const mailWindow = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/reset-password`);
      await page.getByLabel('E-postadress').waitFor({ timeout: 15_000 });
      await auditPage(page, violations);
      await page.getByLabel('E-postadress').fill(email);
      await page.getByRole('button', { name: 'Skicka länk' }).click();
      await page.getByLabel('Kod').waitFor();

      const path = await waitForMail(
        baseUrl,
        email,
        /https?:\/\/[^/\s]+(\/reset-password\/code\/[A-Za-z0-9_-]+)/,
      );
      await mailWindow.page.goto(`${baseUrl}${path}`);
      const shown = await mailWindow.page.getByTestId('reset-code').textContent({ timeout: 15_000 });
      expect(shown).toMatch(/^\d{3}-\d{3}$/);
      await mailWindow.page.getByText('Länken är aktiv i 15 minuter', { exact: false }).waitFor();
      await auditPage(mailWindow.page, violations);

      await page.getByLabel('Kod').fill(shown!.replace('-', ''));
      await page.getByLabel(/^Nytt lösenord/).fill(newPassword);
      await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
      await page.getByText('Ditt lösenord är ändrat', { exact: false }).waitFor();

      await page.getByRole('link', { name: 'Logga in' }).click();
      await logInByEmail(page, email, newPassword);
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText(`Inloggad som ${email}`).waitFor();
      await auditPage(page, violations);
      expect(unexpectedErrors(errors)).toEqual([]);
      expect(unexpectedErrors(mailWindow.errors)).toEqual([]);
    } finally {
      await mailWindow.close();
      await close();
    }
  });

  it('an invalid reset link says so', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/reset-password/code/not-a-real-token`);
      await page.getByText('Länken är ogiltig', { exact: false }).waitFor({ timeout: 15_000 });
      await auditPage(page, violations);
    } finally {
      await close();
    }
  });

  it('sends a deep link to /login and back to it after signing in', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/landing?flik=2`);
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByRole('link', { name: 'Logga in med e-post' }).click();
      await page.waitForURL(`${baseUrl}/login/email`);
      await logInByEmail(page, email, newPassword);
      await page.waitForURL(`${baseUrl}/landing?flik=2`);
      await page.getByText(`Inloggad som ${email}`).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('axe finds no serious or critical violation on the pages above', () => {
    expect(violations).toEqual([]);
  });
});
