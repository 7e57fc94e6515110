import { addDays, toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { readOutbox, signUpInContext, uniqueEmail } from './flows.ts';

const HR_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';

/** The newest mail to `email` whose text matches `pattern`, polling the development outbox. */
async function waitForMatch(baseUrl: string, email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const found = (await readOutbox(baseUrl, email))
      .map((mail) => pattern.exec(mail.text)?.[1])
      .find(Boolean);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail matching ${pattern} for ${email}`);
}

/** 4xx the flow causes on purpose: the guard's poke before signing up, the revoked role's 403 and 404. */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[0134]/.test(error),
  );
}

async function chooseOption(page: Page, within: Locator, label: RegExp, option?: string): Promise<string> {
  await within.getByLabel(label).first().click();
  const choice = option
    ? page.getByRole('option', { name: option, exact: true })
    : page.getByRole('option').first();
  const name = (await choice.textContent()) ?? '';
  await choice.click();
  return name;
}

describe('users: invite a manager by email, revoke the role', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the manager signs up from the mail, sees the team and attests an event; after the revocation the next click shows no company', async () => {
    const admin = await openPage(browser);
    const manager = await openPage(browser);
    try {
      const account = await signUpInContext(admin.page, baseUrl);
      const created = await admin.page.request.post(`${baseUrl}/api/employer`, {
        headers: { 'x-lonsam-csrf': account.token },
        data: {
          companyName: 'Inbjudningsbolaget AB',
          orgNumber: '',
          defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
          demoData: { demo: true, extraEmployees: 3, monthsBack: 3 },
          partnerPublicKey: null,
          customerId: STANDARD_CUSTOMER_ID,
          packagingId: HR_KOMPLETT_ID,
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { employerId, adminRoleId } = (await created.json()) as {
        employerId: string;
        adminRoleId: string;
      };

      // The admin invites a manager with one employment as the team.
      const page = admin.page;
      await page.goto(`${baseUrl}/${employerId}/users`);
      const table = page.getByRole('table', { name: 'Användare i företaget' });
      await table.waitFor({ timeout: 20_000 });
      // axe reads the users page, the invite dialog and the invitation page; asserted at the end.
      const violations: string[] = [];
      await auditPage(page, violations);
      await page.getByRole('button', { name: 'Bjud in användare' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bjud in användare' });
      const email = uniqueEmail('chef');
      await dialog.getByLabel(/^E-postadress/).waitFor();
      await auditPage(page, violations);
      await dialog.getByLabel(/^E-postadress/).fill(email);
      await chooseOption(page, dialog, /^Roll/, 'Chef');
      const teamMember = await chooseOption(page, dialog, /^Team/);
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Skicka inbjudan' }).click();
      await page.getByText('Inbjudan är skickad').waitFor();
      await table
        .getByRole('row', { name: new RegExp(email) })
        .getByText('Inbjuden')
        .waitFor();

      // The manager opens the mailed link, signs up by email and comes back to accept.
      const link = await waitForMatch(baseUrl, email, /(\/invitation\/[A-Za-z0-9_-]+)/);
      const other = manager.page;
      await other.goto(`${baseUrl}${link}`);
      await other
        .getByRole('heading', { name: 'Du är inbjuden till Inbjudningsbolaget AB' })
        .waitFor({ timeout: 20_000 });
      await auditPage(other, violations);
      await other.getByRole('button', { name: 'Skapa konto' }).click();
      await other.getByRole('link', { name: /e-post/i }).click();
      await other.getByLabel('E-postadress').fill(email);
      await other.getByRole('button', { name: 'Skicka kod' }).click();
      const code = await waitForMatch(baseUrl, email, /verifieringskod[^\n]*\n(\d{6})/);
      await other.getByLabel('Kod').fill(code);
      await other.getByRole('button', { name: 'Verifiera' }).click();
      await other.getByLabel(/^Lösenord/).fill('ett långt lösenord');
      await other.getByRole('button', { name: 'Spara' }).click();
      await other.waitForURL(`${baseUrl}${link}`, { timeout: 20_000 });
      await other.getByRole('button', { name: 'Ta emot inbjudan' }).click({ timeout: 20_000 });
      await other.waitForURL(`${baseUrl}/${employerId}/manager`, { timeout: 20_000 });

      // The team: the employment named in the invitation.
      await other.getByRole('link', { name: 'Mitt team' }).click();
      // Listed as "Efternamn, Förnamn".
      const [firstName, ...rest] = teamMember.trim().split(' ');
      await other
        .getByRole('table')
        .getByRole('link', { name: `${rest.join(' ')}, ${firstName}` })
        .waitFor({ timeout: 20_000 });

      // The admin reports a sick day for the team member; the manager attests it.
      const adminHeaders = { 'x-lonsam-csrf': account.token, 'employer-identity-role': adminRoleId };
      const listed = await admin.page.request.get(`${baseUrl}/api/employer/${employerId}/users`, {
        headers: adminHeaders,
      });
      const { employments } = (await listed.json()) as {
        employments: { id: string; employeeName: string }[];
      };
      const employment = employments.find((row) => row.employeeName === teamMember.trim());
      expect(employment).toBeDefined();
      // A weekday of this month without another absence (the sample data has some).
      let day = toDateOnly(new Date());
      let reported: Awaited<ReturnType<typeof admin.page.request.post>> | undefined;
      for (let tries = 0; tries < 20 && reported?.status() !== 201; tries++, day = addDays(day, -1)) {
        if ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) continue;
        reported = await admin.page.request.post(`${baseUrl}/api/employer/${employerId}/events`, {
          headers: adminHeaders,
          data: {
            employmentId: employment!.id,
            payload: {
              kind: 'absence',
              absenceType: 'sick',
              fromDate: day,
              toDate: day,
              extent: { mode: 'whole-days' },
            },
          },
        });
      }
      expect(reported?.status(), await reported?.text()).toBe(201);
      await other.goto(`${baseUrl}/${employerId}/manager/attestation`);
      const sickBox = other.getByRole('checkbox', { name: /^Frånvaro: Sjukfrånvaro/ }).first();
      await sickBox.waitFor({ timeout: 20_000 });
      await sickBox.check();
      await other.getByRole('button', { name: 'Attestera', exact: true }).click();
      await other
        .getByRole('dialog', { name: 'Attestera händelser?' })
        .getByRole('button', { name: 'Attestera', exact: true })
        .click();
      await other.getByText('1 händelse attesterad').first().waitFor({ timeout: 20_000 });

      // The admin sees the manager as active and revokes the role after confirming.
      await page.reload();
      const row = table.getByRole('row', { name: new RegExp(email) });
      await row.getByText('Aktiv').waitFor({ timeout: 20_000 });
      await row.getByRole('button', { name: /^Ta bort rollen Chef/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Ta bort rollen?' });
      await confirm.getByRole('button', { name: 'Ta bort rollen' }).click();
      await page.getByText('Rollen är borttagen').waitFor();

      // The manager's next click: the company is gone.
      await other.getByRole('link', { name: 'Lönegranskning' }).first().click();
      await other.getByText('Du har inga företag ännu.').waitFor({ timeout: 20_000 });
      expect(unexpected(admin.errors)).toEqual([]);
      expect(violations).toEqual([]);
    } finally {
      await admin.close();
      await manager.close();
    }
  });
});
