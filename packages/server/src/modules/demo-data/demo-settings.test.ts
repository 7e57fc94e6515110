import { SALARY_ACCOUNT_ROLE_IDS } from '@lonsam/domain/accounting/bas-accounts';
import { chartOfAccountsSchema } from '@lonsam/domain/accounting/chart-of-accounts';
import { STANDARD_SALARY_TYPES } from '@lonsam/domain/salary-types/standard-salary-types';
import { payoutSettingsSchema } from '@lonsam/domain/settings/payout-settings';
import { workplaceInputSchema } from '@lonsam/domain/settings/workplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { type EmployerClient, employerClient } from '../employees/testing/employee-test-helpers.ts';
import { buildNewCompany, createCompany, signUpUser } from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { waitForSampleHistories } from './testing/wait-for-sample-history.ts';

/*
 * Issue 16: "Test companies created with sample data get complete, realistic settings (a
 * workplace, pay day the 25th, an account, BAS accounts, two cost centres, the standard
 * catalogue)". A company is created through POST /api/employer with sample data and every part is
 * read back through the routes the settings screens use, as its admin.
 */

const EXTRA_EMPLOYEES = 4;

let testApp: TestApp;
let asAdmin: EmployerClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({
      orgNumber: '',
      packagingId: HR_KOMPLETT.id,
      demoData: { demo: true, extraEmployees: EXTRA_EMPLOYEES, monthsBack: 3 },
    }),
  );
  asAdmin = employerClient(testApp.app, admin, company.employerId, company.adminRoleId);
});
afterAll(async () => {
  // The company's payroll history is a job still running in the background: let it finish first.
  await waitForSampleHistories(testApp.db);
  await testApp.close();
});

async function read<T>(path: string): Promise<T> {
  const response = await asAdmin('GET', path);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}

type Workplace = {
  id: string;
  name: string;
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  workplaceNumber: string | null;
};
type DimensionObject = { id: string; dimension: string; code: string; name: string; active: boolean };
type Employment = { workplaceId: string | null; costCentreId: string | null };

describe('a test company with sample data', () => {
  it("has a workplace whose AGI address (rutor 245, 246) and arbetsställenummer pass a save's checks", async () => {
    const { workplaces } = await read<{ workplaces: (Workplace & { archivedAt: string | null })[] }>(
      '/settings/workplaces',
    );
    expect(workplaces).toHaveLength(1);
    const [workplace] = workplaces;
    expect(workplace).toMatchObject({ name: 'Huvudkontoret', archivedAt: null });
    const parsed = workplaceInputSchema.safeParse(workplace);
    expect(parsed.error?.issues).toBeUndefined();
    // As stored: what the form would store for the same input.
    expect(parsed.data).toMatchObject({
      streetAddress: workplace!.streetAddress,
      postalCode: workplace!.postalCode,
      city: workplace!.city,
      workplaceNumber: workplace!.workplaceNumber,
    });
  });

  it('pays on the 25th from a valid account, with the senders every bank file format needs', async () => {
    const payout = await read<{ version: number; value: Record<string, unknown> }>('/settings/payout');
    expect(payout.version).toBeGreaterThan(0);
    expect(payout.value).toMatchObject({ payDay: 25, account: { kind: 'bank-account' } });
    // The stored value passes the same checks a save does (clearing and account number included).
    expect(payoutSettingsSchema.safeParse(payout.value).success).toBe(true);
    expect(payout.value.senders).toMatchObject({
      bankgirotCustomerNumber: expect.stringMatching(/^\d{6}$/),
      bankgiroNumber: expect.stringMatching(/^\d{7,8}$/),
    });
  });

  it('books to a complete BAS chart of accounts', async () => {
    const chart = await read<{
      value: { accounts: { number: string; name: string }[]; roleAccounts: Record<string, string> };
    }>('/settings/chart-of-accounts');
    expect(chartOfAccountsSchema.safeParse(chart.value).success).toBe(true);
    const numbers = chart.value.accounts.map((account) => account.number);
    // Gross salary, tax withheld, employer contributions and net pay at the least.
    expect(numbers).toEqual(expect.arrayContaining(['7210', '2710', '7510', '2731', '1930']));
    // Every role a salary voucher books to has its account.
    expect(Object.keys(chart.value.roleAccounts).sort()).toEqual([...SALARY_ACCOUNT_ROLE_IDS].sort());
  });

  it('has two active cost centres', async () => {
    const { objects } = await read<{ objects: DimensionObject[] }>('/settings/dimensions');
    const costCentres = objects.filter((object) => object.dimension === 'cost-centre');
    expect(costCentres.map(({ code, name, active }) => ({ code, name, active }))).toEqual([
      { code: '100', name: 'Administration', active: true },
      { code: '200', name: 'Försäljning', active: true },
    ]);
  });

  it('has the whole standard salary-type catalogue, every type active', async () => {
    const { salaryTypes } = await read<{ salaryTypes: { code: string; name: string; active: boolean }[] }>(
      '/salary-types',
    );
    expect(salaryTypes.map((type) => type.code).sort()).toEqual(
      STANDARD_SALARY_TYPES.map((type) => type.code).sort(),
    );
    expect(salaryTypes.every((type) => type.active)).toBe(true);
  });

  it("refers every sample employee's employment to the workplace and a cost centre", async () => {
    const { workplaces } = await read<{ workplaces: Workplace[] }>('/settings/workplaces');
    const { objects } = await read<{ objects: DimensionObject[] }>('/settings/dimensions');
    const costCentreIds = objects.filter((object) => object.dimension === 'cost-centre').map((o) => o.id);
    const { items } = await read<{ items: { id: string }[] }>('/employees');
    // The sample employees (the admin has no employee row in a new company).
    expect(items.length).toBeGreaterThanOrEqual(EXTRA_EMPLOYEES);
    const usedCostCentres = new Set<string>();
    for (const employee of items) {
      const employments = await read<Employment[]>(`/employees/${employee.id}/employments`);
      expect(employments.length).toBeGreaterThan(0);
      for (const employment of employments) {
        expect(employment.workplaceId).toBe(workplaces[0]!.id);
        expect(costCentreIds).toContain(employment.costCentreId);
        usedCostCentres.add(employment.costCentreId!);
      }
    }
    // The workplace and cost-centre lists count them, as the settings screens show.
    const counted = await read<{ workplaces: { activeEmploymentCount: number }[] }>('/settings/workplaces');
    expect(counted.workplaces[0]!.activeEmploymentCount).toBeGreaterThan(0);
    expect(usedCostCentres.size).toBeGreaterThan(0);
  });
});
