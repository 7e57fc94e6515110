import type { DateOnly } from '../time/date-shapes.ts';
import { findEffective } from '../time/effective-dating.ts';

/**
 * Skatteverket's tax-free amounts for domestic business travel, one dated row per income year, in
 * whole öre. Adding a year means adding a row here. Sources per figure: docs/settings.md
 * (*Traktamente och milersättning*) and swedish-payroll.md §9.5. Amounts paid above these are
 * taxable pay (AGI box 011); within them the AGI only ticks 050 (car) or 051 (per diem).
 */
export type TravelTaxFreeParameters = {
  validFrom: DateOnly;
  validTo: DateOnly | null;
  perDiem: {
    /** Hel dag: leaves before 12:00, returns after 19:00; 0.5 % of the prisbasbelopp to the nearest 10 kr. */
    wholeDayOre: number;
    /** Halv dag (leaves at 12:00 or later / returns at 19:00 or earlier). */
    halfDayOre: number;
    /** Nattraktamente, when the employer does not pay the lodging. */
    nightOre: number;
    /** After three months in the same place: 70 % of the whole day. */
    afterThreeMonthsOre: number;
    /** After two years in the same place: 50 % of the whole day. */
    afterTwoYearsOre: number;
  };
  /** Reductions of a whole day's tax-free amount for free meals: 20, 35, 55, 70 and 90 %. */
  mealReductions: {
    breakfastOre: number;
    lunchOrDinnerOre: number;
    breakfastAndLunchOrDinnerOre: number;
    lunchAndDinnerOre: number;
    allMealsOre: number;
  };
  /** Milersättning per mil (10 km). */
  mileagePerMil: {
    ownCarOre: number;
    /** Förmånsbil that is not only electric (also plug-in hybrids); the employee pays the fuel. */
    companyCarFossilOre: number;
    /** Förmånsbil that runs on electricity only. */
    companyCarElectricOre: number;
  };
};

export const TRAVEL_TAX_FREE_PARAMETERS: readonly TravelTaxFreeParameters[] = [
  {
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    perDiem: {
      wholeDayOre: 29_000,
      halfDayOre: 14_500,
      nightOre: 14_500,
      afterThreeMonthsOre: 20_300,
      afterTwoYearsOre: 14_500,
    },
    mealReductions: {
      breakfastOre: 5800,
      lunchOrDinnerOre: 10_200,
      breakfastAndLunchOrDinnerOre: 16_000,
      lunchAndDinnerOre: 20_300,
      allMealsOre: 26_100,
    },
    mileagePerMil: { ownCarOre: 2500, companyCarFossilOre: 1200, companyCarElectricOre: 950 },
  },
  {
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    perDiem: {
      wholeDayOre: 30_000,
      halfDayOre: 15_000,
      nightOre: 15_000,
      afterThreeMonthsOre: 21_000,
      afterTwoYearsOre: 15_000,
    },
    mealReductions: {
      breakfastOre: 6000,
      lunchOrDinnerOre: 10_500,
      breakfastAndLunchOrDinnerOre: 16_500,
      lunchAndDinnerOre: 21_000,
      allMealsOre: 27_000,
    },
    mileagePerMil: { ownCarOre: 2500, companyCarFossilOre: 1200, companyCarElectricOre: 950 },
  },
];

export class MissingTravelParametersError extends Error {
  constructor(date: DateOnly) {
    super(`No tax-free travel amounts are known for ${date}`);
    this.name = 'MissingTravelParametersError';
  }
}

/** The tax-free amounts in force on `date`; throws for a year not yet in the table. */
export function findTravelTaxFreeParameters(date: DateOnly): TravelTaxFreeParameters {
  const found = findEffective(TRAVEL_TAX_FREE_PARAMETERS, date);
  if (!found) throw new MissingTravelParametersError(date);
  return found;
}
