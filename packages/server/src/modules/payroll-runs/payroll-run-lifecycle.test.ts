import { eventPayloadSchema } from '@lonsam/domain/events/event-schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { listEmployerScopedRoutes } from '../../http/employer-scope-guard.ts';
import {
  buildEventWorld,
  type EventWorld,
  insertEmployment,
  sickDays,
} from '../events/testing/event-test-setup.ts';
import { refreshRunTotals } from './run-store.ts';

// The run's lifecycle through the API, without the calculation (helper R1b's job, tested in
// ./calculation): a run is put into `calculated` here with payslips written directly.

let testApp: TestApp;
let world: EventWorld;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 1881);
});
afterAll(async () => {
  await testApp.close();
});

type RunView = {
  id: string;
  kind: string;
  period: string;
  payDate: string;
  label: string;
  status: string;
  version: number;
  approvals: { step: string; byName: string; at: string }[];
  abortReason: string | null;
  correctsRunId: string | null;
  createdByName: string;
  completedAt: string | null;
  employeeCount: number;
  blockingCount: number;
  warningCount: number;
  totals: { grossOre: number; netOre: number; taxOre: number };
};

async function create(body: Record<string, unknown>): Promise<RunView> {
  const response = await world.asAdmin('POST', '/payroll-runs', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as RunView;
}

async function get(runId: string) {
  const response = await world.asAdmin('GET', `/payroll-runs/${runId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    run: RunView;
    employees: { employmentId: string; employeeName: string; payslipId: string | null; checks: unknown[] }[];
    excluded: { employmentId: string; employeeName: string; reason: string }[];
    eventsIncluded: { id: string }[];
    eventsLeftOut: { id: string }[];
  };
}

const BLOCKING = [{ code: 'NO_BANK_ACCOUNT', severity: 'blocking', message: 'Giltigt bankkonto saknas.' }];
const WARNING = [{ code: 'ZERO_NET', severity: 'warning', message: 'Nettolönen är 0 kr.' }];

/**
 * The calculation's result, written directly: a payslip for Anna (gross 35 000 kr, tax 8 000 kr,
 * net 27 000 kr) and for Bo (gross 30 000 kr, tax 6 500 kr, net 23 500 kr) with the given checks,
 * the run's totals summed (65 000 / 14 500 / 50 500 kr) and the run set calculated.
 */
async function markCalculated(
  run: RunView,
  options: { boChecks?: unknown[]; annaEventIds?: string[] } = {},
): Promise<RunView> {
  const { db } = testApp;
  const rows = [
    {
      who: world.anna,
      name: 'Anna Ek',
      gross: 3_500_000,
      tax: 800_000,
      checks: [],
      events: options.annaEventIds,
    },
    {
      who: world.bo,
      name: 'Bo Gran',
      gross: 3_000_000,
      tax: 650_000,
      checks: options.boChecks ?? [],
      events: [],
    },
  ];
  for (const row of rows) {
    await sql`
      insert into payslip (employer_id, run_id, employment_id, employee_id, employee_name, period, pay_date,
                           gross_ore, benefits_ore, taxable_ore, tax_ore, net_deductions_ore, tax_free_ore,
                           net_ore, employer_contributions_ore, result, checks)
      values (${world.employerId}, ${run.id}, ${row.who.employmentId}, ${row.who.employeeId}, ${row.name},
              ${run.period}, ${run.payDate}, ${row.gross}, 0, ${row.gross}, ${row.tax}, 0, 0,
              ${row.gross - row.tax}, ${Math.round(row.gross * 0.3142)},
              ${JSON.stringify({ eventIds: row.events ?? [] })}, ${JSON.stringify(row.checks)})`.execute(db);
  }
  await refreshRunTotals(db, { runId: run.id });
  await sql`update payroll_run set status = 'calculated', version = version + 1 where id = ${run.id}`.execute(
    db,
  );
  return (await get(run.id)).run;
}

async function approve(client: EventWorld['asAdmin'], run: RunView, step: string, version = run.version) {
  return client('POST', `/payroll-runs/${run.id}/approvals/${step}`, { version });
}

async function abort(client: EventWorld['asAdmin'], run: RunView, step: string, reason: string) {
  return client('POST', `/payroll-runs/${run.id}/approvals/${step}/abort`, { version: run.version, reason });
}

async function auditOf(runId: string) {
  return testApp.db
    .selectFrom('audit_event')
    .select(['action', 'employer_id', 'actor_identity_id', 'before', 'after'])
    .where('entity_id', '=', runId)
    .orderBy('id')
    .execute();
}

async function insertEvent(
  employmentId: string,
  employeeId: string,
  state: string,
  from: string,
  to: string,
) {
  const row = await sql<{ id: string }>`
    insert into event (employer_id, employment_id, employee_id, kind, state, payload, from_date, to_date,
                       reported_by_role)
    values (${world.employerId}, ${employmentId}, ${employeeId}, 'absence', ${state},
            ${JSON.stringify(eventPayloadSchema.parse(sickDays(from, to)))}, ${from}, ${to}, 'admin')
    returning id`.execute(testApp.db);
  return row.rows[0]!.id;
}

describe('the routes', () => {
  it('declare the payroll privileges', () => {
    const routes = listEmployerScopedRoutes(testApp.app)
      .filter(
        (route) =>
          route.url.includes('/payroll-runs') && !route.url.includes('/payslips') && route.method !== 'HEAD',
      )
      .map(
        (route) =>
          `${route.method} ${route.url.replace('/api/employer/:employerId', '')} ${JSON.stringify(route.employerAccess)}`,
      );
    const view =
      '{"privilege":["PayrollBasis.View.Preliminary","PayrollBasis.View.Completed"],"access":"read"}';
    const run = '{"privilege":"PayrollBasis.Run","access":"write"}';
    // A completed run's payout and salary payment file (issue 19): any bank file format lets in.
    const bankFiles =
      '"ReportingAndCompliance.BankFile.Iso20022","ReportingAndCompliance.BankFile.Iso20022Generic","ReportingAndCompliance.BankFile.BankgirotSalaries","ReportingAndCompliance.BankFile.BankgirotSupplierPayments"';
    expect(routes.sort()).toEqual(
      [
        `GET /payroll-runs ${view}`,
        `GET /payroll-runs/:runId ${view}`,
        `POST /payroll-runs ${run}`,
        `DELETE /payroll-runs/:runId ${run}`,
        `POST /payroll-runs/:runId/calculate ${run}`,
        `POST /payroll-runs/:runId/employees/:employmentId/recalculate ${run}`,
        'POST /payroll-runs/:runId/approvals/:step {"privilege":["PayrollBasis.Approve.First","PayrollBasis.Approve.Second","PayrollBasis.Approve.Complete"],"access":"write"}',
        'POST /payroll-runs/:runId/approvals/:step/abort {"privilege":["PayrollBasis.Abort.First","PayrollBasis.Abort.Second","PayrollBasis.Abort.Complete"],"access":"write"}',
        `GET /payroll-runs/:runId/payout {"privilege":[${bankFiles},"ReportingAndCompliance.PayoutInsight"],"access":"read"}`,
        `POST /payroll-runs/:runId/bank-files {"privilege":[${bankFiles}],"access":"write"}`,
      ].sort(),
    );
  });
});

describe('creating a run', () => {
  it('makes a draft with a Swedish label, audited, and one open run per period and kind', async () => {
    const run = await create({ kind: 'ordinary', period: '2026-03', payDate: '2026-03-25' });
    expect(run).toMatchObject({
      kind: 'ordinary',
      period: '2026-03',
      payDate: '2026-03-25',
      label: 'Lön mars 2026',
      status: 'draft',
      version: 1,
      approvals: [],
      correctsRunId: null,
      completedAt: null,
      employeeCount: 0,
    });
    expect(run.createdByName).not.toBe('');
    const audit = await auditOf(run.id);
    expect(audit.map((row) => row.action)).toEqual(['payroll-run.created']);
    expect(audit[0]!.employer_id).toBe(world.employerId);
    expect(audit[0]!.after).toMatchObject({ period: '2026-03', status: 'draft', label: 'Lön mars 2026' });

    const again = await world.asAdmin('POST', '/payroll-runs', {
      kind: 'ordinary',
      period: '2026-03',
      payDate: '2026-03-25',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYROLL_RUN_OPEN_FOR_PERIOD' });
    const extra = await create({ kind: 'extra', period: '2026-03', payDate: '2026-03-30' });
    expect(extra.label).toBe('Extra lön mars 2026');
  });

  it('refuses a date that does not exist, a correction without its run and foreign employments', async () => {
    const badDate = await world.asAdmin('POST', '/payroll-runs', {
      kind: 'ordinary',
      period: '2026-02',
      payDate: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual({ payDate: ['Ange ett giltigt utbetalningsdatum'] });
    const noRun = await world.asAdmin('POST', '/payroll-runs', {
      kind: 'correction',
      period: '2026-02',
      payDate: '2026-02-25',
    });
    expect(noRun.statusCode).toBe(422);
    expect(noRun.json()).toMatchObject({ code: 'PAYROLL_RUN_CORRECTS_INVALID' });
    const foreign = await world.asAdmin('POST', '/payroll-runs', {
      kind: 'extra',
      period: '2026-02',
      payDate: '2026-02-27',
      employmentIds: [world.otherEmploymentId],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'PAYROLL_RUN_EMPLOYMENTS_INVALID' });
  });

  it('is for PayrollBasis.Run only: the manager and the employee are refused, another company too', async () => {
    const body = { kind: 'ordinary', period: '2026-04', payDate: '2026-04-24' };
    for (const client of [world.asManager, world.asAnna]) {
      const response = await client('POST', '/payroll-runs', body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'PRIVILEGE_MISSING' });
    }
    const other = await world.asOtherAdmin('POST', '/payroll-runs', body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'EMPLOYER_ROLE_FORBIDDEN' });
    const runs = await testApp.db
      .selectFrom('payroll_run')
      .select('id')
      .where('period', '=', '2026-04')
      .execute();
    expect(runs).toEqual([]);
  });
});

describe('reading runs', () => {
  it('lists for admin and manager, not for the employee; another company sees none of them', async () => {
    const admin = await world.asAdmin('GET', '/payroll-runs');
    expect(admin.statusCode).toBe(200);
    const periods = (admin.json().runs as RunView[]).map((run) => `${run.period} ${run.kind}`);
    expect(periods.slice(0, 2).sort()).toEqual(['2026-03 extra', '2026-03 ordinary']);
    expect(admin.json().next.period).toMatch(/^\d{4}-\d{2}$/);
    const manager = await world.asManager('GET', '/payroll-runs');
    expect(manager.statusCode).toBe(200);
    expect(manager.json().runs.length).toBe(admin.json().runs.length);
    const anna = await world.asAnna('GET', '/payroll-runs');
    expect(anna.statusCode).toBe(403);
    const home = await world.asOtherAdminAtHome('GET', '/payroll-runs');
    expect(home.statusCode).toBe(200);
    expect(home.json().runs).toEqual([]);
  });

  it("answers 404 for another company's run asked for under one's own company", async () => {
    const run = (await world.asAdmin('GET', '/payroll-runs')).json().runs[0] as RunView;
    const response = await world.asOtherAdminAtHome('GET', `/payroll-runs/${run.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PAYROLL_RUN_NOT_FOUND' });
  });

  it('shows the basis: who is in, who is not and why, the attested events taken in and the reported left out', async () => {
    const { db } = testApp;
    // Ended before May 2026, and starting after it: both left out with the dates in Swedish.
    const gone = await insertEmployment(
      db,
      world.employerId,
      { firstName: 'Gustav', lastName: 'Gått' },
      null,
    );
    await sql`update employment set end_date = '2026-04-30' where id = ${gone.employmentId}`.execute(db);
    const later = await insertEmployment(db, world.employerId, { firstName: 'Lisa', lastName: 'Sen' }, null);
    await sql`update employment set start_date = '2026-06-01' where id = ${later.employmentId}`.execute(db);
    const attested = await insertEvent(
      world.anna.employmentId,
      world.anna.employeeId,
      'attested',
      '2026-05-04',
      '2026-05-05',
    );
    const reported = await insertEvent(
      world.bo.employmentId,
      world.bo.employeeId,
      'reported',
      '2026-05-11',
      '2026-05-11',
    );
    // Reported in June: not this period's.
    await insertEvent(world.bo.employmentId, world.bo.employeeId, 'reported', '2026-06-01', '2026-06-01');

    const run = await create({ kind: 'ordinary', period: '2026-05', payDate: '2026-05-25' });
    const detail = await get(run.id);
    expect(detail.employees.map((employee) => employee.employeeName).sort()).toEqual([
      'Anna Ek',
      'Bo Gran',
      'Maja Chef',
    ]);
    expect(detail.employees.every((employee) => employee.payslipId === null)).toBe(true);
    expect(detail.excluded).toEqual([
      {
        employmentId: gone.employmentId,
        employeeName: 'Gustav Gått',
        reason: 'Anställningen slutade 30 april 2026, före perioden.',
      },
      {
        employmentId: later.employmentId,
        employeeName: 'Lisa Sen',
        reason: 'Anställningen börjar 1 juni 2026, efter perioden.',
      },
    ]);
    expect(detail.eventsIncluded.map((event) => event.id)).toEqual([attested]);
    expect(detail.eventsLeftOut.map((event) => event.id)).toEqual([reported]);
  });
});

