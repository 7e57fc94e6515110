import { describe, expect, it } from 'vitest';
import { DATED_ROWS_OVERLAP_MESSAGE } from '../time/effective-dating.ts';
import { NEGATIVE_RATE_MESSAGE } from './supplement-rates.ts';
import {
  DEFAULT_TRAVEL_ALLOWANCES,
  DEFAULT_TRAVEL_MILEAGE,
  FOREIGN_COUNTRY_MESSAGE,
  FOREIGN_DUPLICATE_MESSAGE,
  foreignTaxFreePerDiemOre,
  NoCompanyRateError,
  splitAtTaxFreeRate,
  splitMileage,
  splitPerDiem,
  swedishCountryName,
  type TravelMileage,
  travelAllowancesSchema,
  travelMileageSchema,
} from './travel-settings.ts';

const pays30PerMil: TravelMileage = {
  rates: [
    {
      validFrom: '2026-01-01',
      validTo: null,
      ownCarPerMilOre: 3000,
      companyCarFossilPerMilOre: 1500,
      companyCarElectricPerMilOre: 800,
    },
  ],
};

describe('milersättning: tax-free and the taxable excess', () => {
  it('30 kr/mil for 100 km in 2026: 10 mil → 300 kr paid, 250 kr tax-free (25 kr/mil), 50 kr taxable', () => {
    // 3 000 öre × 10 = 30 000; 2 500 × 10 = 25 000; 30 000 − 25 000 = 5 000
    expect(
      splitMileage({ settings: pays30PerMil, vehicle: 'own-car', kilometres: 100, date: '2026-05-04' }),
    ).toEqual({ paidOre: 30_000, taxFreeOre: 25_000, taxableOre: 5000 });
  });

  it('förmånsbil: 15 kr/mil against 12 kr, 123 km → 184,50 kr paid, 147,60 kr tax-free, 36,90 kr taxable', () => {
    // 12.3 mil × 1 500 = 18 450; × 1 200 = 14 760; difference 3 690
    expect(
      splitMileage({
        settings: pays30PerMil,
        vehicle: 'company-car-fossil',
        kilometres: 123,
        date: '2026-05-04',
      }),
    ).toEqual({ paidOre: 18_450, taxFreeOre: 14_760, taxableOre: 3690 });
  });

  it('paying less than the tax-free amount leaves nothing taxable: electric 8 kr/mil against 9,50 kr', () => {
    // 5 mil × 800 = 4 000, all tax-free
    expect(
      splitMileage({
        settings: pays30PerMil,
        vehicle: 'company-car-electric',
        kilometres: 50,
        date: '2026-05-04',
      }),
    ).toEqual({ paidOre: 4000, taxFreeOre: 4000, taxableOre: 0 });
  });

  it('rounds each total once to the öre: 7 km at 25 kr/mil = 17,50 kr; 0,33 units at 25,01 kr = 8,25 kr', () => {
    // 0.7 mil × 2 500 = 1 750 öre exactly; 0.33 units × 2 501 = 825.33 → 825
    expect(
      splitMileage({
        settings: DEFAULT_TRAVEL_MILEAGE,
        vehicle: 'own-car',
        kilometres: 7,
        date: '2025-09-01',
      }),
    ).toEqual({ paidOre: 1750, taxFreeOre: 1750, taxableOre: 0 });
    expect(splitAtTaxFreeRate(2501, 2500, 0.33)).toEqual({ paidOre: 825, taxFreeOre: 825, taxableOre: 0 });
  });

  it('a date without a company rate is refused', () => {
    expect(() =>
      splitMileage({ settings: pays30PerMil, vehicle: 'own-car', kilometres: 10, date: '2025-12-31' }),
    ).toThrow(NoCompanyRateError);
  });
});

describe('traktamente: tax-free and the taxable excess', () => {
  const pays350: typeof DEFAULT_TRAVEL_ALLOWANCES = {
    rates: [
      { validFrom: '2026-01-01', validTo: null, wholeDayOre: 35_000, halfDayOre: 17_500, nightOre: 15_000 },
    ],
  };

  it('3 whole days at 350 kr in 2026: 1 050 kr paid, 900 kr tax-free (3 × 300), 150 kr taxable', () => {
    expect(splitPerDiem({ settings: pays350, kind: 'whole-day', days: 3, date: '2026-02-10' })).toEqual({
      paidOre: 105_000,
      taxFreeOre: 90_000,
      taxableOre: 15_000,
    });
  });

  it('free breakfast lowers the tax-free part: 300 − 60 = 240 kr tax-free, 110 kr taxable per day', () => {
    expect(
      splitPerDiem({
        settings: pays350,
        kind: 'whole-day',
        days: 1,
        date: '2026-02-10',
        freeMeals: 'breakfast',
      }),
    ).toEqual({ paidOre: 35_000, taxFreeOre: 24_000, taxableOre: 11_000 });
  });

  it('half days and nights against 150 kr: 2 × 175 kr → 50 kr taxable; a night at 150 kr all tax-free', () => {
    expect(splitPerDiem({ settings: pays350, kind: 'half-day', days: 2, date: '2026-02-10' })).toEqual({
      paidOre: 35_000,
      taxFreeOre: 30_000,
      taxableOre: 5000,
    });
    expect(splitPerDiem({ settings: pays350, kind: 'night', days: 1, date: '2026-02-10' })).toEqual({
      paidOre: 15_000,
      taxFreeOre: 15_000,
      taxableOre: 0,
    });
  });

  it('the defaults pay exactly the tax-free amounts: 2025 290 kr, 2026 300 kr', () => {
    expect(
      splitPerDiem({ settings: DEFAULT_TRAVEL_ALLOWANCES, kind: 'whole-day', days: 1, date: '2025-12-31' }),
    ).toEqual({ paidOre: 29_000, taxFreeOre: 29_000, taxableOre: 0 });
    expect(
      splitPerDiem({ settings: DEFAULT_TRAVEL_ALLOWANCES, kind: 'whole-day', days: 1, date: '2026-01-01' }),
    ).toEqual({ paidOre: 30_000, taxFreeOre: 30_000, taxableOre: 0 });
  });
});

