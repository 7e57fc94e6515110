import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import type { EventWorld } from '../events/testing/event-test-setup.ts';
import {
  annaVacation,
  buildVacationYearWorld,
  payMonth,
  runYearEnd2025,
} from './testing/vacation-year-world.ts';

/*
 * Semesterersättning at a termination counts the balance Saldon shows (docs/balances.md *Payroll*):
 * manual adjustments and the year end's saved and paid-out days, not only the payslips' days.
 * Calendar vacation year, earned in the preceding year; 35 000 kr a month, sammalöneregeln with a
 * tillägg of 0.8 %, employed since 2025-01-01. Worked by hand for Anna:
 * - Opening balance 25 paid days on 2025-01-01; a completed July 2025 run took 15 days, earned none.
 *   Ledger on 2025-12-31: 25 − 15 = 10.
 * - Year end 2025: 25 paid, 15 taken, above 20: 5, at most 5 a year → 5 saved; 10 − 5 = 5 days to
 *   pay out. 2026 earns 25 (all of 2025 employed) against 0 accrued: +25. On 2026-01-01:
 *   paid 10 − 5 − 5 + 25 = 25, saved 5.
 * - Adjustment −3 paid days on 2026-01-15 (attested): paid 22, saved 5.
 * - Employment ends 2026-01-31. The January 2026 run pays 35 000 kr (100), the year end's 5 days
 *   (420: 5 × (4.6 + 0.8) % × 35 000 = 5 × 1 890 = 9 450,00 kr) and semesterersättning for the
 *   22 + 5 = 27 days left plus January's own earned days, 25 × 31/365 = 2,123… → 2,12
 *   (420: 29,12 × 1 890 = 55 036,80 kr). The payslips' days alone would have said 25 − 15 = 10
 *   days and no saved days.
 */

let testApp: TestApp;
let world: EventWorld;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildVacationYearWorld(testApp, { orgSeed: 2333, julyDaysTaken: 15 });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('vacation compensation at a termination', () => {
  it('pays the days the ledger has left after the adjustment and the year end', async () => {
    expect(await runYearEnd2025(world)).toMatchObject({ state: 'succeeded', daysSaved: 5, daysToPayOut: 5 });
    const adjusted = await world.asAdmin(
      'POST',
      `/employments/${world.anna.employmentId}/balances/adjustments`,
      {
        balance: 'vacation-days',
        date: '2026-01-15',
        change: -3,
        reason: 'Rättelse: tre dagar för mycket',
      },
    );
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    await sql`update employment set end_date = '2026-01-31' where id = ${world.anna.employmentId}`.execute(
      testApp.db,
    );
    const before = await annaVacation(world, '2026-01-31');
    expect([before.paidDays, before.savedDays]).toEqual([22, 5]); // 25 − 3; 5

    const lines = await payMonth(testApp, world, '2026-01', '2026-01-23');
    expect(lines.sort((a, b) => Number(a[2]) - Number(b[2]))).toEqual([
      ['420', 5, 945_000], // the year end's payout: 5 × 1 890
      ['100', 1, 3_500_000],
      ['420', 29.12, 5_503_680], // termination: (22 + 5 + 2,12) × (4,6 + 0,8) % × 35 000 = 29,12 × 1 890
    ]);
    // Saldon after the final payslip: nothing left. It earned 2,12 and paid out 29,12 days, the 5
    // saved first: paid 22 + 2,12 − 24,12 = 0, saved 5 − 5 = 0.
    const after = await annaVacation(world, '2026-01-31');
    expect([after.paidDays, after.savedDays]).toEqual([0, 0]);
    expect(
      after.history
        .filter((change: { cause: string }) => change.cause === 'paidOut')
        .map((change: { part: string; amount: number }) => [change.part, change.amount]),
    ).toEqual([
      ['paid', -24.12],
      ['saved', -5],
    ]);
  });
});
