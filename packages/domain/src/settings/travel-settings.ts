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

/*
 * Normalbelopp för utlandstraktamente: Skatteverket's tax-free whole day per country and year (its
 * yearly list), which the company's admin copies in. A trip abroad gets its per diem from the row
 * of its country and the day's year (travel-effect.ts); without one the payroll is warned.
 */
export const FOREIGN_COUNTRY_MESSAGE = 'Välj ett land (landskod med två bokstäver, till exempel DE)';
export const FOREIGN_SWEDEN_MESSAGE = 'Sverige har inget normalbelopp för utlandstraktamente';
export const FOREIGN_YEAR_MESSAGE = 'Ange ett år mellan 1900 och 2100';
export const FOREIGN_AMOUNT_MESSAGE = 'Ange normalbeloppet i hela kronor, 1–100 000 kr';
export const FOREIGN_DUPLICATE_MESSAGE = 'Landet har redan ett normalbelopp för det året';

const regionNames = new Intl.DisplayNames(['sv'], { type: 'region', fallback: 'none' });

/** The country's Swedish name (DE → Tyskland), or the code itself when it is not a known region. */
export function swedishCountryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const foreignCountrySchema = z
  .string({ error: FOREIGN_COUNTRY_MESSAGE })
  .trim()
  .toUpperCase()
  .superRefine((value, context) => {
    if (!/^[A-Z]{2}$/.test(value) || value === 'ZZ' || swedishCountryName(value) === value)
      context.addIssue({ code: 'custom', message: FOREIGN_COUNTRY_MESSAGE });
    else if (value === 'SE') context.addIssue({ code: 'custom', message: FOREIGN_SWEDEN_MESSAGE });
  });

export const foreignNormalAmountRowSchema = z.object({
  country: foreignCountrySchema,
  year: z
    .number({ error: FOREIGN_YEAR_MESSAGE })
    .int({ error: FOREIGN_YEAR_MESSAGE })
    .min(1900, { error: FOREIGN_YEAR_MESSAGE })
    .max(2100, { error: FOREIGN_YEAR_MESSAGE }),
  /** Whole kronor, in öre, as Skatteverket publishes them. */
  normalAmountOre: z
    .number({ error: FOREIGN_AMOUNT_MESSAGE })
    .int({ error: FOREIGN_AMOUNT_MESSAGE })
    .min(100, { error: FOREIGN_AMOUNT_MESSAGE })
    .max(10_000_000, { error: FOREIGN_AMOUNT_MESSAGE })
    .multipleOf(100, { error: FOREIGN_AMOUNT_MESSAGE }),
});
export type ForeignNormalAmountRow = z.output<typeof foreignNormalAmountRowSchema>;

/** At most one row per country and year; the later duplicate gets the message. */
export const foreignNormalAmountsSchema = z
  .array(foreignNormalAmountRowSchema)
  .max(1000)
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = `${row.country}-${row.year}`;
      if (seen.has(key))
        context.addIssue({ code: 'custom', message: FOREIGN_DUPLICATE_MESSAGE, path: [index, 'country'] });
      seen.add(key);
    });
  });

/** `foreignNormalAmounts` is optional so that documents stored before it still read unchanged. */
export const travelAllowancesSchema = z.object({
  rates: datedRowsSchema(travelAllowanceRowSchema),
  foreignNormalAmounts: foreignNormalAmountsSchema.optional(),
});
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
 * How long the trip has lasted on a day (§9.5 [verified]): the tax-free whole day is 70 % of the
 * normal amount after three months in the same place and 50 % after two years.
 */
export const PER_DIEM_STAYS = ['first-three-months', 'after-three-months', 'after-two-years'] as const;
export type PerDiemStay = (typeof PER_DIEM_STAYS)[number];

/** Free-meal reductions as a share of the day's amount (§9.5: 20, 35, 55, 70 and 90 %). */
const MEAL_REDUCTION_PERCENT: Record<FreeMeals, number> = {
  none: 0,
  breakfast: 20,
  'lunch-or-dinner': 35,
  'breakfast-and-lunch-or-dinner': 55,
  'lunch-and-dinner': 70,
  all: 90,
};

/**
 * The tax-free whole day less free meals. In the first three months the published amounts; later
 * the 70 % or 50 % amount less the same percentages of it (§9.5: "also applied to the 70 % and
 * 50 % amounts"), rounded to whole kronor half up as the published amounts are (290 × 35 % =
 * 101,50 → 102 kr).
 */
