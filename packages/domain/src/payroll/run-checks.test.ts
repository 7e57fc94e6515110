import { describe, expect, it } from 'vitest';
import type { PayslipLine } from './payslip/payslip-types.ts';
import { checkRunEmployee, hasBlockingCheck, type RunCheckInput } from './run-checks.ts';

function input(overrides: Partial<RunCheckInput> = {}, payslip: Partial<RunCheckInput['payslip']> = {}) {
  return {
    payslip: { grossOre: 3_500_000, netOre: 2_700_000, lines: [], problems: [], ...payslip },
    hasTaxSettings: true,
    hasValidBankAccount: true,
    previousGrossOre: 3_500_000,
    unattestedEventCount: 0,
    endsInPeriod: false,
    vacationDaysLeft: null,
    hourlyWageOre: null,
    ...overrides,
  } satisfies RunCheckInput;
}

const codes = (value: RunCheckInput) =>
  checkRunEmployee(value).map((check) => `${check.code}:${check.severity}`);

describe('checkRunEmployee', () => {
  it('finds nothing for an ordinary month', () => {
    expect(checkRunEmployee(input())).toEqual([]);
  });

  it('blocks without tax settings or a valid bank account', () => {
    expect(codes(input({ hasTaxSettings: false, hasValidBankAccount: false }))).toEqual([
      'NO_TAX_DECISION:blocking',
      'NO_BANK_ACCOUNT:blocking',
    ]);
    expect(checkRunEmployee(input({ hasValidBankAccount: false }))[0]?.message).toBe(
      'Giltigt bankkonto saknas, så lönen kan inte betalas ut.',
    );
  });

  // Amounts are written as Swedish numbers: a no-break space between thousands, U+2212 minus.
  it('blocks a negative net and warns of a zero net', () => {
    const negative = checkRunEmployee(input({}, { netOre: -123_450 }));
    expect(negative).toEqual([
      { code: 'NEGATIVE_NET', severity: 'blocking', message: 'Nettolönen är negativ (−1\u00a0234,5 kr).' },
    ]);
    expect(hasBlockingCheck(negative)).toBe(true);
    expect(codes(input({}, { netOre: 0 }))).toEqual(['ZERO_NET:warning']);
  });

  it('warns when gross moved more than the limit from last month, either way', () => {
    // 35 000 → 42 001 kr: +20,003 % > 20 %; 35 000 → 42 000 kr: exactly +20 %, not more.
    expect(codes(input({}, { grossOre: 4_200_100 }))).toEqual(['GROSS_CHANGED:warning']);
    expect(codes(input({}, { grossOre: 4_200_000 }))).toEqual([]);
    // 35 000 → 27 000 kr: −22,9 % (rounded −23 %).
    expect(checkRunEmployee(input({}, { grossOre: 2_700_000 }))[0]?.message).toBe(
      'Bruttolönen har ändrats med −23 % sedan förra månaden (35\u00a0000 kr → 27\u00a0000 kr).',
    );
    // A limit of 30 % from the settings; no earlier month, no check.
    expect(codes(input({ grossChangePercent: 30 }, { grossOre: 2_700_000 }))).toEqual([]);
    expect(codes(input({ previousGrossOre: null }, { grossOre: 100 }))).toEqual([]);
  });

  it('warns of unattested events, in Swedish singular and plural', () => {
    expect(checkRunEmployee(input({ unattestedEventCount: 1 }))[0]?.message).toBe(
      '1 händelse i perioden är inte attesterad och kommer inte med.',
    );
    expect(checkRunEmployee(input({ unattestedEventCount: 3 }))[0]?.message).toBe(
      '3 händelser i perioden är inte attesterade och kommer inte med.',
    );
  });

  it('warns when the employment ends without vacation compensation, unless no days are left', () => {
    expect(codes(input({ endsInPeriod: true }))).toEqual(['VACATION_NOT_SETTLED:warning']);
    expect(codes(input({ endsInPeriod: true, vacationDaysLeft: 0 }))).toEqual([]);
    const line = { code: '420' } as PayslipLine;
    expect(codes(input({ endsInPeriod: true, vacationDaysLeft: 7 }, { lines: [line] }))).toEqual([]);
  });

  it('warns of an hourly wage under the minimum the settings hold', () => {
    expect(codes(input({ hourlyWageOre: 12_000, minimumHourlyWageOre: 13_000 }))).toEqual([
      'BELOW_HOURLY_MINIMUM:warning',
    ]);
    expect(codes(input({ hourlyWageOre: 12_000 }))).toEqual([]);
  });

  it("takes in the calculation's problems once", () => {
    const problems = [
      { code: 'SICK_PAST_DAY_14' as const, severity: 'warning' as const, message: 'Sjuk mer än 14 dagar.' },
      { code: 'NEGATIVE_NET' as const, severity: 'blocking' as const, message: 'Negativ netto.' },
      { code: 'MISSING_TAX_TABLE' as const, severity: 'blocking' as const, message: 'Tabell saknas.' },
    ];
    expect(codes(input({ hasTaxSettings: false }, { netOre: -1, problems }))).toEqual([
      'NO_TAX_DECISION:blocking',
      'NEGATIVE_NET:blocking',
      'SICK_PAST_DAY_14:warning',
    ]);
  });
});
