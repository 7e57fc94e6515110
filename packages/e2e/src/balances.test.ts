import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import {
  addMonthlyEmployee,
  createTestCompanyByApi,
  firstOfLastMonth,
  HR_KOMPLETT_ID,
  logInAndWait,
  lookUpRole,
  signUpInContext,
  unexpectedErrors,
  uniqueEmail,
} from './flows.ts';

// Issue 20: the employee's Saldon, and the admin's balances tab on the employee page with a manual
// adjustment and its reason; the employee then sees the adjusted balance and why. Then the issue's
// own flow: the employee reports two days of paid vacation, the manager attests them, the admin
// runs and completes the payroll, and the employee's Saldon shows the days taken and the payslip
// the vacation days and the vacation pay. One test (one set of sign-ups); axe reads each page.

const slow = { timeout: 30_000 };
const REASON = 'Sparade dagar från det gamla lönesystemet';

function stockholmToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
}

/** Numbers as Intl writes them in sv-SE: no-break spaces, U+2212 minus. */
const plain = (text: string | null) => (text ?? '').replaceAll('\u00a0', ' ').replaceAll('\u2212', '-');

const swedishDays = (value: number) =>
  plain(new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 }).format(value));

/** Opens a Mantine select and picks the option. */
async function chooseOption(page: Page, field: ReturnType<Page['getByLabel']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe('balances: Saldon, the balances tab and a manual adjustment', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the employee sees Saldon, the admin adjusts the vacation days with a reason; the employee takes vacation, the payroll pays it, Saldon and the payslip show it', async () => {
    const admin = await openPage(browser);
    const employee = await openPage(browser);
    try {
      const employeeEmail = uniqueEmail('saldo');
      await signUpInContext(employee.page, baseUrl, employeeEmail);
      const { token: adminToken } = await signUpInContext(admin.page, baseUrl, uniqueEmail('saldoadmin'));
      const employerId = await createTestCompanyByApi(admin.page, baseUrl, adminToken, {
        companyName: 'Saldobolaget AB',
        packagingId: HR_KOMPLETT_ID,
      });
      const adminRole = await lookUpRole(admin.page, baseUrl, employerId, 'admin');
      // The company's creator is admin and manager; the employee is in that manager's team.
      const managerRole = await lookUpRole(admin.page, baseUrl, employerId, 'manager');
      const asAdmin = {
        'x-lonsam-csrf': adminToken,
        'Employer-Identity-Role': adminRole.employerIdentityRoleId,
      };
      const personnummer = generatePersonnummer({
        birthDate: '1990-08-21',
        sex: 'male',
        sequence: Math.floor(Math.random() * 400),
      });
      const employeeId = await addMonthlyEmployee(admin.page, baseUrl, employerId, asAdmin, {
        firstName: 'Sune',
        lastName: 'Saldosson',
        personnummer,
        email: employeeEmail,
        clearingNumber: '3300',
        accountNumber: '8503120076',
        startDate: firstOfLastMonth(),
        managerRoleId: managerRole.employerIdentityRoleId,
      });
      const violations: string[] = [];

      // The employee opens Saldon: no runs yet, no vacation days.
      const own = employee.page;
      await logInAndWait(own, baseUrl, employeeEmail, slow);
      const userRole = await lookUpRole(own, baseUrl, employerId, 'user');
      const employmentId = userRole.employmentId!;
      await own.goto(`${baseUrl}/${employerId}/user/${employmentId}/balances`);
      await own.getByRole('heading', { name: 'Saldon', level: 2 }).waitFor(slow);
      const ownVacation = own.getByRole('region', { name: 'Semester' });
      await ownVacation.waitFor(slow);
      expect(plain(await ownVacation.getByRole('listitem').first().textContent())).toBe(
        'Betalda dagar0 dagar',
      );
      await own.getByRole('region', { name: 'Komptid' }).waitFor();
      await own.getByRole('region', { name: 'Flextid' }).waitFor();
      await auditPage(own, violations);

      // The admin opens the employee's balances tab and adds 5 vacation days with a reason.
      const page = admin.page;
      await page.goto(`${baseUrl}/${employerId}/employees/${employeeId}`);
      await page.getByRole('heading', { name: 'Sune Saldosson' }).waitFor(slow);
      await page.getByRole('tab', { name: 'Saldon', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('balances');
      const vacation = page.getByRole('region', { name: 'Semester' });
      await vacation.waitFor(slow);
      const form = page.getByRole('form', { name: 'Justera saldo' });
      await form.waitFor();
      await auditPage(page, violations);
      await form.getByRole('button', { name: 'Spara justering' }).click();
      // Nothing sent without a change and a reason: the Swedish field messages.
      await form.getByText('Ange en anledning till justeringen').waitFor();
      await expect
        .poll(() => form.getByLabel('Saldo att justera').inputValue())
        .toBe('Betalda semesterdagar');
      await form.getByLabel('Datum').fill(stockholmToday());
      await form.getByLabel('Ändring (dagar)').fill('5');
      await form.getByLabel('Anledning').fill(REASON);
      await form.getByRole('button', { name: 'Spara justering' }).click();
      await page.getByText('Justeringen är sparad').first().waitFor(slow);
      // 0 + 5 = 5 paid days, and the history names the adjustment, who made it and its reason.
      await expect
        .poll(async () => plain(await vacation.getByRole('listitem').first().textContent()), slow)
        .toBe('Betalda dagar5 dagar');
      await vacation.getByRole('button', { name: 'Visa historik för Semester' }).click();
      await vacation.getByText(new RegExp(`^Justerat av .+: ${REASON}$`)).waitFor();

      // The employee sees the same on Saldon.
      await own.reload();
      await expect
        .poll(async () => plain(await ownVacation.getByRole('listitem').first().textContent()), slow)
        .toBe('Betalda dagar5 dagar');
      await ownVacation.getByRole('button', { name: 'Visa historik för Semester' }).click();
      await ownVacation.getByText(new RegExp(`^Justerat av .+: ${REASON}$`)).waitFor();
      await auditPage(own, violations);

      // The employee reports paid vacation on two working days in a row this month (Rapportera).
      const today = stockholmToday();
      const calendar = await own.request.get(
        `${baseUrl}/api/employer/${employerId}/employments/${employmentId}/event-calendar?month=${today.slice(0, 7)}`,
        { headers: { 'Employer-Identity-Role': userRole.employerIdentityRoleId } },
      );
      expect(calendar.status()).toBe(200);
      const days = ((await calendar.json()) as { days: { date: string; scheduledHours: number }[] }).days;
      const working = days.filter((day) => day.scheduledHours > 0).map((day) => day.date);
      const first = working.findIndex((date, index) => working[index + 1] === nextDay(date));
      expect(first, 'two working days in a row this month').toBeGreaterThanOrEqual(0);
      const [vacationFrom, vacationTo] = [working[first]!, working[first + 1]!];
      await own.goto(`${baseUrl}/${employerId}/user/${employmentId}`);
      await own.getByRole('link', { name: 'Rapportera', exact: true }).first().click(slow);
      await own.getByRole('heading', { name: 'Rapportering' }).waitFor(slow);
      await own.locator(`button[data-date="${vacationFrom}"]`).click(slow);
      const report = own.getByRole('form', { name: 'Ny händelse' });
      await report.waitFor();
      await report.getByRole('radio', { name: 'Frånvaro' }).check();
      await chooseOption(own, report.getByLabel('Frånvarotyp', { exact: true }).first(), 'Semester, betald');
      await report.getByLabel('Till och med').fill(vacationTo);
      await expect.poll(() => report.getByLabel('Från och med').inputValue()).toBe(vacationFrom);
      await report.getByRole('button', { name: 'Spara', exact: true }).click();
      await own.getByText('Händelsen är rapporterad').first().waitFor(slow);

      // The manager (the admin's manager role) attests them.
      await page.goto(`${baseUrl}/${employerId}/manager/attestation`);
      await page.getByRole('heading', { name: 'Attestering' }).first().waitFor(slow);
      const vacationBox = page.getByRole('checkbox', { name: /^Frånvaro: Semester, betald/ });
      await vacationBox.waitFor(slow);
      await vacationBox.check();
      await page.getByRole('button', { name: 'Attestera', exact: true }).click();
      const attest = page.getByRole('dialog', { name: 'Attestera händelser?' });
      await attest.getByRole('button', { name: 'Attestera', exact: true }).click();
      await page.getByText('1 händelse attesterad').first().waitFor(slow);

      // One admin may approve both steps here (Utbetalning); the run is paid today, so Saldon counts it.
      const payoutUrl = `${baseUrl}/api/employer/${employerId}/settings/payout`;
      const payout = (await (await page.request.get(payoutUrl, { headers: asAdmin })).json()) as {
        version: number;
        value: Record<string, unknown>;
      };
      const savedPayout = await page.request.put(payoutUrl, {
        headers: asAdmin,
        data: { version: payout.version, value: { ...payout.value, requireDifferentApprovers: false } },
      });
      expect(savedPayout.status(), await savedPayout.text()).toBe(200);
      await page.goto(`${baseUrl}/${employerId}/payroll/new`);
      await page.getByRole('heading', { name: 'Ny lönekörning' }).waitFor(slow);
      const period = await page.getByLabel('Period').inputValue();
      await page.getByLabel('Utbetalningsdag').fill(today);
      await page.getByRole('button', { name: 'Skapa lönekörning' }).click();
      await page.getByText('Lönekörningen är skapad').first().waitFor(slow);
      await page.waitForURL(/\/payroll\/[0-9a-f-]{36}$/, slow);
      await page.getByRole('button', { name: 'Beräkna', exact: true }).click();
      const approveFirst = page.getByRole('button', { name: 'Godkänn (första)' });
      await expect.poll(() => approveFirst.isEnabled(), slow).toBe(true);
      await approveFirst.click();
      await page.getByText('Första godkännandet är gjort').first().waitFor(slow);
      await page.getByRole('button', { name: 'Godkänn (andra)' }).click();
      await page.getByText('Andra godkännandet är gjort').first().waitFor(slow);
      await page.getByRole('button', { name: 'Slutför lönekörningen' }).click();
      const complete = page.getByRole('dialog', { name: 'Slutföra lönekörningen?' });
      await complete.getByRole('button', { name: 'Slutför', exact: true }).click();
      await page.getByText('Lönekörningen är slutförd').first().waitFor(slow);

      // Saldon, worked by hand: 5 adjusted + the run's earned days − 2 taken. The run earns the
      // year's 25 days for the days of its month employed (all of them): 25 × days in the month /
      // days in the year, to two decimals (e.g. November 2026: 25 × 30 / 365 = 2.05, so 5.05).
      const [year, month] = period.split('-').map(Number) as [number, number];
      const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const daysInYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 366 : 365;
      const earned = Math.round((25 * daysInMonth * 100) / daysInYear) / 100;
      await own.goto(`${baseUrl}/${employerId}/user/${employmentId}/balances`);
      await expect
        .poll(async () => plain(await ownVacation.getByRole('listitem').first().textContent()), slow)
        .toBe(`Betalda dagar${swedishDays(Math.round((5 + earned - 2) * 100) / 100)} dagar`);
      await ownVacation.getByRole('button', { name: 'Visa historik för Semester' }).click();
      const taken = ownVacation.getByRole('listitem').filter({ hasText: /^Uttaget i / });
      await taken.first().waitFor(slow);
      expect(plain(await taken.first().textContent())).toMatch(/-2 dagar$/);
      await auditPage(own, violations);

      // The payslip: 2 vacation days (910) and the tillägg of the employment's sammalöneregeln
      // (0.8 %, the default terms): 2 × 0.8 % × 34 000 = 2 × 272,00 = 544,00 kr (402).
      await own.getByRole('link', { name: 'Lönespecifikationer', exact: true }).first().click(slow);
      await own.getByRole('link').filter({ hasText: 'Att utbetala' }).first().click(slow);
      await own.getByRole('button', { name: 'Ladda ned PDF' }).waitFor(slow);
      const amounts = own.getByRole('table', { name: /./ }).first();
      const supplement = amounts.getByRole('row').filter({ hasText: 'Semestertillägg 0,8 %' });
      expect(plain(await supplement.textContent())).toContain('544,00');
      const daysRow = amounts.getByRole('row').filter({ hasText: 'Semesterdagar, uttagna' });
      expect(plain(await daysRow.textContent())).toMatch(/(?:^|[^\d,])2 dag/);
      await auditPage(own, violations);

      expect(violations).toEqual([]);
      expect(unexpectedErrors(admin.errors)).toEqual([]);
      expect(unexpectedErrors(employee.errors)).toEqual([]);
    } finally {
      await admin.close();
      await employee.close();
    }
  }, 300_000);
});
