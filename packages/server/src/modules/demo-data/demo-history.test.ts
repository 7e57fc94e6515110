import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { type EmployerClient, employerClient } from '../employees/testing/employee-test-helpers.ts';
import { buildNewCompany, createCompany, signUpUser } from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { waitForSampleHistories } from './testing/wait-for-sample-history.ts';

/*
 * Issue 15: "The sample company's 'Månader bakåt' must leave visible history (at least employment
 * and salary history)". A test company asked for 6 months back: every sample employee has been
 * employed since the first of the month 6 months back at the latest, and the salary history the
 * employee page shows has several rows, one of them a raise inside those months. Read back through
 * the routes the employee page uses, as the company's admin.
 */

const EXTRA_EMPLOYEES = 12;
const MONTHS_BACK = 6;

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
      demoData: { demo: true, extraEmployees: EXTRA_EMPLOYEES, monthsBack: MONTHS_BACK },
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

/** The first of the month `months` months before the month of `today`. */
function firstOfMonthBack(today: string, months: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

type Employment = {
  startDate: string;
  salaryRows: { validFrom: string; validTo: string | null; amountOre: number }[];
};

describe("a test company's sample history (Månader bakåt)", () => {
  it('employs every sample employee for the whole period, with a raise inside it', async () => {
    const today = toDateOnly(new Date());
    const periodStart = firstOfMonthBack(today, MONTHS_BACK);
    const { items } = await read<{ items: { id: string }[] }>('/employees');
    expect(items).toHaveLength(EXTRA_EMPLOYEES);
    for (const employee of items) {
      const employments = await read<Employment[]>(`/employees/${employee.id}/employments`);
      expect(employments).toHaveLength(1);
      const [employment] = employments;
      expect(employment!.startDate <= periodStart, `${employment!.startDate} ≤ ${periodStart}`).toBe(true);
      const rows = [...employment!.salaryRows].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
      // Several rows in the history: the starting salary and at least one raise.
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows[0]!.validFrom).toBe(employment!.startDate);
      // A raise inside the period: a later row, from the first of a month after the period began, not after today.
      const inPeriod = rows.filter((row) => row.validFrom > periodStart && row.validFrom <= today);
      expect(inPeriod.length, JSON.stringify(rows)).toBeGreaterThanOrEqual(1);
      expect(inPeriod.every((row) => row.validFrom.endsWith('-01'))).toBe(true);
      // Each row pays more than the one before.
      for (let index = 1; index < rows.length; index += 1) {
        expect(rows[index]!.amountOre).toBeGreaterThan(rows[index - 1]!.amountOre);
      }
    }
  });
});
