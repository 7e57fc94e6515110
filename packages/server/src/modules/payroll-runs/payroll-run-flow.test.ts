import { eventPayloadSchema } from '@lonsam/domain/events/event-schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld, outlay } from '../events/testing/event-test-setup.ts';

// One March 2026 run through the API with the real calculation job (helper R1b's): a blocking
// check, the data fixed and one employee recalculated, two approvers, completion.
//
// Anna, Bo and Maja are each S01 of docs/payroll-calculation.md: born 1985-04-12, table 33 column 1,
// 35 000 kr a month → gross 35 000,00, tax 7 134 (table row 34 801–35 000, column 1), net 27 866,00,
// contributions 35 000 × 31,42 % = 10 997,00. Anna also gets an attested outlay (720 Utlägg) of
// 500,00 kr, paid back tax-free: her net is 27 866,00 + 500,00 = 28 366,00. Bank accounts: Nordea
// personkonto 3300 + 8503120076 (valid by Bankgirot's rules).

let testApp: TestApp;
let world: EventWorld;
let outlayId: string;

type RunView = {
  id: string;
  status: string;
  version: number;
  progress: { done: number; total: number } | null;
  employeeCount: number;
  blockingCount: number;
  totals: { grossOre: number; taxOre: number; netOre: number; employerContributionsOre: number };
};
type Employee = {
  employmentId: string;
  employeeName: string;
  payslipId: string | null;
  totals: { grossOre: number; taxOre: number; netOre: number } | null;
  checks: { code: string; severity: string; message: string }[];
};

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 1931);
  const { db } = testApp;
  for (const who of [world.anna, world.bo, world.maja]) {
    await sql`
      update employee set birth_date = '1985-04-12', tax_settings = '{"method":"table","table":33,"column":1}',
             clearing_number = '3300', account_number = '8503120076'
      where id = ${who.employeeId}`.execute(db);
    await sql`insert into salary_row (employment_id, valid_from, amount_ore)
              values (${who.employmentId}, '2025-01-01', 3500000)`.execute(db);
  }
  // Bo has no bank account yet: a blocking check.
  await sql`update employee set clearing_number = null, account_number = null where id = ${world.bo.employeeId}`.execute(
    db,
  );
  const row = await sql<{ id: string }>`
    insert into event (employer_id, employment_id, employee_id, kind, state, payload, from_date, to_date,
                       reported_by_role)
    values (${world.employerId}, ${world.anna.employmentId}, ${world.anna.employeeId}, 'transaction', 'attested',
            ${JSON.stringify(eventPayloadSchema.parse(outlay('2026-03-10', 50_000)))}, '2026-03-10', '2026-03-10',
            'admin')
    returning id`.execute(db);
  outlayId = row.rows[0]!.id;
});
afterAll(async () => {
  await testApp.close();
});

async function detail(runId: string) {
  const response = await world.asAdmin('GET', `/payroll-runs/${runId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { run: RunView; employees: Employee[]; eventsIncluded: { id: string }[] };
}

async function untilCalculated(runId: string): Promise<RunView> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { run } = await detail(runId);
    if (run.status !== 'calculating') return run;
    if (Date.now() > deadline)
      throw new Error(`run ${runId} still calculating: ${JSON.stringify(run.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const byName = (employees: Employee[], name: string) => employees.find((e) => e.employeeName === name)!;

describe('a run from draft to completed', () => {
  let run: RunView;

  it('calculates as a job, and Bo without a bank account blocks the first approval', async () => {
    const created = await world.asAdmin('POST', '/payroll-runs', {
      kind: 'ordinary',
      period: '2026-03',
      payDate: '2026-03-25',
    });
    expect(created.statusCode, created.body).toBe(201);
    run = created.json() as RunView;
    const started = await world.asAdmin('POST', `/payroll-runs/${run.id}/calculate`, {
      version: run.version,
    });
    expect(started.statusCode, started.body).toBe(202);
    const body = started.json() as { run: RunView; jobId: string };
    expect(body.run).toMatchObject({ status: 'calculating', progress: { done: 0, total: 3 } });
    expect(body.jobId).not.toBe('');

    run = await untilCalculated(run.id);
    expect(run).toMatchObject({ status: 'calculated', employeeCount: 3, blockingCount: 1 });
    const { employees, eventsIncluded } = await detail(run.id);
    expect(eventsIncluded.map((event) => event.id)).toEqual([outlayId]);
    const bo = byName(employees, 'Bo Gran');
    expect(bo.checks.filter((check) => check.severity === 'blocking').map((check) => check.code)).toEqual([
      'NO_BANK_ACCOUNT',
    ]);
    expect(byName(employees, 'Anna Ek').totals).toMatchObject({
      grossOre: 3_500_000,
      taxOre: 713_400,
      netOre: 2_836_600,
    });
    expect(byName(employees, 'Maja Chef').totals).toMatchObject({ grossOre: 3_500_000, netOre: 2_786_600 });

    const first = await world.asAdmin('POST', `/payroll-runs/${run.id}/approvals/first`, {
      version: run.version,
    });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ code: 'PAYROLL_RUN_BLOCKING_CHECKS' });
  });

  it('recalculates Bo in the request once his bank account is there', async () => {
    await sql`update employee set clearing_number = '3300', account_number = '8503120076'
              where id = ${world.bo.employeeId}`.execute(testApp.db);
    const started = Date.now();
    const response = await world.asAdmin(
      'POST',
      `/payroll-runs/${run.id}/employees/${world.bo.employmentId}/recalculate`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const body = response.json() as { run: RunView; employee: Employee };
    expect(body.employee.checks.filter((check) => check.severity === 'blocking')).toEqual([]);
    expect(body.employee.totals).toMatchObject({ grossOre: 3_500_000, taxOre: 713_400, netOre: 2_786_600 });
    expect(body.run.version).toBeGreaterThan(run.version);
    run = body.run;
    // Three times S01 and Anna's 500 kr: gross 105 000,00, tax 21 402, net 84 098,00, contributions 32 991.
    expect(run).toMatchObject({
      blockingCount: 0,
      totals: {
        grossOre: 10_500_000,
        taxOre: 2_140_200,
        netOre: 8_409_800,
        employerContributionsOre: 3_299_100,
      },
    });
  });

  it('is approved by two people and completed; the outlay is paid and the run final', async () => {
    const first = await world.asAdmin('POST', `/payroll-runs/${run.id}/approvals/first`, {
      version: run.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    run = first.json() as RunView;
    const second = await world.asManager('POST', `/payroll-runs/${run.id}/approvals/second`, {
      version: run.version,
    });
    expect(second.statusCode, second.body).toBe(200);
    run = second.json() as RunView;
    const complete = await world.asAdmin('POST', `/payroll-runs/${run.id}/approvals/complete`, {
      version: run.version,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    run = complete.json() as RunView;
    expect(run.status).toBe('completed');

    const event = await testApp.db
      .selectFrom('event')
      .select(['state', 'paid_in_run_id'])
      .where('id', '=', outlayId)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ state: 'paid', paid_in_run_id: run.id });
    const again = await world.asAdmin(
      'POST',
      `/payroll-runs/${run.id}/employees/${world.bo.employmentId}/recalculate`,
    );
    expect(again.statusCode).toBe(409);

    const audit = await testApp.db
      .selectFrom('audit_event')
      .select('action')
      .where('entity_id', '=', run.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'payroll-run.created',
      'payroll-run.calculation-started',
      'payroll-run.employee-recalculated',
      'payroll-run.approved',
      'payroll-run.approved',
      'payroll-run.completed',
    ]);
  });
});
