import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { monthlyPayslip } from '../payslips/testing/payslip-test-setup.ts';

/*
 * Anna's balances, worked by hand (docs/balances.md):
 * - Opening balance as of 2026-01-01: 10 paid, 3 saved (saved from 2025), no advance.
 * - January run (completed, paid 2026-01-25): 2.08 days earned.
 * - February run (completed, paid 2026-02-25): 2.08 earned, 3 taken; it paid a comp leave on
 *   Monday 16 Feb (8 scheduled hours) and unpaid vacation Tue 17–Wed 18 Feb (2 working days).
 * - March run only calculated (preliminary, paid 2026-03-25): 2.08 earned, 5 taken — counts for nothing.
 * - Attested adjustments: +10 h comp 15 Jan, +4.5 h flex 20 Jan, +1.5 vacation days 10 Feb.
 * - An attested comp leave 2 Mar that no run has paid yet: counts for nothing.
 * On 2026-03-31: paid 10 + 2.08 + 2.08 − 3 + 1.5 = 12.66; saved 3 (2025: 3); unpaid taken 2;
 * comp 10 − 8 = 2 h; flex 4.5 h. On 2026-02-01: paid 10 + 2.08 = 12.08; comp 10 h; flex 4.5 h.
 */

let testApp: TestApp;
let world: EventWorld;

async function insertVacationRun(
  db: Kysely<Database>,
  world: EventWorld,
  run: { period: string; payDate: string; label: string; completed: boolean },
  vacation: { daysEarned: number; daysTaken: number },
): Promise<string> {
  const { id: runId } = await db
    .insertInto('payroll_run')
    .values({
      employer_id: world.employerId,
      kind: 'ordinary',
      period: run.period,
      pay_date: run.payDate,
      label: run.label,
      status: 'calculated',
      created_by_name: 'Test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const result = { ...monthlyPayslip(run.period, run.payDate, 3_500_000), vacation };
  await db
    .insertInto('payslip')
    .values({
      employer_id: world.employerId,
      run_id: runId,
      employment_id: world.anna.employmentId,
      employee_id: world.anna.employeeId,
      employee_name: 'Anna Ek',
      period: run.period,
      pay_date: run.payDate,
      gross_ore: result.grossOre,
      benefits_ore: result.benefitsOre,
      taxable_ore: result.taxableOre,
      tax_ore: result.taxOre,
      net_deductions_ore: result.netDeductionsOre,
      tax_free_ore: result.taxFreeOre,
      net_ore: result.netOre,
      employer_contributions_ore: result.contributions.totalOre,
      result: JSON.stringify(result),
    })
    .execute();
  if (run.completed)
    await db
      .updateTable('payroll_run')
      .set({ status: 'completed', completed_at: new Date() })
      .where('id', '=', runId)
      .execute();
  return runId;
}

async function insertEvent(
  db: Kysely<Database>,
  world: EventWorld,
  payload: Record<string, unknown> & { kind: string },
  dates: { from: string; to: string },
  paid?: { runId: string; label: string },
) {
  await db
    .insertInto('event')
    .values({
      employer_id: world.employerId,
      employment_id: world.anna.employmentId,
      employee_id: world.anna.employeeId,
      kind: payload.kind,
      state: paid ? 'paid' : 'attested',
      payload: JSON.stringify(payload),
      from_date: dates.from,
      to_date: dates.to,
      reported_by_role: 'user',
      paid_in_run_id: paid?.runId ?? null,
      paid_in_run_label: paid?.label ?? null,
    })
    .execute();
}

const wholeDays = (absenceType: string, from: string, to: string) => ({
  kind: 'absence',
  absenceType,
  fromDate: from,
  toDate: to,
  extent: { mode: 'whole-days' },
});
const adjustment = (balance: string, change: number, reason: string) => ({
  kind: 'balance',
  balance,
  change,
  reason,
});

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2201);
  const db = testApp.db;
  const opening = {
    version: 1,
    asOf: '2026-01-01',
    vacation: { paidDays: 10, savedDays: 3, advanceDays: 0 },
    yearToDate: { grossOre: 0, taxOre: 0, benefitsOre: 0 },
  };
  await sql`update employee set opening_balances = ${JSON.stringify(opening)}::jsonb where id = ${world.anna.employeeId}`.execute(
    db,
  );
  await insertVacationRun(
    db,
    world,
    { period: '2026-01', payDate: '2026-01-25', label: 'Lön januari 2026', completed: true },
    { daysEarned: 2.08, daysTaken: 0 },
  );
  const february = await insertVacationRun(
    db,
    world,
    { period: '2026-02', payDate: '2026-02-25', label: 'Lön februari 2026', completed: true },
    { daysEarned: 2.08, daysTaken: 3 },
  );
  await insertVacationRun(
    db,
    world,
    { period: '2026-03', payDate: '2026-03-25', label: 'Lön mars 2026', completed: false },
    { daysEarned: 2.08, daysTaken: 5 },
  );
  const paid = { runId: february, label: 'Lön februari 2026' };
  await insertEvent(db, world, adjustment('comp-time', 10, 'Övertid december'), {
    from: '2026-01-15',
    to: '2026-01-15',
  });
  await insertEvent(db, world, adjustment('flex', 4.5, 'Från gamla systemet'), {
    from: '2026-01-20',
    to: '2026-01-20',
  });
  await insertEvent(db, world, adjustment('vacation-days', 1.5, 'Rättelse'), {
    from: '2026-02-10',
    to: '2026-02-10',
  });
  await insertEvent(
    db,
    world,
    wholeDays('comp-time-leave', '2026-02-16', '2026-02-16'),
    { from: '2026-02-16', to: '2026-02-16' },
    paid,
  );
  await insertEvent(
    db,
    world,
    wholeDays('vacation-unpaid', '2026-02-17', '2026-02-18'),
    { from: '2026-02-17', to: '2026-02-18' },
    paid,
  );
  await insertEvent(db, world, wholeDays('comp-time-leave', '2026-03-02', '2026-03-02'), {
    from: '2026-03-02',
    to: '2026-03-02',
  });
});