describe('the settings documents', () => {
  it('accepts the defaults', () => {
    expect(travelAllowancesSchema.parse(DEFAULT_TRAVEL_ALLOWANCES)).toEqual(DEFAULT_TRAVEL_ALLOWANCES);
    expect(travelMileageSchema.parse(DEFAULT_TRAVEL_MILEAGE)).toEqual(DEFAULT_TRAVEL_MILEAGE);
  });

  it('refuses a negative rate and overlapping periods, on the field', () => {
    const result = travelMileageSchema.safeParse({
      rates: [
        { ...DEFAULT_TRAVEL_MILEAGE.rates[0], ownCarPerMilOre: -1 },
        { ...DEFAULT_TRAVEL_MILEAGE.rates[0], validFrom: '2026-01-01' },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rates.0.ownCarPerMilOre', NEGATIVE_RATE_MESSAGE],
      ['rates.1.validFrom', DATED_ROWS_OVERLAP_MESSAGE],
    ]);
  });
});

describe('normalbelopp för utlandstraktamente', () => {
  const rates = DEFAULT_TRAVEL_ALLOWANCES.rates;
  const messages = (foreignNormalAmounts: unknown[]) => {
    const parsed = travelAllowancesSchema.safeParse({ rates, foreignNormalAmounts });
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('a list of country, year and whole kronor is accepted; documents without it still read', () => {
    expect(messages([{ country: 'de', year: 2026, normalAmountOre: 100_000 }])).toEqual([]);
    expect(travelAllowancesSchema.parse({ rates }).foreignNormalAmounts).toBeUndefined();
    expect(swedishCountryName('DE')).toBe('Tyskland');
  });

  it('the same country and year twice is refused on the later row', () => {
    const row = { country: 'DE', year: 2026, normalAmountOre: 100_000 };
    expect(messages([row, { ...row, country: 'FR' }, { ...row, normalAmountOre: 90_000 }])).toEqual([
      ['foreignNormalAmounts.2.country', FOREIGN_DUPLICATE_MESSAGE],
    ]);
  });

  it('bad rows get Swedish field messages', () => {
    expect(
      messages([
        { country: 'XX', year: 2026, normalAmountOre: 100_000 },
        { country: 'SE', year: 2026, normalAmountOre: 100_000 },
        { country: 'DE', year: 26, normalAmountOre: 100_050 },
      ]),
    ).toEqual([
      ['foreignNormalAmounts.0.country', FOREIGN_COUNTRY_MESSAGE],
      ['foreignNormalAmounts.1.country', 'Sverige har inget normalbelopp för utlandstraktamente'],
      ['foreignNormalAmounts.2.year', 'Ange ett år mellan 1900 och 2100'],
      ['foreignNormalAmounts.2.normalAmountOre', 'Ange normalbeloppet i hela kronor, 1–100 000 kr'],
    ]);
  });

  it('the tax-free day abroad, rounded to whole kronor half up', () => {
    // Normal amount 1 005 kr: free breakfast 15 % = 150,75 → 151 kr, so 1 005 − 151 = 854 kr.
    expect(
      foreignTaxFreePerDiemOre({ normalAmountOre: 100_500, kind: 'whole-day', freeMeals: 'breakfast' }),
    ).toBe(85_400);
    // Half day 50 % = 502,50 → 503 kr; after two years 50 % = 503 kr, all meals 85 % = 427,55 → 428 kr.
    expect(foreignTaxFreePerDiemOre({ normalAmountOre: 100_500, kind: 'half-day' })).toBe(50_300);
    expect(
      foreignTaxFreePerDiemOre({
        normalAmountOre: 100_500,
        kind: 'whole-day',
        stay: 'after-two-years',
        freeMeals: 'all',
      }),
    ).toBe(50_300 - 42_800);
  });
});
