import { PRIVILEGE_IDS } from '@lonsam/domain/privileges/catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { logInByEmail, signUpInContext, unexpectedErrors } from './flows.ts';

// #15 "Raw privilege ids and English reach users": every page of the admin, manager, user and
// operator areas in sv-SE is scanned for a privilege id of the catalogue and for English
// giveaways, and axe reads each page once. The sample company's "Månader bakåt" shows as salary
// history on an employee's page.

const HR_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';
const slow = { timeout: 20_000 };

/** English a Swedish page must not show (whole words, case as written). */
const ENGLISH = [
  'Fallback',
  'Tenant management',
  'Features',
  'Activate packaging',
  'The role lacks',
  'Not found',
  'undefined',
  'null',
  'NaN',
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const englishPattern = new RegExp(`\\b(${ENGLISH.map(escapeRegExp).join('|')})\\b`, 'g');
/** A privilege id (`Employee.Register`) or an area of them (`TenantManagement.`): a first segment, a dot, a capital. */
const areas = [...new Set(PRIVILEGE_IDS.map((id) => id.split('.')[0]!))];
const privilegePattern = new RegExp(
  `(?<![\\w.])(${areas.map(escapeRegExp).join('|')})\\.(?=[A-Z]|\\s|$)`,
  'g',
);

/** What on the page's rendered text is a privilege id or English (empty when nothing). */
async function findRawText(page: Page, { privileges = true } = {}): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const found = new Set<string>();
  if (privileges) {
    for (const match of text.matchAll(privilegePattern)) {
      // The whole id it begins, for a readable failure.
      found.add(/^[\w.]+/.exec(text.slice(match.index))![0]);
    }
    for (const id of PRIVILEGE_IDS) if (text.includes(id)) found.add(id);
  }
  for (const match of text.matchAll(englishPattern)) found.add(match[0]);
  return [...found];
}

