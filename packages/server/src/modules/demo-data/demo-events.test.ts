import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { type EmployerClient, employerClient } from '../employees/testing/employee-test-helpers.ts';
import { buildNewCompany, createCompany, signUpUser } from '../employer/testing/employer-test-helpers.ts';
import { LON_KOMPLETT } from '../privileges/standard-packagings.ts';
import { DEMO_REJECTION_COMMENT } from './generate-demo-events.ts';
import { waitForSampleHistories } from './testing/wait-for-sample-history.ts';

/*
 * Issue 17: "Test companies created with sample data get a realistic spread of events over their
 * months of history". A test company with 12 sample employees and 6 months back, read through the
 * event routes the screens use: the admin's list (every payload and its effect go through the
 * routes' response schemas), the manager's attestation list and one employee's month.
 */

const EXTRA_EMPLOYEES = 12;
const MONTHS_BACK = 6;

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let events: EventView[];

const today = toDateOnly(new Date());
const currentMonth = today.slice(0, 7);

function monthBack(months: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({
      orgNumber: '',
      packagingId: LON_KOMPLETT.id,
      demoData: { demo: true, extraEmployees: EXTRA_EMPLOYEES, monthsBack: MONTHS_BACK },
    }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const manager = await testApp.db
    .selectFrom('employer_identity_role')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('role', '=', 'manager')
    .executeTakeFirstOrThrow();
  asManager = employerClient(testApp.app, admin, employerId, manager.id);
  events = [];
  for (let offset = 0; ; offset += 500) {
    const response = await asAdmin('GET', `/events?limit=500&offset=${offset}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { events: EventView[]; total: number };
    events.push(...page.events);
    if (events.length >= page.total || page.events.length === 0) break;
  }
});
afterAll(async () => {
  // The company's payroll history is a job still running in the background: let it finish first.
  await waitForSampleHistories(testApp.db);
  await testApp.close();
});

describe("a test company's sample events", () => {
  it('covers every month from the first month back to this one, for every sample employee', () => {
    const months = new Set(events.map((event) => event.fromDate.slice(0, 7)));
    for (let back = MONTHS_BACK; back >= 0; back -= 1)
      expect(months.has(monthBack(back)), monthBack(back)).toBe(true);
    expect(new Set(events.map((event) => event.employmentId)).size).toBe(EXTRA_EMPLOYEES);
    expect(new Set(events.map((event) => event.kind))).toEqual(
      new Set(['absence', 'transaction', 'travel', 'balance']),
    );
  });

  it('has sick periods, vacation, VAB, hours, a bonus, a meal benefit and trips with their effects', () => {
    const absence = (type: string) =>
      events.filter((event) => event.payload.kind === 'absence' && event.payload.absenceType === type);
    expect(absence('sick').length).toBeGreaterThanOrEqual(5);
    expect(absence('vacation-paid').length).toBeGreaterThanOrEqual(EXTRA_EMPLOYEES / 2);
    expect(absence('vab').length).toBeGreaterThanOrEqual(1);
    // The re-sickness within five days continues a period: some sick event is not its period's first.
    const sick = absence('sick');
    expect(sick.every((event) => event.effect.sickPeriod !== null)).toBe(true);
    expect(sick.some((event) => event.effect.sickPeriod!.periodStart < event.fromDate)).toBe(true);
    // The ten-day spell reaches day 8: a doctor's certificate.
    expect(sick.some((event) => event.effect.sickPeriod!.certificateNeeded)).toBe(true);
    const codes = events.flatMap((event) =>
      event.payload.kind === 'transaction' ? [event.payload.salaryTypeCode] : [],
    );
    for (const code of ['230', '500', '621']) expect(codes, code).toContain(code);
    expect(codes.some((code) => code === '210' || code === '212')).toBe(true);
    const trips = events.filter((event) => event.payload.kind === 'travel');
    expect(trips.length).toBeGreaterThanOrEqual(1);
    expect(events.filter((event) => event.kind === 'balance')).toHaveLength(2);
  });

  it('has the past attested by the creator (and paid by the sample payroll), this month mixed with one rejection that says why', async () => {
    const past = events.filter((event) => event.fromDate < `${currentMonth}-01`);
    expect(past.length).toBeGreaterThan(EXTRA_EMPLOYEES * MONTHS_BACK);
    for (const event of past) {
      // The sample payroll history (insert-demo-payroll-history.ts) pays what it took in.
      expect(['attested', 'paid']).toContain(event.state);
      expect(event.decidedByName).not.toBe('Okänd användare');
      // The sample employees have no accounts: their own name stands as the reporter.
      expect(event.reportedByName).toBe(event.employeeName);
    }
    // Decided by the company's creator, who holds the admin and the manager role.
    const deciders = await testApp.db
      .selectFrom('event')
      .innerJoin('employer', 'employer.id', 'event.employer_id')
      .select(['event.decided_by_user_id', 'employer.created_by_identity_id'])
      .where('event.employer_id', '=', employerId)
      .where('event.decided_at', 'is not', null)
      .execute();
    expect(deciders.length).toBeGreaterThan(0);
    for (const row of deciders) expect(row.decided_by_user_id).toBe(row.created_by_identity_id);
    const current = events.filter((event) => event.fromDate >= `${currentMonth}-01`);
    const rejected = current.filter((event) => event.state === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.decisionComment).toBe(DEMO_REJECTION_COMMENT);
    expect(current.some((event) => event.state === 'reported')).toBe(true);
  });

  it("shows the manager only the team's reported events, with past months marked ready", async () => {
    const response = await asManager('GET', '/events/attestation');
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.json().groups as { employmentId: string; month: string; events: EventView[] }[];
    const team = await testApp.db
      .selectFrom('employment')
      .innerJoin('employer_identity_role', 'employer_identity_role.id', 'employment.manager_role_id')
      .select('employment.id')
      .where('employment.employer_id', '=', employerId)
      .execute();
    const teamIds = new Set(team.map((row) => row.id));
    expect(teamIds.size).toBe(EXTRA_EMPLOYEES / 2);
    const waiting = groups.flatMap((group) => group.events);
    expect(waiting.length).toBe(
      events.filter((event) => event.state === 'reported' && teamIds.has(event.employmentId)).length,
    );
    expect(waiting.every((event) => teamIds.has(event.employmentId))).toBe(true);
  });

  it("gives an employee's month its events and last month's ready marker", async () => {
    const employmentId = events[0]!.employmentId;
    const lastMonth = monthBack(1);
    const response = await asAdmin('GET', `/employments/${employmentId}/event-calendar?month=${lastMonth}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.readyMarker).not.toBeNull();
    const thisMonth = await asAdmin(
      'GET',
      `/employments/${employmentId}/event-calendar?month=${currentMonth}`,
    );
    expect(thisMonth.json().readyMarker).toBeNull();
  });
});