describe('approving a run', () => {
  let run: RunView;
  let annaEvent: string;

  beforeAll(async () => {
    annaEvent = await insertEvent(
      world.anna.employmentId,
      world.anna.employeeId,
      'attested',
      '2026-01-12',
      '2026-01-13',
    );
    run = await create({ kind: 'ordinary', period: '2026-01', payDate: '2026-01-23' });
  });

  it('refuses every step on a draft (out of order)', async () => {
    for (const step of ['first', 'second', 'complete']) {
      const response = await approve(world.asAdmin, run, step);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'PAYROLL_RUN_WRONG_STATUS',
        current: { status: 'draft' },
      });
    }
  });

  it('refuses the first approval while an employee has a blocking check', async () => {
    run = await markCalculated(run, { boChecks: BLOCKING, annaEventIds: [annaEvent] });
    // 35 000 + 30 000 kr gross; 8 000 + 6 500 kr tax; 27 000 + 23 500 kr net.
    expect(run).toMatchObject({ status: 'calculated', employeeCount: 2, blockingCount: 1, warningCount: 0 });
    expect(run.totals).toMatchObject({ grossOre: 6_500_000, taxOre: 1_450_000, netOre: 5_050_000 });
    const response = await approve(world.asAdmin, run, 'first');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PAYROLL_RUN_BLOCKING_CHECKS' });
    // Bo's data fixed and his payslip recalculated: a warning is left, which does not block.
    await sql`update payslip set checks = ${JSON.stringify(WARNING)} where run_id = ${run.id}
              and employment_id = ${world.bo.employmentId}`.execute(testApp.db);
    await refreshRunTotals(testApp.db, { runId: run.id });
    run = (await get(run.id)).run;
    expect(run).toMatchObject({ blockingCount: 0, warningCount: 1 });
  });

  it('refuses a stale version with the stored run, and the employee without the privilege', async () => {
    const stale = await approve(world.asAdmin, run, 'first', run.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { id: run.id, version: run.version },
    });
    const anna = await approve(world.asAnna, run, 'first');
    expect(anna.statusCode).toBe(403);
    expect(anna.json()).toMatchObject({ code: 'PRIVILEGE_MISSING' });
  });

  it('takes the first approval, then refuses the same person the second', async () => {
    const first = await approve(world.asAdmin, run, 'first');
    expect(first.statusCode, first.body).toBe(200);
    run = first.json() as RunView;
    expect(run.status).toBe('first-approved');
    expect(run.approvals.map((approval) => approval.step)).toEqual(['first']);
    const again = await approve(world.asAdmin, run, 'second');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'PAYROLL_RUN_SAME_APPROVER' });
    const early = await approve(world.asAdmin, run, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PAYROLL_RUN_WRONG_STATUS' });
  });

  it('takes the second from another person; the manager may not complete', async () => {
    const second = await approve(world.asManager, run, 'second');
    expect(second.statusCode, second.body).toBe(200);
    run = second.json() as RunView;
    expect(run.status).toBe('second-approved');
    const names = run.approvals.map((approval) => approval.byName);
    expect(names[0]).not.toBe(names[1]);
    const complete = await approve(world.asManager, run, 'complete');
    expect(complete.statusCode).toBe(403);
    expect(complete.json()).toMatchObject({ code: 'PRIVILEGE_MISSING' });
    // Nor may the manager abort the completion step (PayrollBasis.Abort.Complete is the admin's).
    const abortComplete = await abort(world.asManager, run, 'complete', 'Fel');
    expect(abortComplete.statusCode).toBe(403);
  });

  it('sends the run back step by step with a reason', async () => {
    const noReason = await abort(world.asManager, run, 'second', '  ');
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json().errors)).toContain('Ange varför godkännandet avbryts');
    const second = await abort(world.asManager, run, 'second', 'Bo:s OB saknas');
    expect(second.statusCode, second.body).toBe(200);
    run = second.json() as RunView;
    expect(run).toMatchObject({ status: 'first-approved', abortReason: 'Bo:s OB saknas' });
    expect(run.approvals.map((approval) => approval.step)).toEqual(['first']);
    const again = await abort(world.asManager, run, 'second', 'Igen');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYROLL_RUN_WRONG_STATUS' });
    const first = await abort(world.asAdmin, run, 'first', 'Räkna om alla');
    expect(first.statusCode, first.body).toBe(200);
    run = first.json() as RunView;
    expect(run).toMatchObject({ status: 'calculated', abortReason: 'Räkna om alla', approvals: [] });
  });

  it('lets the completer refuse a second-approved run, back to calculated', async () => {
    run = (await approve(world.asManager, run, 'first')).json() as RunView;
    expect(run.abortReason).toBeNull();
    run = (await approve(world.asAdmin, run, 'second')).json() as RunView;
    expect(run.status).toBe('second-approved');
    const refused = await abort(world.asAdmin, run, 'complete', 'Utbetalningsdagen är fel');
    expect(refused.statusCode, refused.body).toBe(200);
    run = refused.json() as RunView;
    expect(run).toMatchObject({
      status: 'calculated',
      approvals: [],
      abortReason: 'Utbetalningsdagen är fel',
    });
  });

  it('completes: the events paid, the run final, every step audited', async () => {
    run = (await approve(world.asAdmin, run, 'first')).json() as RunView;
    run = (await approve(world.asManager, run, 'second')).json() as RunView;
    const complete = await approve(world.asAdmin, run, 'complete');
    expect(complete.statusCode, complete.body).toBe(200);
    run = complete.json() as RunView;
    expect(run.status).toBe('completed');
    expect(run.completedAt).not.toBeNull();
    expect(run.approvals.map((approval) => approval.step)).toEqual(['first', 'second', 'complete']);
    const event = await testApp.db
      .selectFrom('event')
      .select(['state', 'paid_in_run_id', 'paid_in_run_label'])
      .where('id', '=', annaEvent)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ state: 'paid', paid_in_run_id: run.id, paid_in_run_label: 'Lön januari 2026' });
    const detail = await get(run.id);
    expect(detail.eventsIncluded.map((included) => included.id)).toEqual([annaEvent]);
    expect(detail.eventsLeftOut).toEqual([]);

    for (const step of ['first', 'second', 'complete']) {
      const back = await abort(world.asAdmin, run, step, 'För sent');
      expect(back.statusCode).toBe(409);
      expect(back.json()).toMatchObject({ code: 'PAYROLL_RUN_WRONG_STATUS' });
    }
    const gone = await world.asAdmin('DELETE', `/payroll-runs/${run.id}?version=${run.version}`);
    expect(gone.statusCode).toBe(409);
    const recalc = await world.asAdmin(
      'POST',
      `/payroll-runs/${run.id}/employees/${world.anna.employmentId}/recalculate`,
    );
    expect(recalc.statusCode).toBe(409);
    const calc = await world.asAdmin('POST', `/payroll-runs/${run.id}/calculate`, { version: run.version });
    expect(calc.statusCode).toBe(409);

    const audit = await auditOf(run.id);
    expect(audit.map((row) => [row.action, (row.after as { step?: string } | null)?.step ?? null])).toEqual([
      ['payroll-run.created', null],
      ['payroll-run.approved', 'first'],
      ['payroll-run.approved', 'second'],
      ['payroll-run.aborted', 'second'],
      ['payroll-run.aborted', 'first'],
      ['payroll-run.approved', 'first'],
      ['payroll-run.approved', 'second'],
      ['payroll-run.aborted', 'complete'],
      ['payroll-run.approved', 'first'],
      ['payroll-run.approved', 'second'],
      ['payroll-run.completed', 'complete'],
    ]);
    expect(audit.every((row) => row.employer_id === world.employerId)).toBe(true);
    expect(audit[3]!.after).toMatchObject({ reason: 'Bo:s OB saknas', status: 'first-approved' });
  });

  it('takes a correction of the completed run; a correction of an open run is refused', async () => {
    const correction = await create({
      kind: 'correction',
      period: '2026-02',
      payDate: '2026-02-25',
      correctsRunId: run.id,
      employmentIds: [world.anna.employmentId],
    });
    expect(correction).toMatchObject({ label: 'Korrigering februari 2026', correctsRunId: run.id });
    const detail = await get(correction.id);
    expect(detail.employees.map((employee) => employee.employeeName)).toEqual(['Anna Ek']);
    expect(detail.excluded.find((row) => row.employeeName === 'Bo Gran')?.reason).toBe(
      'Inte vald för den här körningen.',
    );
    const open = await world.asAdmin('POST', '/payroll-runs', {
      kind: 'correction',
      period: '2026-03',
      payDate: '2026-03-25',
      correctsRunId: correction.id,
    });
    expect(open.statusCode).toBe(422);
  });

  it('refuses a second ordinary run for the completed month; an extra run is fine', async () => {
    const twice = await world.asAdmin('POST', '/payroll-runs', {
      kind: 'ordinary',
      period: '2026-01',
      payDate: '2026-01-23',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PAYROLL_RUN_PERIOD_COMPLETED' });
    const extra = await create({ kind: 'extra', period: '2026-01', payDate: '2026-01-30' });
    expect(extra.status).toBe('draft');
  });

  it('suggests the month after the latest completed ordinary run', async () => {
    const list = (await world.asAdmin('GET', '/payroll-runs')).json();
    // Pay day 25 by default; 25 February 2026 is a Wednesday.
    expect(list.next).toEqual({ period: '2026-02', payDate: '2026-02-25' });
  });
});