async function lookUpRole(page: Page, baseUrl: string, employerId: string, role: string): Promise<string> {
  const response = await page.request.get(`${baseUrl}/api/lookup-role/${employerId}/${role}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { employerIdentityRoleId: string }).employerIdentityRoleId;
}

/** The page has its heading and no loader left. */
async function settle(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { name: heading }).first().waitFor(slow);
  await expect.poll(() => page.locator('.mantine-Loader-root:visible').count(), slow).toBe(0);
}

describe('Swedish text on every area', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const operatorAccount = inject('operator');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows no privilege id and no English on the admin, manager, user and operator pages; axe finds nothing serious', async () => {
    const { page, errors, close } = await openPage(browser);
    const operator = await openPage(browser);
    const problems: string[] = [];
    const violations: string[] = [];
    const check = async (target: Page, where: string, options?: { privileges?: boolean }) => {
      for (const text of await findRawText(target, options)) problems.push(`${where}: ${text}`);
      await auditPage(target, violations);
    };
    try {
      const { email, token } = await signUpInContext(page, baseUrl);
      const companyName = `Svenska texter ${crypto.randomUUID().slice(0, 6)} AB`;
      // A test company with six months of history: its creator is admin and manager.
      const created = await page.request.post(`${baseUrl}/api/employer`, {
        headers: { 'x-lonsam-csrf': token },
        data: {
          companyName,
          orgNumber: '',
          defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
          demoData: { demo: true, extraEmployees: 4, monthsBack: 6 },
          partnerPublicKey: null,
          customerId: STANDARD_CUSTOMER_ID,
          packagingId: HR_KOMPLETT_ID,
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { employerId } = (await created.json()) as { employerId: string };
      // The creator is employed too (by the account's email): the user area is theirs as well.
      const adminRoleId = await lookUpRole(page, baseUrl, employerId, 'admin');
      const employed = await page.request.post(`${baseUrl}/api/employer/${employerId}/employees`, {
        headers: { 'x-lonsam-csrf': token, 'Employer-Identity-Role': adminRoleId },
        data: {
          firstName: 'Anna',
          lastName: 'Svensson',
          personnummer: '198503120076',
          email,
          tax: { method: 'table', table: 33, column: 1 },
          employment: {
            startDate: '2025-01-01',
            employmentType: 'permanent',
            position: 'Ekonomichef',
            salaryForm: 'monthly',
            salaryRows: [{ validFrom: '2025-01-01', amountOre: 5_200_000 }],
          },
        },
      });
      expect(employed.status(), await employed.text()).toBe(201);
      expect(((await employed.json()) as { userRoleId: string | null }).userRoleId).not.toBeNull();

      // Admin: the start page, the list, an employee (with the sample history), the settings.
      await page.goto(`${baseUrl}/${employerId}`);
      await settle(page, 'Administratör');
      await page.getByTestId('active-employees').waitFor(slow);
      await check(page, 'admin start');

      await page.goto(`${baseUrl}/${employerId}/employees`);
      const table = page.getByRole('table', { name: 'Anställda' });
      await table.locator('tbody a').first().waitFor(slow);
      await settle(page, 'Administratör');
      await check(page, 'employee list');

      const sample = table.locator('tbody a').filter({ hasNotText: 'Svensson, Anna' }).first();
      const [lastName, firstName] = (await sample.textContent())!.split(', ');
      await sample.click();
      await settle(page, `${firstName} ${lastName}`);
      await check(page, 'employee');
      await page.getByRole('tab', { name: 'Anställning' }).click();
      // Six months back: the starting salary and a raise inside the period, at least.
      const history = page.getByRole('table', { name: 'Lönehistorik' });
      await history.waitFor(slow);
      await expect.poll(() => history.locator('tbody tr').count(), slow).toBeGreaterThanOrEqual(2);
      await check(page, 'employee, employment');

      for (const [path, heading] of [
        ['settings', 'Inställningar'],
        ['settings/payout', 'Utbetalning'],
        ['settings/dimensions', 'Dimensioner'],
        ['settings/company', 'Företagsuppgifter'],
      ] as const) {
        await page.goto(`${baseUrl}/${employerId}/${path}`);
        await settle(page, heading);
        await check(page, path);
      }

      // Manager: the start page, the team, and the company settings a manager lacks the privileges for.
      for (const [path, heading] of [
        ['manager', 'Chef'],
        ['manager/team', 'Chef'],
        ['manager/settings', 'Chef'],
      ] as const) {
        await page.goto(`${baseUrl}/${employerId}/${path}`);
        await settle(page, heading);
        if (path === 'manager/team') await page.getByRole('table', { name: 'Anställda' }).waitFor(slow);
        await check(page, path);
      }

      // User: the start page and their own data.
      for (const [path, heading] of [
        ['user', 'Anställd'],
        ['user/me', 'Mina uppgifter'],
      ] as const) {
        await page.goto(`${baseUrl}/${employerId}/${path}`);
        await settle(page, heading);
        await check(page, path);
      }

      // Operator: the landing page and the tenant manager's tabs. The packaging tab's feature
      // table lists privileges by id on purpose (the operator's own vocabulary): English only there.
      await operator.page.goto(`${baseUrl}/login/email`);
      await logInByEmail(operator.page, operatorAccount.email, operatorAccount.password);
      await operator.page.waitForURL(`${baseUrl}/`, slow);
      await operator.page.getByRole('link', { name: 'Hantera kunder' }).waitFor(slow);
      await check(operator.page, 'operator landing');
      await operator.page.getByRole('link', { name: 'Hantera kunder' }).click();
      await operator.page.waitForURL(/\/tenant-manager\/[^/]+\/overview$/, slow);
      await operator.page.getByRole('table', { name: 'Paketeringar per värdeström' }).waitFor(slow);
      await check(operator.page, 'tenant manager overview');
      await operator.page.getByRole('tab', { name: 'Kunder' }).click();
      await operator.page.getByRole('table', { name: 'Kunder' }).waitFor(slow);
      await check(operator.page, 'tenant manager tenants');
      await operator.page.getByRole('tab', { name: 'Paketering' }).click();
      await operator.page.getByRole('combobox', { name: 'Paketering', exact: true }).click();
      await operator.page.getByRole('option', { name: 'Lön Bas', exact: true }).click();
      await operator.page.getByRole('table', { name: 'Funktioner' }).waitFor(slow);
      await check(operator.page, 'tenant manager packaging', { privileges: false });

      expect(problems).toEqual([]);
      expect(violations).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
      expect(unexpectedErrors(operator.errors)).toEqual([]);
    } finally {
      await close();
      await operator.close();
    }
    // Thirteen pages, each read by axe once.
  }, 240_000);
});
