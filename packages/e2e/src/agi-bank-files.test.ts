import { readFile } from 'node:fs/promises';
import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findSeriousA11yViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { makeOrgNumber, signUpInContext } from './flows.ts';

// Issue 19, "Done when": a completed run (made through the API, as other tests make their data);
// the admin downloads the month's AGI and a pain.001 file and their totals equal the run's on screen.

const LON_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0003';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';
const slow = { timeout: 20_000 };
const PERIOD = '2026-10';

/** "83 598,00 kr" (with U+00A0 and U+2212 as sv-SE writes them) → öre. */
function readOre(text: string): number {
  const digits = text.replace(/[^\d,−-]/g, '').replace('−', '-');
  const [kronor, ore = '00'] = digits.split(',');
  return Number(kronor) * 100 + Math.sign(Number(kronor) || 1) * Number(ore.padEnd(2, '0'));
}

async function downloadText(page: Page, click: () => Promise<void>, encoding: BufferEncoding = 'utf8') {
  const download = page.waitForEvent('download', slow);
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), encoding) };
}

function person(birthDate: string, sex: 'female' | 'male'): string {
  return generatePersonnummer({ birthDate, sex, sequence: Math.floor(Math.random() * 400) });
}

function field(xml: string, code: string): string[] {
  return [...xml.matchAll(new RegExp(`faltkod="${code}">([^<]*)<`, 'g'))].map((match) => match[1]!);
}