function taxFreeWholeDayOre(taxFree: TravelTaxFreeParameters, freeMeals: FreeMeals, stay: PerDiemStay) {
  if (stay === 'first-three-months')
    return taxFree.perDiem.wholeDayOre - mealReductionOre(freeMeals, taxFree);
  const amountOre =
    stay === 'after-three-months' ? taxFree.perDiem.afterThreeMonthsOre : taxFree.perDiem.afterTwoYearsOre;
  const reductionKronor = divideRounded(BigInt(amountOre * MEAL_REDUCTION_PERCENT[freeMeals]), 10_000n);
  return amountOre - Number(reductionKronor) * 100;
}

/**
 * Traktamente for `days` days of one kind on a trip on `date`: the company's amount per day and
 * Skatteverket's tax-free amount, for whole days less the reduction for free meals (the reduction
 * lowers only the tax-free part here; what the company deducts from its own amount is its rule).
 * `stay` lowers the tax-free whole day after three months (70 %) and two years (50 %); the company
 * still pays its own whole-day amount, so the difference becomes taxable. Half days and nights
 * keep their amounts (§9.5 reduces the whole day only).
 */
export function splitPerDiem(input: {
  settings: TravelAllowances;
  kind: PerDiemKind;
  days: number;
  date: DateOnly;
  freeMeals?: FreeMeals;
  stay?: PerDiemStay;
}): TaxFreeSplit {
  const paid = findEffective(input.settings.rates, input.date);
  if (!paid) throw new NoCompanyRateError(input.date);
  const taxFree = findTravelTaxFreeParameters(input.date);
  const [paidPerDay, taxFreePerDay] =
    input.kind === 'whole-day'
      ? [
          paid.wholeDayOre,
          taxFreeWholeDayOre(taxFree, input.freeMeals ?? 'none', input.stay ?? 'first-three-months'),
        ]
      : input.kind === 'half-day'
        ? [paid.halfDayOre, taxFree.perDiem.halfDayOre]
        : [paid.nightOre, taxFree.perDiem.nightOre];
  return splitAtTaxFreeRate(paidPerDay, taxFreePerDay, input.days);
}

/** The normal amount (öre) for `country` in `year`, or undefined when the company has none. */
export function findForeignNormalAmountOre(
  settings: TravelAllowances,
  country: string,
  year: number,
): number | undefined {
  return settings.foreignNormalAmounts?.find((row) => row.country === country && row.year === year)
    ?.normalAmountOre;
}

/**
 * Free-meal reductions abroad as a share of the day's amount (§9.5: frukost 15 %, lunch or middag
 * 35 % each, all three 85 %; the combinations are the sums).
 */
const FOREIGN_MEAL_REDUCTION_PERCENT: Record<FreeMeals, number> = {
  none: 0,
  breakfast: 15,
  'lunch-or-dinner': 35,
  'breakfast-and-lunch-or-dinner': 50,
  'lunch-and-dinner': 70,
  all: 85,
};

/** `percent` % of an amount in öre, rounded to whole kronor half up (as the published amounts). */
function percentInKronorOre(amountOre: number, percent: number): number {
  return Number(divideRounded(BigInt(amountOre * percent), 10_000n)) * 100;
}

/**
 * Tax-free per diem abroad for one day or night from the country's normal amount (§9.5 gives no
 * day rules abroad, so the domestic ones are applied to the normal amount, docs/events.md): whole
 * day = the normal amount, 70 % after three months and 50 % after two years, less the foreign
 * free-meal percentages of that amount; half day and night = 50 % of the normal amount (as the
 * domestic 150 of 300 kr), without meal reductions. Each step is rounded to whole kronor half up.
 */
export function foreignTaxFreePerDiemOre(input: {
  normalAmountOre: number;
  kind: PerDiemKind;
  freeMeals?: FreeMeals;
  stay?: PerDiemStay;
}): number {
  const { normalAmountOre } = input;
  if (input.kind !== 'whole-day') return percentInKronorOre(normalAmountOre, 50);
  const stay = input.stay ?? 'first-three-months';
  const dayOre =
    stay === 'first-three-months'
      ? normalAmountOre
      : percentInKronorOre(normalAmountOre, stay === 'after-three-months' ? 70 : 50);
  return dayOre - percentInKronorOre(dayOre, FOREIGN_MEAL_REDUCTION_PERCENT[input.freeMeals ?? 'none']);
}
