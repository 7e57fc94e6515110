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
 * The year end's days to pay out, paid by the next payroll run (docs/balances.md *Year end*).
 * Calendar vacation year 2025, earned in the preceding year; everyone 35 000 kr a month,
 * sammalöneregeln with a tillägg of 0.8 %, employed since 2025-01-01. Worked by hand:
 * - Anna: opening balance 25 paid days as of 2025-01-01; a completed July 2025 run took 18 days and
 *   earned none. Ledger on 2025-12-31: 25 − 18 = 7 paid days. The year end: 25 paid, 18 taken,
 *   above 20: 5, at most 5 a year → 5 saved; 7 − 5 = 2 days to pay out. 2026 earns 25 (all of
 *   2025 employed) against 0 accrued: +25. On 2026-01-01: paid 7 − 5 − 2 + 25 = 25, saved 5.
 * - Bo and Maja: nothing left, nothing to pay out (+25 earned each).
 * January 2026 run: Anna's payslip pays semesterersättning for the 2 days at 2025's salary:
 * (4.6 + 0.8) % × 35 000 = 1 890 kr a day, 2 × 1 890 = 3 780,00 kr (420), beside 35 000 kr (100).
 * February 2026 run: no 420 line (the event is paid). A second year end writes nothing, and the
 * March run has no 420 line either. Anna's paid days stay 25 (the year end's adjustment took them
 * off once; the three runs then earn their monthly days).
 */

let testApp: TestApp;
let world: EventWorld;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildVacationYearWorld(testApp, { orgSeed: 2311, julyDaysTaken: 18 });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('paying out the year end’s days', () => {
  it('the next run pays them as semesterersättning once, and the balance loses them once', async () => {
    expect((await annaVacation(world, '2025-12-31')).paidDays).toBe(7);
    expect(await runYearEnd2025(world)).toMatchObject({ state: 'succeeded', daysSaved: 5, daysToPayOut: 2 });
    const after = await annaVacation(world, '2026-01-01');
    expect([after.paidDays, after.savedDays]).toEqual([25, 5]); // 7 − 5 − 2 + 25; 0 + 5

    expect(await payMonth(testApp, world, '2026-01', '2026-01-23')).toEqual([
      ['100', 1, 3_500_000],
      ['420', 2, 378_000], // 2 × (4,6 + 0,8) % × 35 000 = 2 × 1 890
    ]);
    expect((await payMonth(testApp, world, '2026-02', '2026-02-25')).map(([code]) => code)).toEqual(['100']);

    const again = await runYearEnd2025(world);
    expect(again).toMatchObject({ state: 'succeeded', eventsWritten: 0, daysToPayOut: 2 });
    expect((await payMonth(testApp, world, '2026-03', '2026-03-25')).map(([code]) => code)).toEqual(['100']);
    const later = await annaVacation(world, '2026-03-31');
    // 25 + the three runs' daysEarned, 25 × days of the month / 365 each: January and March
    // 25 × 31 / 365 = 2.12, February 25 × 28 / 365 = 1.92; 25 + 2.12 + 1.92 + 2.12 = 31.16.
    expect(later.paidDays).toBe(31.16);
    expect(later.savedDays).toBe(5);
  });
});
