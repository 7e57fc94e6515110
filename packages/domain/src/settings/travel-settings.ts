import { z } from 'zod';
import { divideRounded, roundScaled } from '../money/ore.ts';
import { findTravelTaxFreeParameters, type TravelTaxFreeParameters } from '../payroll/travel-parameters.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import { findEffective } from '../time/effective-dating.ts';
import { datedRowShape, datedRowsSchema, rateOreSchema } from './supplement-rates.ts';

/**
 * What the company itself pays for business travel: the settings documents `travel-allowances`
 * (TenantManagement.TravelAllowances: traktamente per day) and `travel-mileage`
 * (TenantManagement.TravelMileage: milersättning per mil), dated. Skatteverket's tax-free amounts
 * are domain data (payroll/travel-parameters.ts); what is paid above them is taxable pay.
 */

export const travelAllowanceRowSchema = z.object({
  ...datedRowShape,
  wholeDayOre: rateOreSchema,
  halfDayOre: rateOreSchema,
  nightOre: rateOreSchema,
});
export type TravelAllowanceRow = z.output<typeof travelAllowanceRowSchema>;

export const travelAllowancesSchema = z.object({ rates: datedRowsSchema(travelAllowanceRowSchema) });
export type TravelAllowances = z.output<typeof travelAllowancesSchema>;

export const travelMileageRowSchema = z.object({
  ...datedRowShape,
  ownCarPerMilOre: rateOreSchema,
  companyCarFossilPerMilOre: rateOreSchema,
  companyCarElectricPerMilOre: rateOreSchema,
});
export type TravelMileageRow = z.output<typeof travelMileageRowSchema>;

export const travelMileageSchema = z.object({ rates: datedRowsSchema(travelMileageRowSchema) });
export type TravelMileage = z.output<typeof travelMileageSchema>;

/** Until the company says otherwise it pays exactly the tax-free amounts (nothing becomes taxable). */
export const DEFAULT_TRAVEL_ALLOWANCES: TravelAllowances = {
  rates: [
    {
      validFrom: '2025-01-01',
      validTo: '2025-12-31',
      wholeDayOre: 29_000,
      halfDayOre: 14_500,
      nightOre: 14_500,
    },
    { validFrom: '2026-01-01', validTo: null, wholeDayOre: 30_000, halfDayOre: 15_000, nightOre: 15_000 },
  ],
};

export const DEFAULT_TRAVEL_MILEAGE: TravelMileage = {
  rates: [
    {
      validFrom: '2025-01-01',
      validTo: null,
      ownCarPerMilOre: 2500,
      companyCarFossilPerMilOre: 1200,
      companyCarElectricPerMilOre: 950,
    },
  ],
};

/** A paid amount cut into what is tax-free and the taxable excess (AGI 011, with tax and avgifter). */
export type TaxFreeSplit = { paidOre: number; taxFreeOre: number; taxableOre: number };

/**
 * Paid `paidPerUnitOre` per unit for `units` units where `taxFreePerUnitOre` per unit is tax-free.
 * Each total is the exact product rounded once, half up, to the öre (money/ore.ts); units carry
 * at most two decimals (12,5 mil). A rate below the tax-free amount is tax-free in full.
 */
export function splitAtTaxFreeRate(
  paidPerUnitOre: number,
  taxFreePerUnitOre: number,
  units: number,
): TaxFreeSplit {
  const units100 = BigInt(roundScaled(units, 2));
  const paidOre = Number(divideRounded(BigInt(paidPerUnitOre) * units100, 100n));
  const limitOre = Number(
    divideRounded(BigInt(Math.min(paidPerUnitOre, taxFreePerUnitOre)) * units100, 100n),
  );
  return { paidOre, taxFreeOre: limitOre, taxableOre: paidOre - limitOre };
}

export const VEHICLES = ['own-car', 'company-car-fossil', 'company-car-electric'] as const;
export type Vehicle = (typeof VEHICLES)[number];

