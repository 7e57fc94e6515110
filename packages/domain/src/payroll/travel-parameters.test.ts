import { describe, expect, it } from 'vitest';
import { checkDatedRows } from '../time/effective-dating.ts';
import { getTaxYearParameters } from './tax-year-parameters.ts';
import {
  findTravelTaxFreeParameters,
  MissingTravelParametersError,
  TRAVEL_TAX_FREE_PARAMETERS,
} from './travel-parameters.ts';

/** Half away from zero to a multiple of `step` kronor, returned in öre. */
const roundToKronor = (kronor: number, step: number) => Math.round(kronor / step) * step * 100;

describe('Skatteverket travel amounts', () => {
  it('has one row per year and no overlap', () => {
    expect(checkDatedRows(TRAVEL_TAX_FREE_PARAMETERS)).toEqual([]);
    expect(findTravelTaxFreeParameters('2025-12-31').perDiem.wholeDayOre).toBe(29_000);
    expect(findTravelTaxFreeParameters('2026-01-01').perDiem.wholeDayOre).toBe(30_000);
    expect(() => findTravelTaxFreeParameters('2024-06-01')).toThrow(MissingTravelParametersError);
  });

  // A cross-check of the published figures against the law's rules (IL 12 kap. 10 §: 0.5 % of the
  // prisbasbelopp to the nearest 10 kr; half of it for a half day and a night; 70 % and 50 %
  // later; meal reductions 20/35/55/70/90 % of the whole day, to the nearest krona).
  it.each([2025, 2026])('%i: the per diem and the meal reductions follow from the prisbasbelopp', (year) => {
    const { perDiem, mealReductions } = findTravelTaxFreeParameters(`${year}-06-01`);
    const pbb = getTaxYearParameters(year).prisbasbelopp;
    // 2025: 58 800 × 0.5 % = 294 → 290; 2026: 59 200 × 0.5 % = 296 → 300
    const wholeDay = roundToKronor(pbb * 0.005, 10) / 100;
    expect(perDiem.wholeDayOre).toBe(wholeDay * 100);
    expect(perDiem.halfDayOre).toBe((wholeDay / 2) * 100);
    expect(perDiem.nightOre).toBe((wholeDay / 2) * 100);
    expect(perDiem.afterThreeMonthsOre).toBe(roundToKronor(wholeDay * 0.7, 1));
    expect(perDiem.afterTwoYearsOre).toBe(roundToKronor(wholeDay * 0.5, 1));
    // 2025: 290 × 35 % = 101.5 → 102 and × 55 % = 159.5 → 160 (half up, as Skatteverket's 102/160)
    expect(mealReductions).toEqual({
      breakfastOre: roundToKronor(wholeDay * 0.2, 1),
      lunchOrDinnerOre: roundToKronor(wholeDay * 0.35, 1),
      breakfastAndLunchOrDinnerOre: roundToKronor(wholeDay * 0.55, 1),
      lunchAndDinnerOre: roundToKronor(wholeDay * 0.7, 1),
      allMealsOre: roundToKronor(wholeDay * 0.9, 1),
    });
  });

  it('mileage per mil: own car 25 kr, förmånsbil 12 kr, electric förmånsbil 9,50 kr in 2025 and 2026', () => {
    for (const date of ['2025-03-01', '2026-03-01']) {
      expect(findTravelTaxFreeParameters(date).mileagePerMil).toEqual({
        ownCarOre: 2500,
        companyCarFossilOre: 1200,
        companyCarElectricOre: 950,
      });
    }
  });
});
