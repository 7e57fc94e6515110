import { readFile } from 'node:fs/promises';
import { parseSie, unbalancedVouchers } from '@lonsam/domain/files/sie/sie-parser';
import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { makeOrgNumber, signUpInContext } from './flows.ts';

// Issue 21, "Done when": an admin opens the cost chart, filters a cost centre, exports the journal as
// CSV and downloads the month's SIE file. The completed run is made through the API.

const LON_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0003';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';
const slow = { timeout: 20_000 };
const PERIOD = '2026-10';

async function download(page: Page, click: () => Promise<void>) {
  const waiting = page.waitForEvent('download', slow);
  await click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** "55732,00" → öre. */
const csvOre = (text: string) => Number(text.replace(',', ''));

describe('reports of a completed run', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin reads the cost chart per cost centre, exports the journal and downloads the SIE file', async () => {
    const { page, close, errors } = await openPage(browser);
    try {
      const { token } = await signUpInContext(page, baseUrl);
      const created = await page.request.post(`${baseUrl}/api/employer`, {
        headers: { 'x-lonsam-csrf': token },
        data: {
          companyName: 'Rapportbolaget AB',
          orgNumber: makeOrgNumber(42_121),
          defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
          demoData: { demo: false, extraEmployees: 0, monthsBack: 3 },
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

      // Two cost centres, one employee on each, 35 000 kr a month in table 33.
      const kitchen = (await call('post', '/settings/dimensions/cost-centre/objects', {
        code: '100',
        name: 'Kök',
      })) as {
        id: string;
      };
      const hall = (await call('post', '/settings/dimensions/cost-centre/objects', {
        code: '200',
        name: 'Sal',
      })) as {
        id: string;
      };
      const people = [
        { firstName: 'Karin', costCentreId: kitchen.id, birthDate: '1994-05-17', sex: 'female' as const },
        { firstName: 'Olof', costCentreId: hall.id, birthDate: '1988-11-12', sex: 'male' as const },
      ];
      for (const person of people)
        await call('post', '/employees', {
          firstName: person.firstName,
          lastName: 'Provsson',
          personnummer: generatePersonnummer({
            birthDate: person.birthDate,
            sex: person.sex,
            sequence: Math.floor(Math.random() * 400),
          }),
          email: null,
          phone: null,
          streetAddress: 'Storgatan 1',
          postalCode: '111 52',
          city: 'Stockholm',
          clearingNumber: '6789',
          accountNumber: '123456789',
          tax: { method: 'table', table: 33, column: 1 },
          employment: {
            startDate: '2026-01-01',
            employmentType: 'permanent',
            position: 'Kock',
            salaryForm: 'monthly',
            salaryRows: [{ validFrom: '2026-01-01', amountOre: 3_500_000 }],
            managerRoleId: null,
            costCentreId: person.costCentreId,
          },
        });
      const payout = (await call('get', '/settings/payout')) as {
        version: number;
        value: Record<string, unknown>;
      };
      await call('put', '/settings/payout', {
        version: payout.version,
        value: { ...payout.value, requireDifferentApprovers: false },
      });

      type Run = { id: string; version: number; status: string; totals: { netOre: number } | null };
      let run = (await call('post', '/payroll-runs', {
        kind: 'ordinary',
        period: PERIOD,
        payDate: '2026-10-23',
      })) as Run;
      run = (
        (await call('post', `/payroll-runs/${run.id}/calculate`, { version: run.version })) as { run: Run }
      ).run;
      await expect
        .poll(
          async () => {
            run = ((await call('get', `/payroll-runs/${run.id}`)) as { run: Run }).run;
            return run.status;
          },
          { timeout: 30_000 },
        )
        .toBe('calculated');
      for (const step of ['first', 'second', 'complete'])
        run = (await call('post', `/payroll-runs/${run.id}/approvals/${step}`, {
          version: run.version,
        })) as Run;
      expect(run.status).toBe('completed');
      run = ((await call('get', `/payroll-runs/${run.id}`)) as { run: Run }).run;
      const netOre = run.totals!.netOre;
      expect(netOre).toBeGreaterThan(0);

      // Lönekostnad: the chart and the table, then one cost centre, kept in the address.
      await page.goto(`${baseUrl}/${employerId}/reports`);
      await page.getByRole('link', { name: 'Lönekostnad' }).click();
      await page.getByLabel('Till och med månad').fill(PERIOD);
      const table = page.getByRole('table', { name: 'Lönekostnad per månad' });
      await table.waitFor(slow);
      await page.locator('.recharts-wrapper').first().waitFor(slow);
      await expect
        .poll(async () => table.getByRole('columnheader').allTextContents())
        .toEqual(['Månad', '100 Kök', '200 Sal', 'Summa']);
      await page.getByLabel('Kostnadsställe').and(page.locator('input')).click();
      await page.getByRole('option', { name: '100 Kök' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('costCentre')).toBe('100');
      await expect
        .poll(async () => table.getByRole('columnheader').allTextContents())
        .toEqual(['Månad', '100 Kök', 'Summa']);

      // Lönejournal as CSV: two payslips and a total row equal to the run's net pay.
      await page.goto(`${baseUrl}/${employerId}/reports`);
      await page.getByRole('link', { name: 'Lönejournal' }).click();
      await page.getByLabel('Månad').fill(PERIOD);
      await page.getByRole('table', { name: 'Lönejournal' }).waitFor(slow);
      const csv = await download(page, () => page.getByRole('button', { name: 'Exportera CSV' }).click());
      expect(csv.name).toBe(`lonejournal-${PERIOD}.csv`);
      const lines = csv.bytes.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
      expect(lines).toHaveLength(4);
      const total = lines[3]!.split(';');
      expect(total[0]).toBe('Summa');
      expect(csvOre(total[7]!)).toBe(netOre);

      // The month's SIE 4I file: one balanced voucher whose net pay is the run's.
      await page.goto(`${baseUrl}/${employerId}/reports`);
      await page.getByRole('link', { name: 'Bokföring (SIE)' }).click();
      await page.getByLabel('Från och med månad').fill(PERIOD);
      const sie = await download(page, () => page.getByRole('button', { name: 'Ladda ner SIE-fil' }).click());
      expect(sie.name).toBe(`lonsam-sie-${PERIOD}.si`);
      const file = parseSie(new Uint8Array(sie.bytes));
      expect(file.vouchers).toHaveLength(1);
      expect(unbalancedVouchers(file)).toEqual([]);
      const net = file.vouchers[0]!.transactions.filter((row) => row.account === '1930');
      expect(-net.reduce((sum, row) => sum + row.amountOre, 0)).toBe(netOre);
      expect(file.objects.map((object) => object.code)).toEqual(['100', '200']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