describe('two people approving at once', () => {
  it('lets exactly one of them through; the other gets the stored run', async () => {
    let run = await create({ kind: 'extra', period: '2026-10', payDate: '2026-10-28' });
    run = await markCalculated(run);
    const answers = await Promise.all([
      approve(world.asAdmin, run, 'first'),
      approve(world.asManager, run, 'first'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { status: 'first-approved' } });
    const approvals = await testApp.db
      .selectFrom('payroll_run_approval')
      .select('step')
      .where('run_id', '=', run.id)
      .execute();
    expect(approvals).toEqual([{ step: 'first' }]);
  });
});

describe('the different-person setting switched off', () => {
  it('lets one person give both approvals', async () => {
    const settings = (await world.asAdmin('GET', '/settings/payout')).json();
    const saved = await world.asAdmin('PUT', '/settings/payout', {
      version: settings.version,
      value: { ...settings.value, requireDifferentApprovers: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let run = await create({ kind: 'ordinary', period: '2026-06', payDate: '2026-06-25' });
    run = await markCalculated(run);
    run = (await approve(world.asAdmin, run, 'first')).json() as RunView;
    const second = await approve(world.asAdmin, run, 'second');
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as RunView).status).toBe('second-approved');
  });
});

describe('deleting a run', () => {
  it('deletes a draft or calculated run at its version, audited; the manager may not', async () => {
    let run = await create({ kind: 'extra', period: '2026-07', payDate: '2026-07-28' });
    run = await markCalculated(run);
    const manager = await world.asManager('DELETE', `/payroll-runs/${run.id}?version=${run.version}`);
    expect(manager.statusCode).toBe(403);
    const stale = await world.asAdmin('DELETE', `/payroll-runs/${run.id}?version=${run.version - 1}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    const deleted = await world.asAdmin('DELETE', `/payroll-runs/${run.id}?version=${run.version}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const payslips = await testApp.db
      .selectFrom('payslip')
      .select('id')
      .where('run_id', '=', run.id)
      .execute();
    expect(payslips).toEqual([]);
    expect((await auditOf(run.id)).map((row) => row.action)).toEqual([
      'payroll-run.created',
      'payroll-run.deleted',
    ]);
    const missing = await world.asAdmin('GET', `/payroll-runs/${run.id}`);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a calculating run: its job is writing it', async () => {
    const run = await create({ kind: 'extra', period: '2026-09', payDate: '2026-09-28' });
    await sql`update payroll_run set status = 'calculating', version = version + 1 where id = ${run.id}`.execute(
      testApp.db,
    );
    const response = await world.asAdmin('DELETE', `/payroll-runs/${run.id}?version=${run.version + 1}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PAYROLL_RUN_WRONG_STATUS',
      current: { status: 'calculating' },
    });
  });

  it('refuses an approved run', async () => {
    let run = await create({ kind: 'extra', period: '2026-08', payDate: '2026-08-28' });
    run = await markCalculated(run);
    run = (await approve(world.asManager, run, 'first')).json() as RunView;
    const response = await world.asAdmin('DELETE', `/payroll-runs/${run.id}?version=${run.version}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PAYROLL_RUN_WRONG_STATUS' });
    const calc = await world.asAdmin('POST', `/payroll-runs/${run.id}/calculate`, { version: run.version });
    expect(calc.statusCode).toBe(409);
    const managerCalc = await world.asManager('POST', `/payroll-runs/${run.id}/calculate`, {
      version: run.version,
    });
    expect(managerCalc.statusCode).toBe(403);
  });
});
