import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

// Chromium logs every 4xx answer as "Failed to load resource"; the guard's poke and a wrong
// password answer 401, a wrong code 400, by design: those lines are expected, nothing else is.
function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[01]/.test(error),
  );
}

type DevMail = { to: string; subject: string; text: string };

async function readOutbox(baseUrl: string, email: string): Promise<DevMail[]> {
  const response = await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: DevMail[] }).messages;
}

async function waitForMail(baseUrl: string, email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const mail of await readOutbox(baseUrl, email)) {
      const match = pattern.exec(mail.text);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail matching ${pattern} for ${email}`);
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.se`;
}

async function logInByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel(/^Lösenord/).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

describe('accounts and sessions', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const email = uniqueEmail('e2e');
  const password = 'ett-langt-losenord-1';
  const newPassword = 'ett-annat-langt-losenord-2';

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

      await page.getByRole('link', { name: 'Logga ut' }).click();
      await page.getByText('Du har loggats ut!').waitFor();
      // The session is gone: the guard sends /landing to /login.
      await page.goto(`${baseUrl}/landing`);
      await page.waitForURL(`${baseUrl}/login`);

      // Back to /landing, the page the guard turned away.
      await page.goto(`${baseUrl}/login/email`);
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
      await page.getByText('Unable to log in using supplied credentials').waitFor();
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

      await page.getByLabel('Kod').fill(shown!.replace('-', ''));
      await page.getByLabel(/^Nytt lösenord/).fill(newPassword);
      await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
      await page.getByText('Ditt lösenord är ändrat', { exact: false }).waitFor();

      await page.getByRole('link', { name: 'Logga in' }).click();
      await logInByEmail(page, email, newPassword);
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText(`Inloggad som ${email}`).waitFor();
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
});
