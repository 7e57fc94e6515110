import { describe, expect, it } from 'vitest';
import type { TimeBankSettings } from '../settings/time-bank-settings.ts';
import { findFlexLimitWarning } from './flex-limit.ts';

const flexBank: TimeBankSettings['flexBank'] = {
  isEnabled: true,
  plusLimitHours: 40,
  minusLimitHours: 10,
  reconciliationPeriod: 'month',
};

// Flex +30 h on 5 Oct, +12.5 h on 20 Oct, −50 h on 10 Nov (hours, signed).
const changes = [
  { date: '2026-10-05', amount: 30 },
  { date: '2026-10-20', amount: 12.5 },
  { date: '2026-11-10', amount: -50 },
];

describe('flex limits at the end of a reconciliation period', () => {
  it('warns when the last ended month closed over the plus limit', () => {
    // On 15 Nov the last ended month is October: 30 + 12.5 = 42.5 h, 2.5 h over 40.
    expect(findFlexLimitWarning(flexBank, changes, '2026-11-15')).toEqual({
      periodEnd: '2026-10-31',
      status: 'overPlusLimit',
      limitHours: 40,
      balanceHours: 42.5,
      excessHours: 2.5,
    });
  });

  it('counts the period ending on the date itself, and the minus limit', () => {
    // 30 Nov ends November: 42.5 − 50 = −7.5 h, within −10: no warning.
    expect(findFlexLimitWarning(flexBank, changes, '2026-11-30')).toBeNull();
    // A −3 h more on 25 Nov: −10.5 h, 0.5 h under the minus limit.
    expect(
      findFlexLimitWarning(flexBank, [...changes, { date: '2026-11-25', amount: -3 }], '2026-11-30'),
    ).toEqual({
      periodEnd: '2026-11-30',
      status: 'underMinusLimit',
      limitHours: 10,
      balanceHours: -10.5,
      excessHours: 0.5,
    });
  });

  it('is quiet at the limit itself, with a quarter not yet ended, and with the flex bank off', () => {
    // Exactly 40 h on 31 Oct: not over.
    expect(findFlexLimitWarning(flexBank, [{ date: '2026-10-05', amount: 40 }], '2026-11-15')).toBeNull();
    // Quarterly: on 15 Nov the last ended quarter is Jul–Sep, with nothing: 0 h.
    expect(
      findFlexLimitWarning({ ...flexBank, reconciliationPeriod: 'quarter' }, changes, '2026-11-15'),
    ).toBeNull();
    expect(findFlexLimitWarning({ ...flexBank, isEnabled: false }, changes, '2026-11-15')).toBeNull();
  });
});
