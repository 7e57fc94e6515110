import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Steps several browser tests share: mail from the development outbox, signing up and in, and
 * creating a company. Each test still asserts what it is about; these only get it there.
 */

/**
 * Chromium logs every 4xx answer as "Failed to load resource"; the guard's poke and a wrong
 * password answer 401, a wrong code 400, by design: those lines are expected, nothing else is.
 */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[01]/.test(error),
  );
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.se`;
}

type DevMail = { to: string; subject: string; text: string };

export async function readOutbox(baseUrl: string, email: string): Promise<DevMail[]> {
  const response = await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: DevMail[] }).messages;
}

/** The first capture of `pattern` in a mail to `email`, polling the outbox (mail is sent after the answer). */
export async function waitForMail(baseUrl: string, email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const mail of await readOutbox(baseUrl, email)) {
      const match = pattern.exec(mail.text);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail matching ${pattern} for ${email}`);
}

/** Fills and sends the email login form of the page it is on (`/login/email`). */
export async function logInByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel(/^Lösenord/).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** `token`: the session's CSRF token, for API calls made in the same browser context. */
export type SignedUpAccount = { email: string; password: string; token: string };

/** Signs a new account up through the API in the page's browser context (it keeps the cookie). */
export async function signUpInContext(page: Page, baseUrl: string): Promise<SignedUpAccount> {
  const email = uniqueEmail('company');
  const password = 'ett långt lösenord';
  const headers = { 'x-lonsam-csrf': 'e2e' };
  const start = await page.request.post(`${baseUrl}/api/signup/start`, {
    headers,
    data: { email, brand: 'lonsam' },
  });
  expect(start.status()).toBe(200);
  const code = await waitForMail(baseUrl, email, /\b(\d{6})\b/);
  const complete = await page.request.post(`${baseUrl}/api/signup/complete`, {
    headers,
    data: { email, code, password },
  });
  expect(complete.status()).toBe(200);
  const { token } = (await complete.json()) as { token: string };
  return { email, password, token };
}

/** A legal person's organisation number in the form's reading (16 + 10 digits, Luhn). */
export function makeOrgNumber(seed: number): string {
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

/** The administrator block of /add-company. */
export async function fillAdmin(page: Page): Promise<void> {
  await page.getByLabel(/^Förnamn/).fill('Anna');
  await page.getByLabel(/^Efternamn/).fill('Svensson');
  await page.getByLabel(/^Personnummer/).fill('19850312-0076');
}

export async function choosePackaging(page: Page, name: string): Promise<void> {
  // One card per packaging, named by the packaging (its description describes it).
  await page.getByRole('radio', { name, exact: true }).click();
}

export type CreatedCompany = { employerId: string; adminRoleId: string };

/**
 * Creates a real company on /add-company with the packaging `packaging` and waits for its admin
 * area, where the form leaves the creator.
 */
export async function createCompany(
  page: Page,
  baseUrl: string,
  company: { name: string; packaging: string },
): Promise<CreatedCompany> {
  await page.goto(`${baseUrl}/add-company`);
  await page.getByRole('heading', { name: 'Nytt företag' }).waitFor({ timeout: 15_000 });
  await page.getByLabel(/^Företagsnamn/).fill(company.name);
  await page.getByLabel(/^Organisationsnummer/).fill(makeOrgNumber(randomOrgSeed()));
  await fillAdmin(page);
  await choosePackaging(page, company.packaging);
  await page.getByRole('button', { name: 'Skapa företaget' }).click();
  await page.getByText('Företaget har skapats').waitFor({ timeout: 15_000 });
  await page.getByRole('heading', { name: 'Administratör' }).waitFor();
  const employerId = new URL(page.url()).pathname.slice(1);
  expect(employerId).toMatch(UUID);
  const adminRoleId = await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'));
  expect(adminRoleId).toMatch(UUID);
  return { employerId, adminRoleId: adminRoleId! };
}

// Organisation numbers are unique among real companies; the tests of one run share a database.
function randomOrgSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000;
}
