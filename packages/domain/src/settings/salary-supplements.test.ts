import { describe, expect, it } from 'vitest';
import { STANDARD_SALARY_TYPES } from '../salary-types/standard-salary-types.ts';
import { DATED_ROWS_OVERLAP_MESSAGE } from '../time/effective-dating.ts';
import {
  DEFAULT_SALARY_SUPPLEMENTS,
  DEFAULT_STANDBY,
  DUPLICATE_OVERTIME_KIND_MESSAGE,
  findOvertimeRateOre,
  OB_KINDS,
  type SalarySupplements,
  salarySupplementsSchema,
  standbySchema,
} from './salary-supplements.ts';
import {
  computeRateAmountOre,
  DIVISOR_MESSAGE,
  MissingPayBasisError,
  NEGATIVE_RATE_MESSAGE,
  RATES_REQUIRED_MESSAGE,
} from './supplement-rates.ts';

const monthly35000 = { monthlySalaryOre: 3_500_000 };

function messagesByPath(value: unknown) {
  const result = salarySupplementsSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the hourly rate of an overtime kind', () => {
  it('enkel övertid M / 94: 35 000 kr → 372,34 kr per hour', () => {
    // 3 500 000 öre / 94 = 37 234.042… öre → 37 234 öre (half-up; the .042 rounds down)
    expect(findOvertimeRateOre(DEFAULT_SALARY_SUPPLEMENTS, 'simple', '2026-03-01', monthly35000)).toBe(
      37_234,
    );
  });

  it('kvalificerad övertid M / 72: 35 000 kr → 486,11 kr per hour', () => {
    // 3 500 000 / 72 = 48 611.11… öre → 48 611 öre
    expect(findOvertimeRateOre(DEFAULT_SALARY_SUPPLEMENTS, 'qualified', '2026-03-01', monthly35000)).toBe(
      48_611,
    );
  });

  it('rounds a line once: 9 h kvalificerad is 4 375,00 kr, not 9 × 486,11 = 4 374,99', () => {
    // 3 500 000 × 9 / 72 = 437 500 öre exactly
    const rate = { method: 'monthly-divisor', divisor: 72 } as const;
    expect(computeRateAmountOre(rate, monthly35000, 9)).toBe(437_500);
  });

  it('rounds a half öre up: 32 900 kr / 94 = 350,00 kr; 4 700,47 kr / 94 … ', () => {
    // 3 290 000 / 94 = 35 000 exactly; 470 047 / 94 = 5 000.5 → 5 001 (half away from zero)
    expect(
      computeRateAmountOre({ method: 'monthly-divisor', divisor: 94 }, { monthlySalaryOre: 3_290_000 }),
    ).toBe(35_000);
    expect(
      computeRateAmountOre({ method: 'monthly-divisor', divisor: 94 }, { monthlySalaryOre: 470_047 }),
    ).toBe(5001);
  });

  it('a percentage of the hourly wage: 200 kr/h × 150 % = 300 kr; of a monthly salary via r = M × 12 / (52 × V)', () => {
    expect(computeRateAmountOre({ method: 'hourly-percent', percent: 150 }, { hourlyWageOre: 20_000 })).toBe(
      30_000,
    );
    // r = 35 000 × 12 / (52 × 40) = 201.923… kr; × 150 % = 302.884… kr → 30 288 öre
    expect(computeRateAmountOre({ method: 'hourly-percent', percent: 150 }, monthly35000)).toBe(30_288);
    // Part-time 30 h: r = 35 000 × 12 / (52 × 30) = 269.230… kr; × 200 % = 538.461… → 53 846 öre
    expect(
      computeRateAmountOre({ method: 'hourly-percent', percent: 200 }, { ...monthly35000, weeklyHours: 30 }),
    ).toBe(53_846);
  });

  it('a fixed amount per hour, times 2.5 hours: 45,50 kr × 2,5 = 113,75 kr', () => {
    expect(computeRateAmountOre({ method: 'amount', amountOre: 4550 }, {}, 2.5)).toBe(11_375);
  });

  it('a divisor needs a monthly salary', () => {
    expect(() =>
      computeRateAmountOre({ method: 'monthly-divisor', divisor: 94 }, { hourlyWageOre: 20_000 }),
    ).toThrow(MissingPayBasisError);
  });

  it('uses the row in force on the date: a new divisor from 2026-07-01', () => {
    const settings: SalarySupplements = {
      ...DEFAULT_SALARY_SUPPLEMENTS,
      overtime: [
        {
          kind: 'simple',
          rates: [
            {
              validFrom: '2025-01-01',
              validTo: '2026-06-30',
              rate: { method: 'monthly-divisor', divisor: 94 },
            },
            { validFrom: '2026-07-01', validTo: null, rate: { method: 'monthly-divisor', divisor: 90 } },
          ],
        },
      ],
    };
    expect(findOvertimeRateOre(settings, 'simple', '2026-06-30', monthly35000)).toBe(37_234);
    // 3 500 000 / 90 = 38 888.8… → 38 889
    expect(findOvertimeRateOre(settings, 'simple', '2026-07-01', monthly35000)).toBe(38_889);
    expect(findOvertimeRateOre(settings, 'simple', '2024-12-31', monthly35000)).toBeUndefined();
    expect(findOvertimeRateOre(settings, 'qualified', '2026-07-01', monthly35000)).toBeUndefined();
  });
});

