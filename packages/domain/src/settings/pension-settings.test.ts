import { describe, expect, it } from 'vitest';
import { DATED_ROWS_OVERLAP_MESSAGE } from '../time/effective-dating.ts';
import {
  CAP_BELOW_LIMIT_MESSAGE,
  computePensionPremium,
  computePlanPremium,
  DEFAULT_PENSION_SETTINGS,
  itp1LikeRule,
  type PensionPlan,
  pensionSettingsSchema,
} from './pension-settings.ts';
import { NEGATIVE_RATE_MESSAGE } from './supplement-rates.ts';

const itp1 = itp1LikeRule('2025-01-01');

describe('the monthly pension premium and särskild löneskatt', () => {
  it('ITP 1-like, 60 000 kr in 2026 (IBB 83 400): premium 4 708,13 kr, SLP 1 142,19 kr', () => {
    // limit 7.5 × 83 400 / 12 = 52 125 kr
    // 4.5 % × 52 125 = 2 345.625; 30 % × (60 000 − 52 125 = 7 875) = 2 362.50
    // 2 345.625 + 2 362.50 = 4 708.125 kr → 4 708.13 (half up, once)
    // SLP 24.26 % × 4 708.13 = 1 142.192338 → 1 142.19
    expect(computePensionPremium(itp1, 6_000_000, '2026-04-25')).toEqual({
      limitOre: 5_212_500,
      premiumOre: 470_813,
      specialPayrollTaxOre: 114_219,
    });
  });

  it('the same pay in 2025 (IBB 80 600): limit 50 375 kr, premium 5 155,13 kr', () => {
    // 4.5 % × 50 375 = 2 266.875; 30 % × 9 625 = 2 887.50; sum 5 154.375 → 5 154.38
    // SLP 24.26 % × 5 154.38 = 1 250.452588 → 1 250.45
    expect(computePensionPremium(itp1, 6_000_000, '2025-12-25')).toEqual({
      limitOre: 5_037_500,
      premiumOre: 515_438,
      specialPayrollTaxOre: 125_045,
    });
  });

  it('below the limit only 4.5 %: 35 000 kr → 1 575 kr, SLP 382,10 kr', () => {
    // 4.5 % × 35 000 = 1 575.00; 24.26 % × 1 575 = 382.095 → 382.10
    expect(computePensionPremium(itp1, 3_500_000, '2026-01-25')).toMatchObject({
      premiumOre: 157_500,
      specialPayrollTaxOre: 38_210,
    });
  });

  it('nothing above the cap of 30 IBB / 12 = 208 500 kr (2026)', () => {
    // 2 345.625 + 30 % × (208 500 − 52 125 = 156 375) = 2 345.625 + 46 912.50 = 49 258.125 → 49 258.13
    expect(computePensionPremium(itp1, 30_000_000, '2026-01-25').premiumOre).toBe(4_925_813);
    expect(computePensionPremium({ ...itp1, capIbb: null }, 30_000_000, '2026-01-25').premiumOre).toBe(
      // + 30 % × (300 000 − 208 500) = 27 450 more
      4_925_813 + 2_745_000,
    );
  });

  it('adds a fixed amount: 2 % below, 500 kr a month', () => {
    const rule = { ...itp1, percentBelow: 2, percentAbove: 2, capIbb: null, fixedAmountOre: 50_000 };
    // 2 % × 40 000 = 800 + 500 = 1 300 kr; SLP 24.26 % × 1 300 = 315.38
    expect(computePensionPremium(rule, 4_000_000, '2026-01-25')).toMatchObject({
      premiumOre: 130_000,
      specialPayrollTaxOre: 31_538,
    });
  });

  it('a plan uses the rule in force on the date', () => {
    const plan: PensionPlan = {
      id: '7e000000-0000-4000-8000-000000000001',
      name: 'Egen plan',
      provider: 'own',
      rules: [{ ...itp1, validFrom: '2026-03-01', percentBelow: 5 }],
    };
    expect(computePlanPremium(plan, 3_000_000, '2026-02-28')).toBeUndefined();
    // 5 % × 30 000 = 1 500 kr
    expect(computePlanPremium(plan, 3_000_000, '2026-03-25')?.premiumOre).toBe(150_000);
  });
});

describe('the settings document', () => {
  it('accepts the defaults and an ITP 1 plan', () => {
    expect(pensionSettingsSchema.parse(DEFAULT_PENSION_SETTINGS)).toEqual(DEFAULT_PENSION_SETTINGS);
    const value = {
      plans: [
        { id: '7e000000-0000-4000-8000-000000000001', name: 'ITP 1', provider: 'collectum', rules: [itp1] },
      ],
      bookSpecialPayrollTaxMonthly: false,
    };
    expect(pensionSettingsSchema.parse(value)).toEqual(value);
  });

  it('refuses a negative percentage, a cap below the limit and overlapping rules', () => {
    const result = pensionSettingsSchema.safeParse({
      plans: [
        {
          id: '7e000000-0000-4000-8000-000000000001',
          name: 'ITP 1',
          provider: 'collectum',
          rules: [
            { ...itp1, percentBelow: -1, capIbb: 5 },
            { ...itp1, validFrom: '2026-01-01' },
          ],
        },
      ],
      bookSpecialPayrollTaxMonthly: true,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['plans.0.rules.0.percentBelow', NEGATIVE_RATE_MESSAGE],
      ['plans.0.rules.0.capIbb', CAP_BELOW_LIMIT_MESSAGE],
      ['plans.0.rules.1.validFrom', DATED_ROWS_OVERLAP_MESSAGE],
    ]);
  });
});
