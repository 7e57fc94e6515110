import { describe, expect, it } from 'vitest';
import { lineAmountOre, type RateRule, rateOre } from './salary-type-rate.ts';
import { STANDARD_SALARY_TYPES } from './standard-salary-types.ts';

const ruleOf = (code: string): RateRule => {
  const type = STANDARD_SALARY_TYPES.find((candidate) => candidate.code === code);
  if (!type) throw new Error(`no standard type ${code}`);
  return type.treatment.rateRule;
};

const M_30000 = { monthlySalaryOre: 3_000_000, weeklyHours: 40 };

describe('rates of the standard types, worked by hand (domain notes §9)', () => {
  it('karensavdrag, monthly pay: 0.2 × 0.8 × M × 12/52; M 30,000 → 1,107.69 kr (§9.1)', () => {
    // 30,000 × 12 = 360,000; / 52 = 6,923.0769; × 0.16 = 1,107.6923 kr → 110,769 öre.
    expect(lineAmountOre(1, rateOre(ruleOf('312'), M_30000)!)).toBe(110_769);
  });

  it('karensavdrag, hourly pay: 100 kr/h, 40 h a week → 640 kr (§9.1)', () => {
    // 0.2 × 0.8 × 100 × 40 = 640 kr.
    expect(lineAmountOre(1, rateOre(ruleOf('313'), { hourlySalaryOre: 10_000, weeklyHours: 40 })!)).toBe(
      64_000,
    );
  });

  it('VAB: r per hour; 4 h at M 30,000 → 692.31 kr (§9.1, unionen: 692 kr)', () => {
    // r = 30,000 × 12 / (52 × 40) = 360,000 / 2,080 = 173.0769; × 4 = 692.3077 → 69,231 öre.
    expect(lineAmountOre(4, rateOre(ruleOf('330'), M_30000)!)).toBe(69_231);
  });

  it('sick deduction days 1–14: 20 % × r per hour; 20 h at M 28,000 → 646.15 kr (TMF case, §9.1)', () => {
    // r = 28,000 × 12 / 2,080 = 161.5385; × 0.2 × 20 = 646.1538 → 64,615 öre.
    expect(lineAmountOre(20, rateOre(ruleOf('310'), { monthlySalaryOre: 2_800_000, weeklyHours: 40 })!)).toBe(
      64_615,
    );
  });

  it('overtime: M/94 enkel and M/72 kvalificerad (§9.2)', () => {
    // 30,000 / 94 = 319.1489 kr → 31,915 öre; 30,000 / 72 = 416.6667 kr → 41,667 öre.
    expect(lineAmountOre(1, rateOre(ruleOf('210'), M_30000)!)).toBe(31_915);
    expect(lineAmountOre(1, rateOre(ruleOf('211'), M_30000)!)).toBe(41_667);
  });

  it('leave over five days: M × 12/365 per calendar day; 16 days at M 27,000 → 14,202.74 kr (§9.7)', () => {
    // 27,000 × 12 / 365 = 887.6712 kr; × 16 = 14,202.7397 → 1,420,274 öre.
    expect(lineAmountOre(16, rateOre(ruleOf('341'), { monthlySalaryOre: 2_700_000 })!)).toBe(1_420_274);
  });

  it('leave up to five days: M/21 per workday; 2 days at M 31,500 → 3,000 kr (§9.1)', () => {
    // 31,500 / 21 = 1,500 kr; × 2 = 3,000 kr.
    expect(lineAmountOre(2, rateOre(ruleOf('340'), { monthlySalaryOre: 3_150_000 })!)).toBe(300_000);
  });

  it('semestertillägg 0.8 % and 0.43 % of M per day; semesterersättning 5.4 % (§9.3, §7.1)', () => {
    // 30,000 × 0.008 = 240 kr; × 0.0043 = 129 kr; × 0.054 = 1,620 kr.
    expect(lineAmountOre(1, rateOre(ruleOf('402'), M_30000)!)).toBe(24_000);
    expect(lineAmountOre(1, rateOre(ruleOf('401'), M_30000)!)).toBe(12_900);
    expect(lineAmountOre(1, rateOre(ruleOf('420'), M_30000)!)).toBe(162_000);
  });

  it('sjuklön 80 % of the hourly wage: 8 h at 150 kr → 960 kr', () => {
    // 150 × 0.8 = 120 kr/h; × 8 = 960 kr.
    expect(lineAmountOre(8, rateOre(ruleOf('300'), { hourlySalaryOre: 15_000 })!)).toBe(96_000);
  });

  it('a deduction line rounds half away from zero, so −0.5 öre is −1 öre', () => {
    expect(lineAmountOre(-1, 0.5)).toBe(-1);
    expect(lineAmountOre(1, 0.5)).toBe(1);
  });

  it('answers null when the rule needs a setting, an entered amount or a missing input', () => {
    expect(rateOre(ruleOf('700'), M_30000)).toBeNull();
    expect(rateOre(ruleOf('500'), M_30000)).toBeNull();
    expect(rateOre(ruleOf('330'), { monthlySalaryOre: 3_000_000 })).toBeNull();
    expect(rateOre(ruleOf('110'), M_30000)).toBeNull();
    expect(rateOre({ method: 'fixed', amountOre: 12_345 }, {})).toBe(12_345);
  });
});