afterAll(async () => {
  await testApp?.close();
});

const path = (employmentId: string, date: string) => `/employments/${employmentId}/balances?date=${date}`;

describe('GET /employments/:id/balances', () => {
  it('sums the opening balance, completed runs and attested adjustments, worked by hand', async () => {
    const response = await world.asAdmin('GET', path(world.anna.employmentId, '2026-03-31'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.employeeName).toBe('Anna Ek');
    expect(body.vacation).toMatchObject({
      paidDays: 12.66,
      savedDays: 3,
      savedByYear: [{ year: 2025, days: 3 }],
      unpaidDaysTaken: 2,
      advanceDays: 0,
    });
    expect(body.compTime.hours).toBe(2);
    expect(body.flex.hours).toBe(4.5);
    expect(body.vacation.history).toEqual([
      {
        date: '2026-01-01',
        cause: 'opening',
        part: 'paid',
        amount: 10,
        runLabel: null,
        reason: null,
        adjustedBy: null,
      },
      {
        date: '2026-01-01',
        cause: 'opening',
        part: 'saved',
        amount: 3,
        runLabel: null,
        reason: null,
        adjustedBy: null,
      },
      {
        date: '2026-01-25',
        cause: 'earned',
        part: 'paid',
        amount: 2.08,
        runLabel: 'Lön januari 2026',
        reason: null,
        adjustedBy: null,
      },
      {
        date: '2026-02-10',
        cause: 'adjusted',
        part: 'paid',
        amount: 1.5,
        runLabel: null,
        reason: 'Rättelse',
        adjustedBy: null,
      },
      {
        date: '2026-02-17',
        cause: 'taken',
        part: 'unpaid',
        amount: 2,
        runLabel: 'Lön februari 2026',
        reason: null,
        adjustedBy: null,
      },
      {
        date: '2026-02-25',
        cause: 'earned',
        part: 'paid',
        amount: 2.08,
        runLabel: 'Lön februari 2026',
        reason: null,
        adjustedBy: null,
      },
      {
        date: '2026-02-25',
        cause: 'taken',
        part: 'paid',
        amount: -3,
        runLabel: 'Lön februari 2026',
        reason: null,
        adjustedBy: null,
      },
    ]);
    expect(body.compTime.history).toEqual([
      {
        date: '2026-01-15',
        cause: 'adjusted',
        part: null,
        amount: 10,
        runLabel: null,
        reason: 'Övertid december',
        adjustedBy: null,
      },
      {
        date: '2026-02-16',
        cause: 'taken',
        part: null,
        amount: -8,
        runLabel: 'Lön februari 2026',
        reason: null,
        adjustedBy: null,
      },
    ]);
  });

  it('follows completed runs only: a preliminary run and an unpaid leave change nothing', async () => {
    const before = (await world.asAdmin('GET', path(world.anna.employmentId, '2026-03-31'))).json();
    expect(
      before.vacation.history.some((c: { runLabel: string | null }) => c.runLabel === 'Lön mars 2026'),
    ).toBe(false);
    const early = (await world.asAdmin('GET', path(world.anna.employmentId, '2026-02-01'))).json();
    expect(early.vacation.paidDays).toBe(12.08);
    expect(early.compTime.hours).toBe(10);
    expect(early.flex.hours).toBe(4.5);
    expect(early.vacation.unpaidDaysTaken).toBe(0);
  });

  it('a user sees their own, a manager the team, an admin everyone; the rest is 404', async () => {
    expect(
      (await world.asAnna('GET', path(world.anna.employmentId, '2026-03-31'))).json().vacation.paidDays,
    ).toBe(12.66);
    expect((await world.asManager('GET', path(world.anna.employmentId, '2026-03-31'))).statusCode).toBe(200);
    expect((await world.asAdmin('GET', path(world.bo.employmentId, '2026-03-31'))).statusCode).toBe(200);
    const bo = (await world.asAdmin('GET', path(world.bo.employmentId, '2026-03-31'))).json();
    expect(bo.vacation.paidDays).toBe(0);
    expect(bo.vacation.history).toEqual([]);
    const hidden = await world.asBo('GET', path(world.anna.employmentId, '2026-03-31'));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('BALANCES_NOT_FOUND');
    expect((await world.asManager('GET', path(world.bo.employmentId, '2026-03-31'))).statusCode).toBe(404);
    expect(
      (await world.asOtherAdminAtHome('GET', path(world.anna.employmentId, '2026-03-31'))).statusCode,
    ).toBe(404);
    expect((await world.asOtherAdmin('GET', path(world.anna.employmentId, '2026-03-31'))).statusCode).toBe(
      403,
    );
  });

  it('refuses a broken date with 400', async () => {
    expect((await world.asAdmin('GET', path(world.anna.employmentId, '2026-3-1'))).statusCode).toBe(400);
  });
});

describe('GET /balances/vacation (bulk vacation balance)', () => {
  it("lists every employment's vacation balance at the date by name, filtered by name", async () => {
    const response = await world.asAdmin('GET', '/balances/vacation?date=2026-03-31');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.date).toBe('2026-03-31');
    // By last name: Chef, Ek, Gran.
    expect(
      body.rows.map((row: { employeeName: string; paidDays: number }) => [row.employeeName, row.paidDays]),
    ).toEqual([
      ['Maja Chef', 0],
      ['Anna Ek', 12.66],
      ['Bo Gran', 0],
    ]);
    expect(body.rows[1]).toMatchObject({
      savedDays: 3,
      unpaidDaysTaken: 2,
      advanceDays: 0,
      startDate: '2025-01-01',
    });
    const filtered = (await world.asAdmin('GET', '/balances/vacation?date=2026-03-31&q=ek')).json();
    expect(filtered.rows.map((row: { employeeName: string }) => row.employeeName)).toEqual(['Anna Ek']);
  });

  it('leaves out employments not yet begun on the date', async () => {
    const body = (await world.asAdmin('GET', '/balances/vacation?date=2024-12-31')).json();
    expect(body.rows).toEqual([]);
  });

  it('exports the same rows as CSV with Swedish headers and decimal commas', async () => {
    const response = await world.asAdmin('GET', '/balances/vacation/export?date=2026-03-31&q=anna');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('semestersaldon-2026-03-31.csv');
    expect(response.body).toBe(
      '\uFEFFAnställd;Anställningens start;Anställningens slut;Betalda dagar;Sparade dagar;Obetalda dagar uttagna;Förskottsdagar\r\n' +
        'Anna Ek;2025-01-01;;12,66;3;2;0\r\n',
    );
  });

  it('is for admins with the privilege only; another company is refused', async () => {
    for (const client of [world.asManager, world.asAnna, world.asOtherAdmin]) {
      expect((await client('GET', '/balances/vacation?date=2026-03-31')).statusCode).toBe(403);
      expect((await client('GET', '/balances/vacation/export?date=2026-03-31')).statusCode).toBe(403);
    }
    // The other company is on Lön Bas, which has no bulk vacation balance: refused there too.
    expect((await world.asOtherAdminAtHome('GET', '/balances/vacation?date=2026-03-31')).statusCode).toBe(
      403,
    );
  });
});

