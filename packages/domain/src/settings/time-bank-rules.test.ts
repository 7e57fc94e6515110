import { describe, expect, test } from 'vitest';
import {
  checkFlexBalance,
  convertOvertimeToCompHours,
  depositCompHours,
  findCompHoursExpiry,
  findFlexPeriod,
  settleCompBankAtYearEnd,
} from './time-bank-rules.ts';
import { DEFAULT_TIME_BANK_SETTINGS, timeBankSettingsSchema } from './time-bank-settings.ts';

const compBank = { ...DEFAULT_TIME_BANK_SETTINGS.compBank, isEnabled: true, maxHours: 40 };
const flexBank = { ...DEFAULT_TIME_BANK_SETTINGS.flexBank, isEnabled: true };

describe('comp time bank', () => {
  test('3 h simple × 1.5 = 4.5 h; 2 h 20 min qualified × 2 = 4 h 40 min', () => {
    expect(convertOvertimeToCompHours(compBank, 3, 'simple')).toBe(4.5);
    expect(convertOvertimeToCompHours(compBank, 140 / 60, 'qualified')).toBe(280 / 60);
  });

  test('38 h + 4.5 h with a 40 h cap: 2 h fit, 2.5 h are paid as money', () => {
    expect(depositCompHours(compBank, 38, 4.5)).toEqual({ balanceHours: 40, overflowHours: 2.5 });
    expect(depositCompHours(compBank, 10, 4.5)).toEqual({ balanceHours: 14.5, overflowHours: 0 });
  });

  test('year end: 46 h with a 40 h cap pays out 6 h, or keeps all 46 h when payout is off', () => {
    expect(settleCompBankAtYearEnd(compBank, 46)).toEqual({ payoutHours: 6, keptHours: 40 });
    expect(settleCompBankAtYearEnd({ ...compBank, isPayoutAboveMaxAtYearEnd: false }, 46)).toEqual({
      payoutHours: 0,
      keptHours: 46,
    });
  });

  test('expiry: 12 months after 15 March 2026 is 15 March 2027; 1 month after 31 January is 28 February', () => {
    expect(findCompHoursExpiry(compBank, '2026-03-15')).toBeNull();
    expect(findCompHoursExpiry({ ...compBank, expiryMonths: 12 }, '2026-03-15')).toBe('2027-03-15');
    expect(findCompHoursExpiry({ ...compBank, expiryMonths: 1 }, '2026-01-31')).toBe('2026-02-28');
  });
});

describe('flex bank', () => {
  test('periods: May 2026 by month, quarter, half year and year', () => {
    expect(findFlexPeriod('month', '2026-05-20')).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(findFlexPeriod('quarter', '2026-05-20')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(findFlexPeriod('halfYear', '2026-11-02')).toEqual({ from: '2026-07-01', to: '2026-12-31' });
    expect(findFlexPeriod('year', '2026-02-28')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  test('limits +40 h / −10 h: 45 h is 5 h over, −12.5 h is 2.5 h under, 39 h is within', () => {
    expect(checkFlexBalance(flexBank, 45)).toEqual({ status: 'overPlusLimit', excessHours: 5 });
    expect(checkFlexBalance(flexBank, -12.5)).toEqual({ status: 'underMinusLimit', excessHours: 2.5 });
    expect(checkFlexBalance(flexBank, 39)).toEqual({ status: 'withinLimits', excessHours: 0 });
  });
});

test('the schema: defaults valid; a factor of 0.5, a negative cap and 61 months refused in Swedish', () => {
  expect(timeBankSettingsSchema.safeParse(DEFAULT_TIME_BANK_SETTINGS).success).toBe(true);
  const result = timeBankSettingsSchema.safeParse({
    ...DEFAULT_TIME_BANK_SETTINGS,
    compBank: { ...compBank, maxHours: -1, simpleOvertimeFactor: 0.5, expiryMonths: 61 },
  });
  expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
    'compBank.maxHours: Taket ska vara 0–1 000 timmar',
    'compBank.simpleOvertimeFactor: Faktorn ska vara 1–3 (t.ex. 1,5 eller 2)',
    'compBank.expiryMonths: Ange 1–60 månader, eller lämna tomt om timmarna inte förfaller',
  ]);
});
