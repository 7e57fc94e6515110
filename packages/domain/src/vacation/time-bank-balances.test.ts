import { describe, expect, test } from 'vitest';
import { testContext } from '../events/test-context.ts';
import type { TimeBankSettings } from '../settings/time-bank-settings.ts';
import { applyCompTime, applyFlex, closeCompYear } from './time-bank-balances.ts';

const compBank: TimeBankSettings['compBank'] = {
  isEnabled: true,
  maxHours: 75,
  simpleOvertimeFactor: 1.5,
  qualifiedOvertimeFactor: 2,
  isPayoutAboveMaxAtYearEnd: true,
  expiryMonths: 12,
};
const flexBank: TimeBankSettings['flexBank'] = {
  isEnabled: true,
  plusLimitHours: 40,
  minusLimitHours: 10,
  reconciliationPeriod: 'month',
};

describe('comp time', () => {
  test('earned from overtime up to the cap, taken oldest first, expired hours paid out', () => {
    const result = applyCompTime(
      compBank,
      [],
      [
        // 10 h simple × 1.5 = 15 h.
        { kind: 'overtime', date: '2026-01-15', overtimeHours: 10, overtimeKind: 'simple' },
        // 40 h qualified × 2 = 80 h; 60 h fit under 75, 20 h are paid as overtime money.
        { kind: 'overtime', date: '2026-02-10', overtimeHours: 40, overtimeKind: 'qualified' },
        // From January's 15 h: 7 h left.
        { kind: 'leave', date: '2026-03-02', hours: 8 },
        // January's 7 h expired on 15 January 2027 (12 months) and were paid; 10 h from February's 60.
        { kind: 'leave', date: '2027-01-16', hours: 10 },
      ],
    );
    expect(result.changes).toEqual([
      { date: '2026-01-15', kind: 'earned', hours: 15 },
      { date: '2026-02-10', kind: 'earned', hours: 60 },
      { date: '2026-02-10', kind: 'overflowPaid', hours: 20 },
      { date: '2026-03-02', kind: 'taken', hours: -8 },
      { date: '2027-01-15', kind: 'expiredPaid', hours: -7 },
      { date: '2027-01-16', kind: 'taken', hours: -10 },
    ]);
    expect(result.lots).toEqual([{ earnedOn: '2026-02-10', hours: 50 }]);
    expect(result.balanceHours).toBe(50);
    expect(result.warnings).toEqual([]);
  });

  test('leave beyond the bank takes what there is and warns about the rest', () => {
    const result = applyCompTime(
      compBank,
      [{ earnedOn: '2026-01-01', hours: 1.5 }],
      [{ kind: 'leave', date: '2026-02-02', hours: 4 }],
    );
    expect(result.balanceHours).toBe(0);
    expect(result.changes).toEqual([{ date: '2026-02-02', kind: 'taken', hours: -1.5 }]);
    expect(result.warnings).toEqual([
      { date: '2026-02-02', code: 'LEAVE_EXCEEDS_BALANCE', missingHours: 2.5 },
    ]);
  });

  test('at the year end the hours above the cap are paid out', () => {
    const result = closeCompYear(compBank, [{ earnedOn: '2026-05-01', hours: 80 }], '2026-12-31');
    expect(result.changes).toEqual([{ date: '2026-12-31', kind: 'yearEndPaid', hours: -5 }]);
    expect(result.balanceHours).toBe(75);
    const kept = closeCompYear(
      { ...compBank, isPayoutAboveMaxAtYearEnd: false },
      [{ earnedOn: '2026-05-01', hours: 80 }],
      '2026-12-31',
    );
    expect(kept.balanceHours).toBe(80);
    expect(kept.changes).toEqual([]);
  });
});