describe('the history per kind', () => {
  it('comes only with the kind’s details privilege: Lön Bas has vacation details but no comp or flex time', async () => {
    const response = await world.asOtherAdminAtHome('GET', path(world.otherEmploymentId, '2026-03-31'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.vacation.history).toEqual([]);
    expect(body.compTime).toEqual({ hours: 0, history: null });
    expect(body.flex).toEqual({ hours: 0, history: null, limitWarning: null });
  });
});

// Runs last: the adjustments below change Bo's and Anna's balances that the tests above add up.
describe('POST /employments/:id/balances/adjustments (manual adjustment from the balances tab)', () => {
  const adjust = (employmentId: string) => `/employments/${employmentId}/balances/adjustments`;

  it('adds an attested balance event with its reason, audited as reported and attested', async () => {
    const response = await world.asAdmin('POST', adjust(world.bo.employmentId), {
      balance: 'vacation-days',
      date: '2026-03-10',
      change: 2.5,
      reason: 'Dagar från gamla systemet',
    });
    expect(response.statusCode).toBe(201);
    const { eventId } = response.json();
    // The history names who adjusted: the admin who reported it.
    const admin = await testApp.db
      .selectFrom('event')
      .innerJoin('identity', 'identity.id', 'event.reported_by_user_id')
      .select(['identity.first_name', 'identity.last_name', 'identity.email'])
      .where('event.id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(admin.email ?? admin.first_name).toBeTruthy();
    // Bo had no vacation days: 0 + 2.5 = 2.5 on 31 March, nothing on 9 March.
    const after = (await world.asAdmin('GET', path(world.bo.employmentId, '2026-03-31'))).json();
    expect(after.vacation.paidDays).toBe(2.5);
    expect(after.vacation.history).toEqual([
      {
        date: '2026-03-10',
        cause: 'adjusted',
        part: 'paid',
        amount: 2.5,
        runLabel: null,
        reason: 'Dagar från gamla systemet',
        adjustedBy: [admin.first_name, admin.last_name].filter(Boolean).join(' ') || admin.email,
      },
    ]);
    expect(
      (await world.asAdmin('GET', path(world.bo.employmentId, '2026-03-09'))).json().vacation.paidDays,
    ).toBe(0);
    const audits = await testApp.db
      .selectFrom('audit_event')
      .select(['action', 'employer_id'])
      .where('entity_id', '=', eventId)
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'event.reported', employer_id: world.employerId },
      { action: 'event.attested', employer_id: world.employerId },
    ]);
    const stored = await testApp.db
      .selectFrom('event')
      .select(['state', 'kind'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'attested', kind: 'balance' });
  });

  it('takes hours off flex for a manager’s team member; never the manager’s own', async () => {
    // Anna's flex was 4.5 h: 4.5 − 1.25 = 3.25 h.
    const response = await world.asManager('POST', adjust(world.anna.employmentId), {
      balance: 'flex',
      date: '2026-03-11',
      change: -1.25,
      reason: 'Rättelse av flex',
    });
    expect(response.statusCode).toBe(201);
    expect((await world.asAdmin('GET', path(world.anna.employmentId, '2026-03-31'))).json().flex.hours).toBe(
      3.25,
    );
    const own = await world.asManager('POST', adjust(world.maja.employmentId), {
      balance: 'flex',
      date: '2026-03-11',
      change: 2,
      reason: 'Egen flex',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('EVENT_OWN_ATTESTATION');
    // Nothing of the refused adjustment stays behind, not even a reported event.
    const left = await testApp.db
      .selectFrom('event')
      .select('id')
      .where('employment_id', '=', world.maja.employmentId)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a missing reason or a zero change with Swedish field messages (400)', async () => {
    const response = await world.asAdmin('POST', adjust(world.bo.employmentId), {
      balance: 'comp-time',
      date: '2026-03-10',
      change: 0,
      reason: '  ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(JSON.stringify(body.errors)).toContain('Ange en anledning till justeringen');
    expect(JSON.stringify(body.errors)).toContain('Ange en justering skild från noll');
  });

  it('is refused to an employee, another team and another company', async () => {
    const body = { balance: 'vacation-days', date: '2026-03-10', change: 1, reason: 'Egen' };
    const own = await world.asAnna('POST', adjust(world.anna.employmentId), body);
    expect(own.statusCode).toBe(403);
    expect((await world.asManager('POST', adjust(world.bo.employmentId), body)).statusCode).toBe(404);
    expect((await world.asOtherAdmin('POST', adjust(world.anna.employmentId), body)).statusCode).toBe(403);
    // The other company is on Lön Bas, without attestation (AdvancedEvents): refused before the employment is looked up.
    expect((await world.asOtherAdminAtHome('POST', adjust(world.anna.employmentId), body)).statusCode).toBe(
      403,
    );
  });
});