describe('AGI and salary payment files from a completed run', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the admin downloads the month's AGI and a pain.001 file, and both agree with the run on screen", async () => {
    const { page, close } = await openPage(browser);
    try {
      const { token } = await signUpInContext(page, baseUrl);
      const created = await page.request.post(`${baseUrl}/api/employer`, {
        headers: { 'x-lonsam-csrf': token },
        data: {
          companyName: 'Utbetalningsbolaget AB',
          orgNumber: makeOrgNumber(41_019),
          defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
          demoData: { demo: true, extraEmployees: 0, monthsBack: 3 },
          partnerPublicKey: null,
          customerId: STANDARD_CUSTOMER_ID,
          packagingId: LON_KOMPLETT_ID,
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { employerId } = (await created.json()) as { employerId: string };
      const role = await page.request.get(`${baseUrl}/api/lookup-role/${employerId}/admin`);
      const { employerIdentityRoleId } = (await role.json()) as { employerIdentityRoleId: string };
      const headers = { 'x-lonsam-csrf': token, 'Employer-Identity-Role': employerIdentityRoleId };
      const api = `${baseUrl}/api/employer/${employerId}`;
      const call = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
        const response = await page.request[method](`${api}${path}`, { headers, data: data as object });
        expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
        return response.json();
      };

      // Two employees at 35 000 kr a month, table 33, each with an account that passes the check digits.
      const employees = [
        {
          firstName: 'Karin',
          clearingNumber: '6789',
          accountNumber: '123456789',
          personnummer: person('1994-05-17', 'female'),
        },
        {
          firstName: 'Olof',
          clearingNumber: '3300',
          accountNumber: '8112189876',
          personnummer: person('1988-11-12', 'male'),
        },
      ];
      for (const employee of employees)
        await call('post', '/employees', {
          firstName: employee.firstName,
          lastName: 'Provsson',
          personnummer: employee.personnummer,
          email: null,
          phone: null,
          streetAddress: 'Storgatan 1',
          postalCode: '111 52',
          city: 'Stockholm',
          clearingNumber: employee.clearingNumber,
          accountNumber: employee.accountNumber,
          tax: { method: 'table', table: 33, column: 1 },
          employment: {
            startDate: '2026-01-01',
            employmentType: 'permanent',
            position: 'Ekonom',
            salaryForm: 'monthly',
            salaryRows: [{ validFrom: '2026-01-01', amountOre: 3_500_000 }],
            managerRoleId: null,
          },
        });

      // The settings the files need: the paying account, one approver allowed, the AGI contact.
      const payout = (await call('get', '/settings/payout')) as {
        version: number;
        value: Record<string, unknown>;
      };
      await call('put', '/settings/payout', {
        version: payout.version,
        value: {
          ...payout.value,
          account: { kind: 'bank-account', clearingNumber: '6789', accountNumber: '123456789' },
          requireDifferentApprovers: false,
        },
      });
      const info = (await call('get', '/settings/company/info')) as {
        version: number;
        value: Record<string, unknown>;
      };
      await call('put', '/settings/company/info', {
        version: info.version,
        value: {
          ...info.value,
          agiContact: { name: 'Anna Svensson', phone: '08-123 456 78', email: 'lon@utbetalning.se' },
        },
      });

      // The run: created, calculated by the job, approved in three steps.
      let run = (await call('post', '/payroll-runs', {
        kind: 'ordinary',
        period: PERIOD,
        payDate: '2026-10-23',
      })) as {
        id: string;
        version: number;
        status: string;
      };
      run = (
        (await call('post', `/payroll-runs/${run.id}/calculate`, { version: run.version })) as {
          run: typeof run;
        }
      ).run;
      await expect
        .poll(
          async () => {
            run = ((await call('get', `/payroll-runs/${run.id}`)) as { run: typeof run }).run;
            return run.status;
          },
          { timeout: 30_000 },
        )
        .toBe('calculated');
      for (const step of ['first', 'second', 'complete'])
        run = (await call('post', `/payroll-runs/${run.id}/approvals/${step}`, {
          version: run.version,
        })) as typeof run;
      expect(run.status).toBe('completed');

      // The run on screen: its totals.
      await page.goto(`${baseUrl}/${employerId}/payroll/${run.id}`);
      const totals = page.getByRole('definition');
      await totals.first().waitFor(slow);
      const onScreen = async (label: string) =>
        readOre(
          (await page
            .locator('dt', { hasText: new RegExp(`^${label}$`) })
            .locator('+ dd')
            .textContent()) ?? '',
        );
      const netOre = await onScreen('Nettolön');
      const taxOre = await onScreen('Skatt');
      const contributionsOre = await onScreen('Arbetsgivaravgifter');
      expect(netOre).toBeGreaterThan(0);

      // The payout page: a pain.001 file whose control sum is the run's net pay to the öre.
      await page.getByRole('link', { name: 'Utbetalning och betalningsfil' }).click();
      await page.getByRole('heading', { name: /^Utbetalning: / }).waitFor(slow);
      await page.getByRole('button', { name: 'Skapa betalningsfil' }).click();
      const files = page.getByRole('table', { name: 'Skapade betalningsfiler' });
      await files.waitFor(slow);
      // Axe once the create button has left its loading state and the pointer its hover colour.
      await expect.poll(() => page.locator('button[data-loading]').count(), slow).toBe(0);
      await page.mouse.move(0, 0);
      expect(await findSeriousA11yViolations(page)).toEqual([]);
      const pain = await downloadText(page, () =>
        files
          .getByRole('button', { name: /^Ladda ner/ })
          .first()
          .click(),
      );
      expect(pain.name).toMatch(/pain\.001\.001\.03\.xml$/);
      const ctrlSums = [...pain.text.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((match) => match[1]);
      expect(ctrlSums).toEqual([(netOre / 100).toFixed(2), (netOre / 100).toFixed(2)]);
      expect(pain.text).toContain('<NbOfTxs>2</NbOfTxs>');

      // The month's AGI: HU equal to the run's tax and contributions, öre dropped.
      await page.goto(`${baseUrl}/${employerId}/reports`);
      await page.getByRole('link', { name: 'Arbetsgivardeklaration (AGI)' }).click();
      const row = page.getByTestId(`agi-period-${PERIOD}`);
      await row.waitFor(slow);
      await row.getByRole('button', { name: 'Skapa deklaration' }).click();
      await row.getByRole('button', { name: /^Ladda ner XML/ }).waitFor(slow);
      const agi = await downloadText(page, () => row.getByRole('button', { name: /^Ladda ner XML/ }).click());
      expect(agi.name).toBe(`arbetsgivardeklaration-${PERIOD}-1.xml`);
      expect(field(agi.text, '497')).toEqual([String(Math.trunc(taxOre / 100))]);
      expect(field(agi.text, '487')).toEqual([String(Math.trunc(contributionsOre / 100))]);
      expect(field(agi.text, '215')).toHaveLength(2);
      await row.getByText('Nedladdad').waitFor(slow);
      expect(await findSeriousA11yViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
