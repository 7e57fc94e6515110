import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage, findSeriousA11yViolations } from './axe.ts';
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

// Issue 17, "Done when": an employee reports two sick days and a trip, a manager rejects the trip
// with a comment and attests the sickness, the employee sees both outcomes; the employee's
// calendar works at a phone's size. axe reads each page of the flow.

const REJECTION = 'Resan var inte godkänd i förväg. Boka den med mig först.';
const slow = { timeout: 20_000 };

function stockholmToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
}

describe('events: report, attest and reject, see the outcome', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an employee reports two sick days and a trip, the manager attests the sickness and rejects the trip, the employee sees both, also on a phone', async () => {
    const admin = await openPage(browser);
    const employee = await openPage(browser);
    let phone: Awaited<ReturnType<typeof openPage>> | undefined;
    try {
      const employeeEmail = uniqueEmail('anstalld');
      await signUpInContext(employee.page, baseUrl, employeeEmail);
      const { token: adminToken } = await signUpInContext(admin.page, baseUrl, uniqueEmail('chef'));
      // A test company without sample employees: its creator is admin and manager.
      const employerId = await createTestCompanyByApi(admin.page, baseUrl, adminToken, {
        companyName: 'Händelsebolaget AB',
        packagingId: HR_KOMPLETT_ID,
      });
      const adminRole = await lookUpRole(admin.page, baseUrl, employerId, 'admin');
      const managerRole = await lookUpRole(admin.page, baseUrl, employerId, 'manager');

      // The employee, in the manager's team, employed since the first of last month; the email links the account.
      const today = stockholmToday();
      const startDate = firstOfLastMonth();
      const personnummer = generatePersonnummer({
        birthDate: '1994-05-17',
        sex: 'female',
        sequence: Math.floor(Math.random() * 400),
      });
      await addMonthlyEmployee(
        admin.page,
        baseUrl,
        employerId,
        { 'x-lonsam-csrf': adminToken, 'Employer-Identity-Role': adminRole.employerIdentityRoleId },
        {
          firstName: 'Karin',
          lastName: 'Provsson',
          personnummer,
          email: employeeEmail,
          clearingNumber: null,
          accountNumber: null,
          startDate,
          managerRoleId: managerRole.employerIdentityRoleId,
        },
      );

      // The employee signs in and opens Rapportera.
      const own = employee.page;
      await logInAndWait(own, baseUrl, employeeEmail, slow);
      const userRole = await lookUpRole(own, baseUrl, employerId, 'user');
      const employmentId = userRole.employmentId!;
      await own.goto(`${baseUrl}/${employerId}/user/${employmentId}`);
      await own.getByRole('link', { name: 'Rapportera', exact: true }).first().click(slow);
      await own.getByRole('heading', { name: 'Rapportering' }).waitFor(slow);
      await own.getByTestId('event-report-screen').locator('table button[data-date]').first().waitFor(slow);
      const violations: string[] = [];
      await auditPage(own, violations);

      // Two working days next to each other this month, and a third for the trip (from the calendar's schedule).
      const calendar = await own.request.get(
        `${baseUrl}/api/employer/${employerId}/employments/${employmentId}/event-calendar?month=${today.slice(0, 7)}`,
        { headers: { 'Employer-Identity-Role': userRole.employerIdentityRoleId } },
      );
      expect(calendar.status()).toBe(200);
      const days = ((await calendar.json()) as { days: { date: string; scheduledHours: number }[] }).days;
      const working = days.filter((day) => day.scheduledHours > 0).map((day) => day.date);
      const first = working.findIndex((date, index) => working[index + 1] === nextDay(date));
      expect(first, 'two working days in a row this month').toBeGreaterThanOrEqual(0);
      const [sickFrom, sickTo] = [working[first]!, working[first + 1]!];
      const tripDate = working.find((date) => date !== sickFrom && date !== sickTo)!;

      // Sick: the day in the calendar starts an absence on it; two whole days.
      await own.locator(`button[data-date="${sickFrom}"]`).click();
      const form = own.getByRole('form', { name: 'Ny händelse' });
      await form.waitFor();
      await form.getByRole('radio', { name: 'Frånvaro' }).check();
      await chooseOption(own, form.getByLabel('Frånvarotyp', { exact: true }).first(), 'Sjukfrånvaro');
      await form.getByLabel('Till och med').fill(sickTo);
      await expect.poll(() => form.getByLabel('Från och med').inputValue()).toBe(sickFrom);
      await form.getByRole('button', { name: 'Spara', exact: true }).click();
      await own.getByText('Händelsen är rapporterad').first().waitFor(slow);
      await form.waitFor({ state: 'hidden' });

      // The trip: a day to Göteborg and back.
      await own.getByRole('button', { name: 'Ny händelse' }).click();
      await form.waitFor();
      await form.getByRole('radio', { name: 'Resa' }).check();
      await form.getByLabel('Avresedatum').fill(tripDate);
      await form.getByLabel('Avresetid').fill('07:30');
      await form.getByLabel('Hemkomstdatum').fill(tripDate);
      await form.getByLabel('Hemkomsttid').fill('18:15');
      await form.getByLabel('Resmål').fill('Göteborg');
      await form.getByRole('button', { name: 'Spara', exact: true }).click();
      await own.getByText('Händelsen är rapporterad').first().waitFor(slow);
      await form.waitFor({ state: 'hidden' });
      const ownList = own.getByTestId('event-report-screen');
      await ownList.getByText('Resa till Göteborg').first().waitFor();
      expect(await ownList.getByText('Rapporterad', { exact: true }).count()).toBe(2);

      // The admin's and the manager's start pages count the two waiting events; the manager follows the link.
      const manager = admin.page;
      await manager.goto(`${baseUrl}/${employerId}`);
      await manager.getByRole('heading', { level: 1, name: 'Administratör' }).waitFor(slow);
      await expect
        .poll(() => manager.getByTestId('events-waiting').textContent(), slow)
        .toBe('2 händelser väntar på attest');
      await auditPage(manager, violations);
      await manager.goto(`${baseUrl}/${employerId}/manager`);
      const waitingCard = manager.getByRole('region', { name: 'Att attestera' });
      await expect
        .poll(() => waitingCard.getByTestId('events-waiting').textContent(), slow)
        .toBe('2 händelser väntar på attest');
      await auditPage(manager, violations);
      await waitingCard.getByRole('link', { name: 'Visa händelserna att attestera' }).click();

      // The manager attests the sickness and rejects the trip with a comment.
      await manager.getByRole('heading', { name: 'Attestering' }).first().waitFor(slow);
      const sickBox = manager.getByRole('checkbox', { name: /^Frånvaro: Sjukfrånvaro/ });
      await sickBox.waitFor(slow);
      await auditPage(manager, violations);
      await sickBox.check();
      await manager.getByRole('button', { name: 'Attestera', exact: true }).click();
      const confirm = manager.getByRole('dialog', { name: 'Attestera händelser?' });
      await confirm.getByRole('button', { name: 'Attestera', exact: true }).click();
      await manager.getByText('1 händelse attesterad').first().waitFor(slow);
      await sickBox.waitFor({ state: 'detached' });

      await manager.getByRole('checkbox', { name: /^Resa: Resa till Göteborg/ }).check();
      await manager.getByRole('button', { name: 'Avvisa', exact: true }).click();
      const reject = manager.getByRole('dialog', { name: 'Avvisa händelser' });
      // A rejection needs a comment.
      await reject.getByRole('button', { name: 'Avvisa', exact: true }).click();
      await reject.getByText('Skriv en kommentar som säger varför händelsen avvisas').waitFor();
      await reject.getByLabel('Kommentar').fill(REJECTION);
      await reject.getByRole('button', { name: 'Avvisa', exact: true }).click();
      await manager.getByText('1 händelse avvisad').first().waitFor(slow);
      await manager.getByText('Inget att attestera just nu').waitFor(slow);

      // The employee sees both outcomes, with the manager's comment.
      await own.reload();
      await ownList.getByText('Attesterad', { exact: true }).first().waitFor(slow);
      await ownList.getByText('Avvisad', { exact: true }).first().waitFor();
      await ownList.getByText(`Chefens kommentar: ${REJECTION}`).waitFor();
      expect(await ownList.getByText('Rapporterad', { exact: true }).count()).toBe(0);

      // The employee's start page: the rejection, the month not yet marked ready, the way back to Rapportera.
      await own.goto(`${baseUrl}/${employerId}/user/${employmentId}`);
      const ownMonth = own.getByTestId('own-month');
      await ownMonth.getByText('1 händelse har avvisats. Läs kommentaren och rätta den.').waitFor(slow);
      const monthName = new Intl.DateTimeFormat('sv-SE', { month: 'long', timeZone: 'UTC' }).format(
        new Date(`${today.slice(0, 7)}-01T12:00:00Z`),
      );
      await ownMonth.getByText(`Du har inte klarmarkerat ${monthName}.`).waitFor();
      await auditPage(own, violations);
      await own.getByRole('link', { name: `Rapportera för ${monthName}` }).click();
      await own.getByRole('heading', { name: 'Rapportering' }).waitFor(slow);

      // The same month on a phone held upright: nothing wider than the screen, the days can be tapped.
      phone = await openPage(browser, {
        viewport: { width: 390, height: 844 },
        storageState: await own.context().storageState(),
        hasTouch: true,
        isMobile: true,
      });
      const small = phone.page;
      await small.goto(`${baseUrl}/${employerId}/user/${employmentId}/report`);
      const table = small.locator('table[data-layout="compact"]');
      await table.waitFor(slow);
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page wider than the phone').toBeLessThanOrEqual(0);
      const boxes = await table.locator('button[data-date]').evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return { width: box.width, height: box.height, right: box.right };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(28);
      for (const box of boxes) {
        // WCAG 2.5.8: targets at least 24 × 24 px, all inside the screen.
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.right).toBeLessThanOrEqual(390);
      }
      await small.locator(`button[data-date="${tripDate}"]`).tap();
      const phoneForm = small.getByRole('form', { name: 'Ny händelse' });
      await phoneForm.waitFor();
      await expect.poll(() => phoneForm.isVisible()).toBe(true);
      const formOverflow = await small.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(formOverflow, 'the open form wider than the phone').toBeLessThanOrEqual(0);
      for (const violation of await findSeriousA11yViolations(small)) violations.push(`phone: ${violation}`);

      expect(violations).toEqual([]);
      expect(unexpectedErrors(admin.errors)).toEqual([]);
      expect(unexpectedErrors(employee.errors)).toEqual([]);
      expect(unexpectedErrors(phone.errors)).toEqual([]);
    } finally {
      await admin.close();
      await employee.close();
      await phone?.close();
    }
  });
});

/** Opens a Mantine select and picks the option. */
async function chooseOption(
  page: Page,
  field: ReturnType<Page['getByLabel']>,
  option: string,
): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
