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

/** The password every account signed up by `signUpInContext` has. */
export const E2E_PASSWORD = 'ett långt lösenord';

/** Signs a new account up through the API in the page's browser context (it keeps the cookie). */
export async function signUpInContext(
  page: Page,
  baseUrl: string,
  email = uniqueEmail('company'),
): Promise<SignedUpAccount> {
  const password = E2E_PASSWORD;
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

/** Goes to `/login/email`, logs in and waits until the app has left the login pages. */
export async function logInAndWait(
  page: Page,
  baseUrl: string,
  email: string,
  options: { timeout: number },
): Promise<void> {
  await page.goto(`${baseUrl}/login/email`);
  await logInByEmail(page, email, E2E_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), options);
}

export const HR_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004';
export const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';

/**
 * Creates a test company without sample employees (so no history either) through the API, as the
 * account signed up in the page's context (`token`): its creator is admin and manager. Returns its id.
 */
export async function createTestCompanyByApi(
  page: Page,
  baseUrl: string,
  token: string,
  company: { companyName: string; packagingId: string },
): Promise<string> {
  const created = await page.request.post(`${baseUrl}/api/employer`, {
    headers: { 'x-lonsam-csrf': token },
    data: {
      companyName: company.companyName,
      orgNumber: '',
      defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
      demoData: { demo: true, extraEmployees: 0, monthsBack: 3 },
      partnerPublicKey: null,
      customerId: STANDARD_CUSTOMER_ID,
      packagingId: company.packagingId,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { employerId: string }).employerId;
}

/** The signed-in person's role of `role` at the company (`employmentId` for a user role). */
export async function lookUpRole(page: Page, baseUrl: string, employerId: string, role: string) {
  const response = await page.request.get(`${baseUrl}/api/lookup-role/${employerId}/${role}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { employerIdentityRoleId: string; employmentId: string | null };
}

/** The first day of last month in Stockholm ('YYYY-MM-DD'): a start date with a whole month behind it. */
export function firstOfLastMonth(): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
  const lastMonth = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  return lastMonth.toISOString().slice(0, 10);
}

/**
 * Adds a monthly-paid permanent employee (Ekonom, 34 000 kr from `startDate`, tax table 33,
 * Storgatan 1 in Stockholm) through the API; expects 201 and returns the employee's id.
 */
export async function addMonthlyEmployee(
  page: Page,
  baseUrl: string,
  employerId: string,
  headers: Record<string, string>,
  employee: {
    firstName: string;
    lastName: string;
    personnummer: string;
    email: string | null;
    clearingNumber: string | null;
    accountNumber: string | null;
    startDate: string;
    managerRoleId?: string;
  },
): Promise<string> {
  const { startDate, managerRoleId, ...person } = employee;
  const response = await page.request.post(`${baseUrl}/api/employer/${employerId}/employees`, {
    headers,
    data: {
      ...person,
      phone: null,
      streetAddress: 'Storgatan 1',
      postalCode: '111 52',
      city: 'Stockholm',
      tax: { method: 'table', table: 33, column: 1 },
      employment: {
        startDate,
        employmentType: 'permanent',
        position: 'Ekonom',
        salaryForm: 'monthly',
        salaryRows: [{ validFrom: startDate, amountOre: 3_400_000 }],
        ...(managerRoleId === undefined ? {} : { managerRoleId }),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
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