describe('the settings documents', () => {
  it('accepts the defaults', () => {
    expect(salarySupplementsSchema.parse(DEFAULT_SALARY_SUPPLEMENTS)).toEqual(DEFAULT_SALARY_SUPPLEMENTS);
    expect(standbySchema.parse(DEFAULT_STANDBY)).toEqual(DEFAULT_STANDBY);
  });

  it('refuses a negative amount and a zero divisor with Swedish messages on the field', () => {
    const value = structuredClone(DEFAULT_SALARY_SUPPLEMENTS);
    value.ob[0]!.rates[0]!.rate = { method: 'amount', amountOre: -100 };
    value.overtime[0]!.rates[0]!.rate = { method: 'monthly-divisor', divisor: 0 };
    expect(messagesByPath(value)).toEqual({
      'ob.0.rates.0.rate.amountOre': NEGATIVE_RATE_MESSAGE,
      'overtime.0.rates.0.rate.divisor': DIVISOR_MESSAGE,
    });
  });

  it('refuses overlapping validity periods on the later row', () => {
    const value = structuredClone(DEFAULT_SALARY_SUPPLEMENTS);
    value.overtime[1]!.rates = [
      { validFrom: '2025-01-01', validTo: null, rate: { method: 'monthly-divisor', divisor: 72 } },
      { validFrom: '2026-01-01', validTo: null, rate: { method: 'monthly-divisor', divisor: 70 } },
    ];
    expect(messagesByPath(value)).toEqual({ 'overtime.1.rates.1.validFrom': DATED_ROWS_OVERLAP_MESSAGE });
  });

  it('refuses a kind without rates, a kind twice and a time that is not TT:MM', () => {
    const value = structuredClone(DEFAULT_SALARY_SUPPLEMENTS);
    value.overtime[2] = { kind: 'simple', rates: [] };
    value.ob[1]!.startTime = '25:00';
    expect(messagesByPath(value)).toEqual({
      'overtime.2.rates': RATES_REQUIRED_MESSAGE,
      'overtime.2.kind': DUPLICATE_OVERTIME_KIND_MESSAGE,
      'ob.1.startTime': 'Ange en tid (TT:MM)',
    });
  });

  it('refuses a stand-by period without a name', () => {
    const value = structuredClone(DEFAULT_STANDBY);
    value.periods[0]!.name = '  ';
    const result = standbySchema.safeParse(value);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['periods.0.name', 'Ange ett namn'],
    ]);
  });
});

describe('the link to the salary types', () => {
  it('every standard OB salary type reads its rate by an OB kind of these settings', () => {
    const keys = STANDARD_SALARY_TYPES.flatMap(({ treatment: { rateRule } }) =>
      rateRule.method === 'settings' && rateRule.setting === 'ob' ? [rateRule.key] : [],
    );
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(OB_KINDS as readonly (string | null)[]).toContain(key);
    // The defaults have one period of each of those kinds.
    expect(DEFAULT_SALARY_SUPPLEMENTS.ob.map((period) => period.kind).sort()).toEqual([...keys].sort());
  });
});
