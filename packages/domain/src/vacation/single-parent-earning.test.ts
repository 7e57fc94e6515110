import { describe, expect, it } from 'vitest';
import { type AbsencePayload, absencePayloadSchema } from '../events/event-schema.ts';
import { calculatePayslip } from '../payroll/payslip/calculate-payslip.ts';
import { monthlyInput } from '../payroll/payslip/test-input.ts';
import { calculatePaidDays, type EarningAbsence, toEarningAbsence } from './vacation-earning.ts';

// Parental leave earns vacation for up to 120 days per child and earning year, 180 days when the
// parent is single (ensamstående) for that child (semesterlagen 17 §; figures [unverified],
// sources in docs/vacation.md *Earning*). The parental-leave event says so with `singleParent`.
// Paid days (7 §) = 25 × (days employed − whole days of absence past a limit) / days of the
// earning year, rounded up; `exactDays` is the same share to two decimals. Worked by hand from the
// calendar; the earning year is the calendar year 2026 (365 days), employed all of it.

const parental = (fromDate: string, toDate: string, more: Partial<AbsencePayload> = {}): AbsencePayload => ({
  kind: 'absence',
  absenceType: 'parental-leave',
  fromDate,
  toDate,
  extent: { mode: 'whole-days' },
  certificate: false,
  childBirthDate: '2025-11-03',
  ...more,
});
const year2026 = { from: '2026-01-01', to: '2026-12-31' };
const always = { startDate: '2020-01-01', endDate: null };
const paidDays = (payloads: AbsencePayload[]) =>
  calculatePaidDays({
    earningYear: year2026,
    employment: always,
    absences: payloads.flatMap((payload) => toEarningAbsence(payload) ?? []) as EarningAbsence[],
    paidDaysPerYear: 25,
  });

describe('a single parent’s parental leave earns vacation for 180 days of the child', () => {
  // 1 January – 30 May 2026 = 31 + 28 + 31 + 30 + 30 = 150 days, one child.
  it('150 days with the flag: all within 180, nothing lost, 25 × 365 / 365 = 25', () => {
    expect(paidDays([parental('2026-01-01', '2026-05-30', { singleParent: true })])).toMatchObject({
      earningAbsenceDays: 150,
      nonEarningAbsenceDays: 0,
      exactDays: 25,
      paidDays: 25,
    });
  });

  it('150 days without the flag: 30 past 120, 25 × (365 − 30) / 365 = 8 375 / 365 = 22,945… → 22,95, paid 23', () => {
    // The 30 days' share lost: 25 × 30 / 365 = 750 / 365 = 2,05 days.
    const expected = { earningAbsenceDays: 120, nonEarningAbsenceDays: 30, exactDays: 22.95, paidDays: 23 };
    expect(paidDays([parental('2026-01-01', '2026-05-30')])).toMatchObject(expected);
    expect(paidDays([parental('2026-01-01', '2026-05-30', { singleParent: false })])).toMatchObject(expected);
  });

  it('the limit is 180, not unlimited: 1 January – 30 June = 181 days, 1 past; 25 × 364 / 365 = 24,93 → 25', () => {
    // The 150 days above + 31 May + June's 30 = 181.
    expect(paidDays([parental('2026-01-01', '2026-06-30', { singleParent: true })])).toMatchObject({
      earningAbsenceDays: 180,
      nonEarningAbsenceDays: 1,
      exactDays: 24.93,
      paidDays: 25,
    });
  });

  it('is per child: another child without the flag keeps 120 days', () => {
    // Child A (flag): 1 January – 30 May, 150 days, within 180. Child B (no flag): 1 June –
    // 29 September = 30 + 31 + 31 + 29 = 121 days, 1 past its 120. 25 × 364 / 365 = 24,93 → 25.
    expect(
      paidDays([
        parental('2026-01-01', '2026-05-30', { singleParent: true }),
        parental('2026-06-01', '2026-09-29', { childBirthDate: '2023-06-10' }),
      ]),
    ).toMatchObject({ earningAbsenceDays: 150 + 120, nonEarningAbsenceDays: 1, exactDays: 24.93 });
  });

  it('one event of the child with the flag gives all of that child’s leave 180 days', () => {
    // 1 January – 30 April (120 days, no flag) + 1 – 30 May (30 days, flag): 150, within 180.
    expect(
      paidDays([
        parental('2026-01-01', '2026-04-30'),
        parental('2026-05-01', '2026-05-30', { singleParent: true }),
      ]),
    ).toMatchObject({ nonEarningAbsenceDays: 0, paidDays: 25 });
  });

  it('belongs to parental leave only: VAB with the flag keeps its own limit', () => {
    expect(toEarningAbsence(parental('2026-05-04', '2026-05-08', { singleParent: true }))).toMatchObject({
      cause: 'parental',
      childKey: '2025-11-03',
      isSingleParent: true,
    });
    const vab = {
      ...parental('2026-05-04', '2026-05-08', { singleParent: true }),
      absenceType: 'vab' as const,
    };
    expect(toEarningAbsence(vab)).not.toHaveProperty('isSingleParent');
    expect(toEarningAbsence(parental('2026-05-04', '2026-05-08'))).not.toHaveProperty('isSingleParent');
  });

  it('the event schema takes the flag as optional, and refuses one that is not true or false', () => {
    const { kind, absenceType, fromDate, toDate, extent } = parental('2026-05-04', '2026-05-08');
    const base = { kind, absenceType, fromDate, toDate, extent };
    expect(absencePayloadSchema.parse({ ...base, singleParent: true }).singleParent).toBe(true);
    expect(absencePayloadSchema.parse(base)).not.toHaveProperty('singleParent');
    expect(absencePayloadSchema.safeParse({ ...base, singleParent: 'ja' }).success).toBe(false);
  });
});

describe('the payslip’s days earned in May 2026 (monthly salary, 25 days a year)', () => {
  // Before May: the child's leave 1 January – 30 April = 31 + 28 + 31 + 30 = 120 days. May: leave
  // 1 – 30 May (30 days, days 121–150 of the child), employed all 31 days.
  // Days earned = 25 × (31 − whole days past the limit) / 365, two decimals.
  const mayEarned = (singleParent: boolean) =>
    calculatePayslip(
      monthlyInput(3_500_000, {
        period: '2026-05',
        payDate: '2026-05-25',
        events: [parental('2026-05-01', '2026-05-30', { singleParent })],
        vacationEarningYear: {
          earningYear: year2026,
          absences: [parental('2026-01-01', '2026-04-30', { singleParent })],
        },
      }),
    ).vacation.daysEarned;

  it('single parent: within 180, 25 × 31 / 365 = 775 / 365 = 2,123… → 2,12', () => {
    expect(mayEarned(true)).toBe(2.12);
  });

  it('not single: the 30 days are past 120, 25 × (31 − 30) / 365 = 0,068… → 0,07', () => {
    expect(mayEarned(false)).toBe(0.07);
  });
});
