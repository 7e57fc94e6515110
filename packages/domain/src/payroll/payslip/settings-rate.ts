import type { RateRule } from '../../salary-types/salary-type-rate.ts';
import {
  DEFAULT_SALARY_SUPPLEMENTS,
  DEFAULT_STANDBY,
  type OvertimeKind,
} from '../../settings/salary-supplements.ts';
import {
  computeRateAmountOre,
  MissingPayBasisError,
  type PayBasis,
  type SupplementRate,
} from '../../settings/supplement-rates.ts';
import { DEFAULT_TRAVEL_ALLOWANCES, DEFAULT_TRAVEL_MILEAGE } from '../../settings/travel-settings.ts';
import { findEffective } from '../../time/effective-dating.ts';
import type { PayslipContext } from './payslip-context.ts';

/** Kostförmån per day, öre (swedish-payroll.md §9.4): frukost 20 %, lunch 40 % of the full day. */
const MEAL_BENEFIT_ORE: Record<number, Record<string, number>> = {
  2025: { 'full-day': 30_500, lunch: 12_200, breakfast: 6100 },
  2026: { 'full-day': 31_000, lunch: 12_400, breakfast: 6200 },
};

type SettingsRule = Extract<RateRule, { method: 'settings' }>;

/** A line amount priced from a company setting: exact, rounded once to the öre. */
export type SettingsPrice = { amountOre: number; rateOre: number } | null;

function perUnit(rateOre: number | undefined, quantity: number): SettingsPrice {
  return rateOre === undefined ? null : { amountOre: Math.round(rateOre * quantity), rateOre };
}

function fromSupplement(rate: SupplementRate | undefined, pay: PayBasis, quantity: number): SettingsPrice {
  if (!rate) return null;
  try {
    return {
      amountOre: computeRateAmountOre(rate, pay, quantity),
      rateOre: computeRateAmountOre(rate, pay, 1),
    };
  } catch (error) {
    // An M/94 rate for an hourly wage, say: the caller reports the missing rate.
    if (error instanceof MissingPayBasisError) return null;
    throw error;
  }
}

/**
 * The amount of `quantity` units of a type whose rate is a company setting on `date`: overrides
 * first (`setting:key`, then `setting`), then the company's settings or their defaults; null when
 * the company has no such rate.
 */
export function priceFromSettings(
  ctx: PayslipContext,
  rule: SettingsRule,
  date: string,
  quantity: number,
): SettingsPrice {
  const settings = ctx.input.settings ?? {};
  const overrides = settings.rateOverrides ?? {};
  const override = overrides[`${rule.setting}:${rule.key ?? ''}`] ?? overrides[rule.setting];
  if (override !== undefined) return perUnit(override, quantity);
  const payOre = ctx.salaryOn(date);
  const { salaryForm, weeklyHours } = ctx.input.employment;
  const pay: PayBasis =
    salaryForm === 'monthly'
      ? { monthlySalaryOre: payOre, weeklyHours }
      : { hourlyWageOre: payOre, weeklyHours };
  switch (rule.setting) {
    case 'ob': {
      const period = (settings.supplements ?? DEFAULT_SALARY_SUPPLEMENTS).ob.find(
        (ob) => ob.kind === rule.key,
      );
      return period ? fromSupplement(findEffective(period.rates, date)?.rate, pay, quantity) : null;
    }
    case 'overtime': {
      // Hourly-paid overtime (212, key 'hourly') is priced by the company's enkel övertid, whose
      // hourly-percent form applies to the hourly wage.
      const wanted: OvertimeKind = rule.key === 'hourly' ? 'simple' : (rule.key as OvertimeKind);
      const kind = (settings.supplements ?? DEFAULT_SALARY_SUPPLEMENTS).overtime.find(
        (overtime) => overtime.kind === wanted,
      );
      return kind ? fromSupplement(findEffective(kind.rates, date)?.rate, pay, quantity) : null;
    }
    case 'standby': {
      const periods = (settings.standby ?? DEFAULT_STANDBY).periods;
      const period = rule.key
        ? periods.find((item) => item.id === rule.key || item.name === rule.key)
        : periods[0];
      return period ? fromSupplement(findEffective(period.rates, date)?.rate, pay, quantity) : null;
    }
    case 'per-diem': {
      if (rule.key !== 'domestic') return null;
      const row = findEffective((settings.travelAllowances ?? DEFAULT_TRAVEL_ALLOWANCES).rates, date);
      return perUnit(row?.wholeDayOre, quantity);
    }
    case 'mileage': {
      if (rule.key !== 'own-car') return null;
      const row = findEffective((settings.travelMileage ?? DEFAULT_TRAVEL_MILEAGE).rates, date);
      // The setting is per mil; the salary type counts kilometres.
      return perUnit(row ? row.ownCarPerMilOre / 10 : undefined, quantity);
    }
    case 'meal-benefit':
      return perUnit(MEAL_BENEFIT_ORE[Number(date.slice(0, 4))]?.[rule.key ?? ''], quantity);
    default:
      return null;
  }
}
