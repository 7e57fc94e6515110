import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { completeNewRun } from '../payroll-runs/calculation/testing/calculation-test-setup.ts';

/*
 * Overtime taken as comp time that does not fit in the comp bank is paid as money on 222
 * (docs/balances.md *Payroll*). Comp bank: simple overtime × 1.5, at most 12 hours. Anna earns
 * 35 000 kr a month, 40 h a week: the hourly wage 35 000 × 12 / (52 × 40) = 201,923… kr. Worked by hand:
 * - 220, 4 h on 12 Jan 2026, paid by the completed January run: 4 × 1.5 = 6 h banked.
 * - February run: 220, 6 h on 18 Feb: 9 comp hours, room 12 − 6 = 6 → 6 banked, 3 paid
 *   (3 × 201,923… = 605,77 kr); 220, 2 h on 20 Feb: 3 comp hours, room 0 → 3 paid (605,77 kr).
 * - The February payslip: 35 000 kr (100) + 2 × 605,77 kr (222). Comp balance on 28 Feb: 6 + 6 = 12 h.
 */

let testApp: TestApp;
let world: EventWorld;

async function insertEvent(date: string, quantity: number, paid?: { runId: string; label: string }) {
  await testApp.db
    .insertInto('event')
    .values({
      employer_id: world.employerId,
      employment_id: world.anna.employmentId,
      employee_id: world.anna.employeeId,
      kind: 'transaction',
      state: paid ? 'paid' : 'attested',
      payload: JSON.stringify({ kind: 'transaction', salaryTypeCode: '220', date, quantity }),
      from_date: date,
      to_date: date,
      reported_by_role: 'user',
      paid_in_run_id: paid?.runId ?? null,
      paid_in_run_label: paid?.label ?? null,
    })
    .execute();
}

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2341);
  const db = testApp.db;
  const settings = (await world.asAdmin('GET', '/settings/time-banks')).json();
  const saved = await world.asAdmin('PUT', '/settings/time-banks', {
    version: settings.version,
    value: {
      ...settings.value,
      compBank: {
        ...settings.value.compBank,
        isEnabled: true,
        maxHours: 12,
        simpleOvertimeFactor: 1.5,
        expiryMonths: null,
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const who of [world.anna, world.bo, world.maja]) {
    await sql`update employee set birth_date = '1985-04-12',
        tax_settings = '{"method":"table","table":33,"column":1}'::jsonb,
        clearing_number = '3300', account_number = '8503120076'
      where id = ${who.employeeId}`.execute(db);
    await db
      .insertInto('salary_row')
      .values({ employment_id: who.employmentId, valid_from: '2025-01-01', amount_ore: 3_500_000 })
      .execute();
  }
  const january = await db
    .insertInto('payroll_run')
    .values({
      employer_id: world.employerId,
      kind: 'ordinary',
      period: '2026-01',
      pay_date: '2026-01-25',
      label: 'Lön januari 2026',
      status: 'completed',
      created_by_name: 'Test',
      completed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertEvent('2026-01-12', 4, { runId: january.id, label: 'Lön januari 2026' });
  await insertEvent('2026-02-18', 6);
  await insertEvent('2026-02-20', 2);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('comp time above the cap', () => {
  it('the run paying the overtime pays what does not fit on 222, and the bank holds only the cap', async () => {
    const db = testApp.db;
    const employerId = world.employerId;
    const runId = await completeNewRun(db, employerId, { period: '2026-02', payDate: '2026-02-25' });
    const lines = await db
      .selectFrom('payslip_line as l')
      .innerJoin('payslip as p', 'p.id', 'l.payslip_id')
      .select(['l.code', 'l.quantity', 'l.amount_ore', 'l.period_from'])
      .where('p.run_id', '=', runId)
      .where('p.employment_id', '=', world.anna.employmentId)
      .orderBy('l.code')
      .orderBy('l.period_from')
      .execute();
    expect(lines.map((line) => [line.code, Number(line.quantity), Number(line.amount_ore)])).toEqual([
      ['100', 1, 3_500_000],
      ['222', 3, 60_577], // 18 Feb: 9 − 6 fit = 3 h × 201,923… kr
      ['222', 3, 60_577], // 20 Feb: 2 × 1,5 = 3 h, no room
    ]);
    const balances = await world.asAdmin(
      'GET',
      `/employments/${world.anna.employmentId}/balances?date=2026-02-28`,
    );
    expect(balances.json().compTime.hours).toBe(12); // 6 + 6, the paid 6 h not banked
  });
});
