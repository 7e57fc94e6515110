import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import type { Browser } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
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
  waitForMail,
} from './flows.ts';

// Issue 18, "Done when": an admin creates a run, sees a blocking check, fixes the employee's bank
// account, recalculates, approves First and Second as two people, completes; the employee signs in
// and opens the payslip and its PDF. axe reads each page of the flow; the employee's payslip list
// is also read on a phone.

const slow = { timeout: 30_000 };

/** "27 866,00 kr" → "27866,00": amounts compared whatever spaces or currency the page puts around them. */
function digitsOf(text: string): string {
  return text.replace(/[^\d,−-]/g, '');
}

describe('payroll: run, check, fix, approve in two steps, complete; the employee reads the payslip', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('two admins take a run with a blocking check to completed, the employee opens the payslip and its PDF, also on a phone', async () => {
    const first = await openPage(browser);
    const second = await openPage(browser);
    const employee = await openPage(browser);
    let phone: Awaited<ReturnType<typeof openPage>> | undefined;
    try {
      const employeeEmail = uniqueEmail('lontagare');
      const secondEmail = uniqueEmail('admin2');
      await signUpInContext(employee.page, baseUrl, employeeEmail);
      const { token: secondToken } = await signUpInContext(second.page, baseUrl, secondEmail);
      const { token: firstToken } = await signUpInContext(first.page, baseUrl, uniqueEmail('admin1'));
      // A test company without sample employees (so no history either): the run has exactly our two.
      const employerId = await createTestCompanyByApi(first.page, baseUrl, firstToken, {
        companyName: 'Lönekörningsbolaget AB',
        packagingId: HR_KOMPLETT_ID,
      });
      const adminRole = await lookUpRole(first.page, baseUrl, employerId, 'admin');
      const asFirst = {
        'x-lonsam-csrf': firstToken,
        'Employer-Identity-Role': adminRole.employerIdentityRoleId,
      };

      // Two employees since the first of last month: Karin (valid Nordea personkonto, her email
      // links her account) and Olle, whose bank account is missing.
      const startDate = firstOfLastMonth();
      const person = (birthDate: string) =>
        generatePersonnummer({ birthDate, sex: 'female', sequence: Math.floor(Math.random() * 400) });
      const karinPnr = person('1985-03-12');
      const employeeIds: Record<string, string> = {};
      for (const [firstName, lastName, email, personnummer, bank] of [
        [
          'Karin',
          'Lönesson',
          employeeEmail,
          karinPnr,
          { clearingNumber: '3300', accountNumber: '8503120076' },
        ],
        ['Olle', 'Kontolös', null, person('1990-06-20'), { clearingNumber: null, accountNumber: null }],
      ] as const) {
        employeeIds[firstName] = await addMonthlyEmployee(first.page, baseUrl, employerId, asFirst, {
          firstName,
          lastName,
          personnummer,
          email,
          ...bank,
          startDate,
        });
      }

      // A second administrator, another person: invited by email, accepts.
      const invited = await first.page.request.post(
        `${baseUrl}/api/employer/${employerId}/users/invitations`,
        {
          headers: asFirst,
          data: { method: 'email', email: secondEmail, role: 'admin' },
        },
      );
      expect(invited.status(), await invited.text()).toBe(200);
      const token = await waitForMail(baseUrl, secondEmail, /\/invitation\/([A-Za-z0-9_-]+)/);
      const accepted = await second.page.request.post(`${baseUrl}/api/invitation/${token}/accept`, {
        headers: { 'x-lonsam-csrf': secondToken },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);

      const violations: string[] = [];
      // Both admins' browser contexts hold the session they signed up with.
      const admin = first.page;

      // Lönekörning: the suggested run of this month, created from the form it fills in.
      await admin.goto(`${baseUrl}/${employerId}/payroll`);
      await admin.getByRole('heading', { name: 'Lönekörning', exact: true }).waitFor(slow);
      await auditPage(admin, violations);
      await admin.getByRole('link', { name: 'Skapa lönekörning' }).click();
      await admin.getByRole('heading', { name: 'Ny lönekörning' }).waitFor(slow);
      await auditPage(admin, violations);
      await admin.getByRole('button', { name: 'Skapa lönekörning' }).click();
      await admin.getByText('Lönekörningen är skapad').first().waitFor(slow);
      await admin.waitForURL(/\/payroll\/[0-9a-f-]{36}$/, slow);
      const runUrl = admin.url();
      const runId = runUrl.split('/').at(-1)!;

      // Beräkna: the job runs, the table shows Olle's blocking check in Swedish.
      await admin.getByRole('button', { name: 'Beräkna', exact: true }).click();
      const table = admin.getByRole('table', { name: 'Anställdas löner' });
      const olleRow = table.getByRole('row').filter({ hasText: 'Olle Kontolös' });
      await olleRow.getByText('Stoppande').waitFor(slow);
      await olleRow.getByText('Giltigt bankkonto saknas', { exact: false }).waitFor();
      await admin.getByText(/Lönekörningen har 1 stoppande anmärkningar/).waitFor();
      expect(await admin.getByRole('button', { name: 'Godkänn (första)' }).isDisabled()).toBe(true);
      await auditPage(admin, violations);

      // The bank account fixed on Olle's page.
      await admin.goto(`${baseUrl}/${employerId}/employees/${employeeIds.Olle}`);
      await admin.getByRole('heading', { name: 'Olle Kontolös' }).waitFor(slow);
      await admin.getByRole('tab', { name: 'Personuppgifter' }).click();
      await admin.getByLabel('Clearingnummer').waitFor();
      await auditPage(admin, violations);
      await admin.getByLabel('Clearingnummer').fill('8327-9');
      await admin.getByLabel('Kontonummer').fill('123 456 789-7');
      await admin.getByRole('button', { name: 'Spara' }).click();
      await admin.getByText('Ändringarna är sparade').waitFor(slow);

      // Back on the run: Olle recalculated, the check gone, First approved.
      await admin.goto(runUrl);
      await olleRow.getByText('Stoppande').waitFor(slow);
      await admin.getByRole('button', { name: 'Beräkna om Olle Kontolös' }).click();
      await admin.getByText('Olle Kontolös är omräknad').first().waitFor(slow);
      await expect.poll(() => olleRow.getByText('Stoppande').count(), slow).toBe(0);
      await admin.getByRole('button', { name: 'Godkänn (första)' }).click();
      await admin.getByText('Första godkännandet är gjort').first().waitFor(slow);
      // The company requires another person for the second approval: the first admin is refused.
      await admin.getByRole('button', { name: 'Godkänn (andra)' }).click();
      await admin
        .getByText('Andra godkännandet måste göras av en annan person än den som gjorde det första.')
        .first()
        .waitFor(slow);
      // Karin's net pay as the run holds it, and the run page's row showing it.
      const calculated = await admin.request.get(
        `${baseUrl}/api/employer/${employerId}/payroll-runs/${runId}`,
        {
          headers: { 'Employer-Identity-Role': adminRole.employerIdentityRoleId },
        },
      );
      const karin = (
        (await calculated.json()) as {
          employees: { employeeName: string; totals: { netOre: number } | null }[];
        }
      ).employees.find((row) => row.employeeName === 'Karin Lönesson')!;
      const netOre = karin.totals!.netOre;
      expect(netOre).toBeGreaterThan(0);
      const karinNet = `${Math.floor(netOre / 100)},${String(netOre % 100).padStart(2, '0')}`;
      const karinRow = table.getByRole('row').filter({ hasText: 'Karin Lönesson' });
      expect(digitsOf((await karinRow.textContent()) ?? '')).toContain(karinNet);

      // The second admin approves Second and completes, after the confirmation.
      const other = second.page;
      await other.goto(runUrl);
      await other.getByRole('button', { name: 'Godkänn (andra)' }).click(slow);
      await other.getByText('Andra godkännandet är gjort').first().waitFor(slow);
      await other.getByRole('button', { name: 'Slutför lönekörningen' }).click();
      const confirm = other.getByRole('dialog', { name: 'Slutföra lönekörningen?' });
      await confirm
        .getByText('En slutförd lön kan inte ändras. Rättelser görs i en korrigeringskörning.')
        .waitFor();
      await auditPage(other, violations);
      await confirm.getByRole('button', { name: 'Slutför', exact: true }).click();
      await other.getByText('Lönekörningen är slutförd').first().waitFor(slow);
      await other.getByText('Slutförd', { exact: true }).first().waitFor();
      const run = await other.request.get(`${baseUrl}/api/employer/${employerId}/payroll-runs/${runId}`, {
        headers: {
          'Employer-Identity-Role': (await lookUpRole(other, baseUrl, employerId, 'admin'))
            .employerIdentityRoleId,
        },
      });
      expect(((await run.json()) as { run: { status: string } }).run.status).toBe('completed');
      await auditPage(other, violations);

      // Karin signs in, opens Lönespecifikationer and her payslip: the net pay the run showed.
      const own = employee.page;
      await logInAndWait(own, baseUrl, employeeEmail, slow);
      const userRole = await lookUpRole(own, baseUrl, employerId, 'user');
      await own.goto(`${baseUrl}/${employerId}/user/${userRole.employmentId}`);
      await own.getByRole('link', { name: 'Lönespecifikationer', exact: true }).first().click(slow);
      await own.getByRole('heading', { name: 'Lönespecifikationer', exact: true }).waitFor(slow);
      const card = own.getByRole('link').filter({ hasText: 'Att utbetala' }).first();
      await card.waitFor(slow);
      expect(digitsOf((await card.textContent()) ?? '')).toContain(karinNet);
      const listUrl = own.url();
      await auditPage(own, violations);
      await card.click();
      await own.getByRole('button', { name: 'Ladda ned PDF' }).waitFor(slow);
      expect(digitsOf((await own.locator('main').textContent()) ?? '')).toContain(karinNet);
      await auditPage(own, violations);

      // The PDF: the button downloads it; the same address answers a PDF whose text has the net pay.
      const [download] = await Promise.all([
        own.waitForEvent('download', slow),
        own.getByRole('button', { name: 'Ladda ned PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const payslipId = own.url().split('/').at(-1)!;
      const pdf = await own.request.get(`${baseUrl}/api/employer/${employerId}/payslips/${payslipId}/pdf`, {
        headers: { 'Employer-Identity-Role': userRole.employerIdentityRoleId },
      });
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
      const bytes = new Uint8Array(await pdf.body());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(digitsOf(text)).toContain(karinNet);
      expect(text).toContain('Karin Lönesson');

      // The list on a phone held upright: nothing wider than the screen.
      phone = await openPage(browser, {
        viewport: { width: 390, height: 844 },
        storageState: await own.context().storageState(),
        hasTouch: true,
        isMobile: true,
      });
      await phone.page.goto(listUrl);
      await phone.page.getByRole('link').filter({ hasText: 'Att utbetala' }).first().waitFor(slow);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'page wider than the phone').toBeLessThanOrEqual(0);
      for (const violation of await findSeriousA11yViolations(phone.page))
        violations.push(`phone: ${violation}`);

      expect(violations).toEqual([]);
      // The first admin's refused second approval answers 403 (PAYROLL_RUN_SAME_APPROVER), by design.
      expect(unexpectedErrors(first.errors).filter((error) => !/status of 403/.test(error))).toEqual([]);
      expect(unexpectedErrors(second.errors)).toEqual([]);
      expect(unexpectedErrors(employee.errors)).toEqual([]);
      expect(unexpectedErrors(phone.errors)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
      await employee.close();
      await phone?.close();
    }
  });
});