function mileageRates(vehicle: Vehicle, paid: TravelMileageRow, taxFree: TravelTaxFreeParameters) {
  switch (vehicle) {
    case 'own-car':
      return [paid.ownCarPerMilOre, taxFree.mileagePerMil.ownCarOre] as const;
    case 'company-car-fossil':
      return [paid.companyCarFossilPerMilOre, taxFree.mileagePerMil.companyCarFossilOre] as const;
    case 'company-car-electric':
      return [paid.companyCarElectricPerMilOre, taxFree.mileagePerMil.companyCarElectricOre] as const;
  }
}

export class NoCompanyRateError extends Error {
  constructor(date: DateOnly) {
    super(`The company has no travel rate in force on ${date}`);
    this.name = 'NoCompanyRateError';
  }
}

/**
 * Milersättning for a trip on `date`: the company's rate per mil for the vehicle and Skatteverket's
 * tax-free amount that day; kilometres become mil (10 km) with up to two decimals of a mil.
 */
export function splitMileage(input: {
  settings: TravelMileage;
  vehicle: Vehicle;
  kilometres: number;
  date: DateOnly;
}): TaxFreeSplit {
  const paid = findEffective(input.settings.rates, input.date);
  if (!paid) throw new NoCompanyRateError(input.date);
  const [paidPerMil, taxFreePerMil] = mileageRates(
    input.vehicle,
    paid,
    findTravelTaxFreeParameters(input.date),
  );
  return splitAtTaxFreeRate(paidPerMil, taxFreePerMil, input.kilometres / 10);
}

export const PER_DIEM_KINDS = ['whole-day', 'half-day', 'night'] as const;
export type PerDiemKind = (typeof PER_DIEM_KINDS)[number];

export const FREE_MEALS = [
  'none',
  'breakfast',
  'lunch-or-dinner',
  'breakfast-and-lunch-or-dinner',
  'lunch-and-dinner',
  'all',
] as const;
export type FreeMeals = (typeof FREE_MEALS)[number];

function mealReductionOre(freeMeals: FreeMeals, taxFree: TravelTaxFreeParameters): number {
  const reductions = taxFree.mealReductions;
  switch (freeMeals) {
    case 'none':
      return 0;
    case 'breakfast':
      return reductions.breakfastOre;
    case 'lunch-or-dinner':
      return reductions.lunchOrDinnerOre;
    case 'breakfast-and-lunch-or-dinner':
      return reductions.breakfastAndLunchOrDinnerOre;
    case 'lunch-and-dinner':
      return reductions.lunchAndDinnerOre;
    case 'all':
      return reductions.allMealsOre;
  }
}

/**
 * Traktamente for `days` days of one kind on a trip on `date`: the company's amount per day and
 * Skatteverket's tax-free amount, for whole days less the reduction for free meals (the reduction
 * lowers only the tax-free part here; what the company deducts from its own amount is its rule).
 * Only the first three months of a stay are covered; the 70 % and 50 % amounts come later.
 */
export function splitPerDiem(input: {
  settings: TravelAllowances;
  kind: PerDiemKind;
  days: number;
  date: DateOnly;
  freeMeals?: FreeMeals;
}): TaxFreeSplit {
  const paid = findEffective(input.settings.rates, input.date);
  if (!paid) throw new NoCompanyRateError(input.date);
  const taxFree = findTravelTaxFreeParameters(input.date);
  const [paidPerDay, taxFreePerDay] =
    input.kind === 'whole-day'
      ? [paid.wholeDayOre, taxFree.perDiem.wholeDayOre - mealReductionOre(input.freeMeals ?? 'none', taxFree)]
      : input.kind === 'half-day'
        ? [paid.halfDayOre, taxFree.perDiem.halfDayOre]
        : [paid.nightOre, taxFree.perDiem.nightOre];
  return splitAtTaxFreeRate(paidPerDay, taxFreePerDay, input.days);
}