describe('comp time: expiry and the year end in the ledger', () => {
  test('a lot may be used on its expiry day and is gone at its end', () => {
    // 7 h earned 15 January 2026 expire 12 months later, on 15 January 2027.
    const lots = [{ earnedOn: '2026-01-15', hours: 7 }];
    expect(applyCompTime(compBank, lots, [], '2027-01-14').balanceHours).toBe(7);
    const onTheDay = applyCompTime(compBank, lots, [], '2027-01-15');
    expect(onTheDay.balanceHours).toBe(0);
    expect(onTheDay.changes).toEqual([{ date: '2027-01-15', kind: 'expiredPaid', hours: -7 }]);
  });

  test('each 31 December passed pays out the hours above the cap, oldest first', () => {
    const result = applyCompTime(
      compBank,
      [],
      [
        // An adjustment is banked whatever the cap: 80 h.
        { kind: 'adjustment', date: '2026-05-04', hours: 80, reason: 'Från förra systemet' },
        // 80 − 2 = 78 h.
        { kind: 'leave', date: '2026-06-01', hours: 2 },
        // After the year end: 75 − 5 = 70 h.
        { kind: 'leave', date: '2027-02-01', hours: 5 },
      ],
      '2027-02-28',
      { closeYears: true },
    );
    // 31 Dec 2026: 78 − 75 = 3 h above the cap paid out; the 2027 year end is after 28 February.
    expect(result.changes).toEqual([
      { date: '2026-05-04', kind: 'adjusted', hours: 80 },
      { date: '2026-06-01', kind: 'taken', hours: -2 },
      { date: '2026-12-31', kind: 'yearEndPaid', hours: -3 },
      { date: '2027-02-01', kind: 'taken', hours: -5 },
    ]);
    expect(result.balanceHours).toBe(70);
    // Asked on 31 December itself, the year end has happened (at the end of the day).
    expect(
      applyCompTime(compBank, [{ earnedOn: '2026-05-04', hours: 78 }], [], '2026-12-31', { closeYears: true })
        .changes,
    ).toEqual([{ date: '2026-12-31', kind: 'yearEndPaid', hours: -3 }]);
    // Without closeYears, or with the settings' payout off, the 78 h stay.
    expect(
      applyCompTime(compBank, [{ earnedOn: '2026-05-04', hours: 78 }], [], '2027-01-01').balanceHours,
    ).toBe(78);
    expect(
      applyCompTime(
        { ...compBank, isPayoutAboveMaxAtYearEnd: false },
        [{ earnedOn: '2026-05-04', hours: 78 }],
        [],
        '2027-01-01',
        { closeYears: true },
      ).balanceHours,
    ).toBe(78);
  });

  test('hours expiring on 31 December expire before the cap is checked', () => {
    // 10 h earned 31 Dec 2025 expire on 31 Dec 2026; then 70 h ≤ 75: nothing above the cap.
    // (On 31 Dec 2025 the bank held 10 h: nothing above the cap.)
    const result = applyCompTime(
      compBank,
      [{ earnedOn: '2025-12-31', hours: 10 }],
      [{ kind: 'adjustment', date: '2026-03-02', hours: 70, reason: 'Övertid' }],
      '2027-01-05',
      { closeYears: true },
    );
    expect(result.changes).toEqual([
      { date: '2026-03-02', kind: 'adjusted', hours: 70 },
      { date: '2026-12-31', kind: 'expiredPaid', hours: -10 },
    ]);
    expect(result.balanceHours).toBe(70);
  });
});

describe('flex', () => {
  test('hours worked against the schedule, flex leave, and the limits checked per month', () => {
    const result = applyFlex(
      flexBank,
      0,
      [
        { kind: 'worked', date: '2026-03-02', hours: 9 }, // +1
        { kind: 'worked', date: '2026-03-03', hours: 10 }, // +2
        { kind: 'leave', date: '2026-03-04', hours: 2 }, // −2 → March ends at +1
        { kind: 'worked', date: '2026-04-06', hours: 8 }, // Easter Monday, nothing scheduled: +8
        { kind: 'adjustment', date: '2026-04-10', hours: 35, reason: 'Övertagen från förra systemet' }, // 44
      ],
      testContext(),
    );
    expect(result.balanceHours).toBe(44);
    expect(result.checks).toEqual([
      {
        period: { from: '2026-03-01', to: '2026-03-31' },
        balanceHours: 1,
        status: 'withinLimits',
        excessHours: 0,
      },
      {
        period: { from: '2026-04-01', to: '2026-04-30' },
        balanceHours: 44,
        status: 'overPlusLimit',
        excessHours: 4,
      },
    ]);
  });

  test('below the minus limit', () => {
    const result = applyFlex(
      flexBank,
      0,
      [
        { kind: 'worked', date: '2026-05-04', hours: 2 }, // −6
        { kind: 'worked', date: '2026-05-05', hours: 2 }, // −6 → −12, 2 under −10
      ],
      testContext(),
    );
    expect(result.checks).toEqual([
      {
        period: { from: '2026-05-01', to: '2026-05-31' },
        balanceHours: -12,
        status: 'underMinusLimit',
        excessHours: 2,
      },
    ]);
  });
});
