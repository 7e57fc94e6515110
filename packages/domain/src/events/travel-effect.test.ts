import { describe, expect, test } from 'vitest';
import {
  DEFAULT_TRAVEL_ALLOWANCES,
  DEFAULT_TRAVEL_MILEAGE,
  type FreeMeals,
} from '../settings/travel-settings.ts';
import type { TravelPayload } from './event-schema.ts';
import {
  DAY_TRIP_NOTE,
  foreignNote,
  sameDayMonthsLater,
  travelEffect,
  WITHIN_50_KM_NOTE,
} from './travel-effect.ts';

// 2026 tax-free amounts (swedish-payroll.md §9.5): whole day 300 kr, half day 150 kr, free lunch
// reduces a whole day by 35 % = 105 kr. The default company amounts are the same (300 / 150).
const defaults = { allowances: DEFAULT_TRAVEL_ALLOWANCES, mileage: DEFAULT_TRAVEL_MILEAGE };

function trip(overrides: Partial<TravelPayload>): TravelPayload {
  return {
    kind: 'travel',
    departure: '2026-03-10T07:00',
    return: '2026-03-10T20:00',
    destination: 'Göteborg',
    country: 'SE',
    overnight: false,
    moreThan50Km: true,
    mealsByDate: {},
    mileage: [],
    ...overrides,
  };
}

const freeLunch: Record<string, FreeMeals> = { '2026-03-11': 'lunch-or-dinner' };

describe('1 day without overnight versus 2 days with one', () => {
  test('a day trip 07:00–20:00 has no tax-free per diem and the company pays none', () => {
    const effect = travelEffect(trip({}), defaults);
    expect(effect).toMatchObject({ perDiemTaxFreeOre: 0, perDiemTaxableOre: 0, notes: [DAY_TRIP_NOTE] });
    expect(effect.perDiemDays).toEqual([
      {
        date: '2026-03-10',
        kind: null,
        freeMeals: 'none',
        stay: 'first-three-months',
        taxFreeOre: 0,
        taxableOre: 0,
      },
    ]);
  });

  test('a day trip with a free lunch: still nothing, the meal reduces no per diem', () => {
    const effect = travelEffect(trip({ mealsByDate: { '2026-03-10': 'lunch-or-dinner' } }), defaults);
    expect([effect.perDiemTaxFreeOre, effect.perDiemTaxableOre]).toEqual([0, 0]);
  });

  test('Tue 07:00 – Wed 20:00 with an overnight: 2 whole days = 2 × 300 = 600 kr tax-free', () => {
    const effect = travelEffect(trip({ return: '2026-03-11T20:00', overnight: true }), defaults);
    expect(effect.perDiemDays.map((day) => day.kind)).toEqual(['whole-day', 'whole-day']);
    expect(effect).toMatchObject({ perDiemTaxFreeOre: 60_000, perDiemTaxableOre: 0, notes: [] });
  });

  test('the same trip with a free lunch on Wednesday: 300 + (300 − 105) = 495 kr tax-free, 105 kr taxable', () => {
    const effect = travelEffect(
      trip({ return: '2026-03-11T20:00', overnight: true, mealsByDate: freeLunch }),
      defaults,
    );
    expect(effect.perDiemDays[1]).toEqual({
      date: '2026-03-11',
      kind: 'whole-day',
      freeMeals: 'lunch-or-dinner',
      stay: 'first-three-months',
      taxFreeOre: 19_500,
      taxableOre: 10_500,
    });
    expect([effect.perDiemTaxFreeOre, effect.perDiemTaxableOre]).toEqual([49_500, 10_500]);
  });

  test('leaving at 12:00 and back at 19:00 makes two half days: 2 × 150 = 300 kr', () => {
    // 12:00 is not before 12:00, 19:00 is not after 19:00.
    const effect = travelEffect(
      trip({ departure: '2026-03-10T12:00', return: '2026-03-11T19:00', overnight: true }),
      defaults,
    );
    expect(effect.perDiemDays.map((day) => day.kind)).toEqual(['half-day', 'half-day']);
    expect([effect.perDiemTaxFreeOre, effect.perDiemTaxableOre]).toEqual([30_000, 0]);
  });

  test('three dates: whole days between a half departure day and a whole return day', () => {
    // Tue 15:00 → half 150; Wed whole 300; Thu 21:00 → whole 300: 750 kr.
    const effect = travelEffect(
      trip({ departure: '2026-03-10T15:00', return: '2026-03-12T21:00', overnight: true }),
      defaults,
    );
    expect(effect.perDiemDays.map((day) => day.kind)).toEqual(['half-day', 'whole-day', 'whole-day']);
    expect(effect.perDiemTaxFreeOre).toBe(75_000);
  });
});

test('a company paying more than the tax-free amount: the excess is taxable', () => {
  // Company 400 kr a whole day in 2026: 2 days = 800 kr paid, 600 tax-free, 200 taxable.
  const generous = {
    ...defaults,
    allowances: {
      rates: [
        { validFrom: '2026-01-01', validTo: null, wholeDayOre: 40_000, halfDayOre: 20_000, nightOre: 20_000 },
      ],
    },
  };
  const effect = travelEffect(trip({ return: '2026-03-11T20:00', overnight: true }), generous);
  expect([effect.perDiemTaxFreeOre, effect.perDiemTaxableOre]).toEqual([60_000, 20_000]);
});

test('within 50 km and abroad: no per diem, a note says why', () => {
  const near = travelEffect(
    trip({ return: '2026-03-11T20:00', overnight: true, moreThan50Km: false }),
    defaults,
  );
  expect([near.perDiemTaxFreeOre, near.perDiemTaxableOre, near.notes]).toEqual([0, 0, [WITHIN_50_KM_NOTE]]);
  const abroad = travelEffect(trip({ return: '2026-03-11T20:00', overnight: true, country: 'DE' }), defaults);
  // No normal amount for Germany 2026 in the default settings: no per diem, a note per year.
  expect([abroad.perDiemTaxFreeOre, abroad.notes]).toEqual([0, [foreignNote('DE', '2026')]]);
});

describe('milersättning', () => {
  test('own car 120 km at the default 25 kr/mil: 12 mil × 25 = 300 kr, all tax-free', () => {
    const effect = travelEffect(
      trip({ mileage: [{ date: '2026-03-10', vehicle: 'own-car', kilometres: 120 }] }),
      defaults,
    );
    expect([effect.mileageTaxFreeOre, effect.mileageTaxableOre]).toEqual([30_000, 0]);
  });

  test('a company paying 30 kr/mil: 12 × 30 = 360 kr, of which 300 tax-free and 60 taxable', () => {
    const mileage = {
      rates: [
        {
          validFrom: '2026-01-01',
          validTo: null,
          ownCarPerMilOre: 3000,
          companyCarFossilPerMilOre: 1200,
          companyCarElectricPerMilOre: 950,
        },
      ],
    };
    const effect = travelEffect(
      trip({
        mileage: [
          { date: '2026-03-10', vehicle: 'own-car', kilometres: 120 },
          // Electric company car 55 km: 5.5 mil × 9.50 = 52.25 kr, tax-free.
          { date: '2026-03-10', vehicle: 'company-car-electric', kilometres: 55 },
        ],
      }),
      { ...defaults, mileage },
    );
    // 30 000 + 5 225 = 35 225 öre tax-free; 6 000 öre taxable.
    expect([effect.mileageTaxFreeOre, effect.mileageTaxableOre]).toEqual([35_225, 6000]);
  });
});

test('a year without Skatteverket amounts gives a note, not an error', () => {
  const rates2024 = {
    allowances: {
      rates: [
        { validFrom: '2024-01-01', validTo: null, wholeDayOre: 26_000, halfDayOre: 13_000, nightOre: 13_000 },
      ],
    },
    mileage: DEFAULT_TRAVEL_MILEAGE,
  };
  const effect = travelEffect(
    trip({
      departure: '2024-06-10T07:00',
      return: '2024-06-11T20:00',
      overnight: true,
      mileage: [{ date: '2024-06-10', vehicle: 'own-car', kilometres: 10 }],
    }),
    rates2024,
  );
  expect(effect.perDiemTaxFreeOre).toBe(0);
  expect(effect.notes.map((note) => note.message)).toEqual([
    'Skatteverkets skattefria belopp för 2024 saknas: 10 juni 2024 räknas inte',
    'Skatteverkets skattefria belopp för 2024 saknas: 11 juni 2024 räknas inte',
    // The default mileage starts 2025: the company has no rate on the trip's date.
    'Företaget har ingen reseersättning som gäller den 10 juni 2024',
  ]);
});

describe('a long stay in the same place (§9.5: 70 % after three months, 50 % after two years)', () => {
  test('three months after the departure is the same day of the month, or the month’s last day', () => {
    expect(sameDayMonthsLater('2026-01-05', 3)).toBe('2026-04-05');
    expect(sameDayMonthsLater('2025-11-30', 3)).toBe('2026-02-28');
    expect(sameDayMonthsLater('2026-01-05', 24)).toBe('2028-01-05');
  });

  test('5 January – 10 April 2026: 90 whole days at 300 kr, then 6 at 210 kr', () => {
    // Departure Mon 5 Jan 07:00 (whole day), return Fri 10 Apr 20:00 (whole day): 96 whole days.
    // The first three months are 5 Jan – 4 Apr: Jan 5–31 = 27, Feb 28, Mar 31, Apr 1–4 = 4 → 90 days.
    // 5 – 10 April = 6 days at 70 % of 300 = 210 kr.
    // Tax-free 90 × 300 + 6 × 210 = 27 000 + 1 260 = 28 260 kr.
    // The company pays its 300 kr every day: 6 × (300 − 210) = 540 kr taxable.
    const effect = travelEffect(
      trip({ departure: '2026-01-05T07:00', return: '2026-04-10T20:00', overnight: true }),
      defaults,
    );
    expect(effect.perDiemDays).toHaveLength(96);
    expect(
      effect.perDiemDays.filter((day) => day.stay === 'after-three-months').map((day) => day.date),
    ).toEqual(['2026-04-05', '2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10']);
    expect([effect.perDiemTaxFreeOre, effect.perDiemTaxableOre]).toEqual([2_826_000, 54_000]);
    expect(effect.notes.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'travel-after-three-months', params: { from: '2026-04-05' } },
    ]);
    expect(effect.notes[0]?.message).toBe(
      'Från 5 april 2026, efter tre månader på samma ort, är det skattefria traktamentet 70 % av heldagsbeloppet',
    );
  });

  test('after three months a free lunch reduces the 210 kr by 35 % of 210 = 73,50 → 74 kr', () => {
    // 6 April 2026 is after three months (from 5 April): 210 − 74 = 136 kr tax-free, 300 − 136 = 164 taxable.
    const effect = travelEffect(
      trip({
        departure: '2026-01-05T07:00',
        return: '2026-04-10T20:00',
        overnight: true,
        mealsByDate: { '2026-04-06': 'lunch-or-dinner' },
      }),
      defaults,
    );
    expect(effect.perDiemDays.find((day) => day.date === '2026-04-06')).toMatchObject({
      stay: 'after-three-months',
      taxFreeOre: 13_600,
      taxableOre: 16_400,
    });
  });

  test('after two years the whole day is 150 kr; breakfast reduces it by 20 % = 30 kr', () => {
    // Skatteverket's amounts are known for 2025 and 2026 only, so the two-year mark must fall in
    // 2026: departure Wed 10 Jan 2024, two years from Sat 10 Jan 2026. (The 2024 days get a note
    // that their amounts are missing; only the 2026 days are checked here.)
    const allowances = {
      rates: [
        { validFrom: '2024-01-01', validTo: null, wholeDayOre: 30_000, halfDayOre: 15_000, nightOre: 15_000 },
      ],
    };
    const effect = travelEffect(
      trip({
        departure: '2024-01-10T07:00',
        return: '2026-01-12T20:00',
        overnight: true,
        mealsByDate: { '2026-01-12': 'breakfast' },
      }),
      { allowances, mileage: DEFAULT_TRAVEL_MILEAGE },
    );
    const last = effect.perDiemDays.slice(-3);
    // 10 and 11 Jan 2026: 150 kr tax-free, 300 − 150 = 150 taxable; 12 Jan: 150 − 30 = 120, 180 taxable.
    expect(last.map((day) => [day.date, day.stay, day.taxFreeOre, day.taxableOre])).toEqual([
      ['2026-01-10', 'after-two-years', 15_000, 15_000],
      ['2026-01-11', 'after-two-years', 15_000, 15_000],
      ['2026-01-12', 'after-two-years', 12_000, 18_000],
    ]);
    expect(effect.notes.map((note) => note.code)).toContain('travel-after-two-years');
  });
});

describe('nattraktamente (§9.5: 150 kr a night in 2026 when the employer did not pay the lodging)', () => {
  test('Tue 07:00 – Thu 20:00, lodging not paid: 3 × 300 + 2 nights × 150 = 1 200 kr tax-free', () => {
    const effect = travelEffect(
      trip({ return: '2026-03-12T20:00', overnight: true, lodgingPaidByEmployer: false }),
      defaults,
    );
    expect(effect.nights).toEqual([
      { date: '2026-03-10', taxFreeOre: 15_000, taxableOre: 0 },
      { date: '2026-03-11', taxFreeOre: 15_000, taxableOre: 0 },
    ]);
    expect([effect.perDiemTaxFreeOre, effect.perDiemTaxableOre]).toEqual([120_000, 0]);
    expect(effect.notes.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'travel-night-allowance', params: { nights: 2 } },
    ]);
  });

  test('lodging paid by the employer, or not said: no nattraktamente', () => {
    for (const lodgingPaidByEmployer of [true, undefined]) {
      const effect = travelEffect(
        trip({ return: '2026-03-12T20:00', overnight: true, lodgingPaidByEmployer }),
        defaults,
      );
      // 3 whole days × 300 = 900 kr.
      expect([effect.nights, effect.perDiemTaxFreeOre]).toEqual([[], 90_000]);
    }
  });

  test('a company paying 200 kr a night: 150 tax-free and 50 taxable per night', () => {
    const allowances = {
      rates: [
        { validFrom: '2026-01-01', validTo: null, wholeDayOre: 30_000, halfDayOre: 15_000, nightOre: 20_000 },
      ],
    };
    const effect = travelEffect(
      trip({ return: '2026-03-11T20:00', overnight: true, lodgingPaidByEmployer: false }),
      { allowances, mileage: DEFAULT_TRAVEL_MILEAGE },
    );
    // 2 whole days × 300 + 1 night × 150 = 750 kr tax-free; 200 − 150 = 50 kr taxable.
    expect([effect.perDiemTaxFreeOre, effect.perDiemTaxableOre]).toEqual([75_000, 5_000]);
  });

  test('a day trip or a trip within 50 km gets no nattraktamente either', () => {
    const near = travelEffect(
      trip({
        return: '2026-03-11T20:00',
        overnight: true,
        moreThan50Km: false,
        lodgingPaidByEmployer: false,
      }),
      defaults,
    );
    expect([near.nights, near.perDiemTaxFreeOre]).toEqual([[], 0]);
  });
});

describe('utlandstraktamente from the normal amounts in the settings', () => {
  // A normal amount of 1 000 kr for Germany 2026, made up for the test (Skatteverket's list is
  // copied into the settings by the company). Day rules as at home; meals abroad 15/35/50/70/85 %.
  const germany = {
    ...defaults,
    allowances: {
      ...DEFAULT_TRAVEL_ALLOWANCES,
      foreignNormalAmounts: [{ country: 'DE', year: 2026, normalAmountOre: 100_000 }],
    },
  };
  const berlin = (overrides: Partial<TravelPayload>) =>
    trip({
      destination: 'Berlin',
      country: 'DE',
      departure: '2026-03-10T07:00',
      return: '2026-03-12T18:00',
      overnight: true,
      ...overrides,
    });

  test('3 days in Germany: whole day, whole day less free lunch, half day', () => {
    const effect = travelEffect(berlin({ mealsByDate: freeLunch }), germany);
    // 10 March: leaves 07:00, before 12:00 → whole day = the normal amount 1 000 kr.
    // 11 March: a day in between → whole day 1 000 − free lunch 35 % (350) = 650 kr.
    // 12 March: back 18:00, not after 19:00 → half day = 50 % of 1 000 = 500 kr.
    // Total 1 000 + 650 + 500 = 2 150 kr, all tax-free (the company pays the normal amounts).
    expect(effect.perDiemDays.map((day) => [day.date, day.kind, day.taxFreeOre])).toEqual([
      ['2026-03-10', 'whole-day', 100_000],
      ['2026-03-11', 'whole-day', 65_000],
      ['2026-03-12', 'half-day', 50_000],
    ]);
    expect([effect.perDiemTaxFreeOre, effect.perDiemTaxableOre, effect.notes]).toEqual([215_000, 0, []]);
  });

  test('lodging not paid by the employer: 2 nights × 50 % of 1 000 = 1 000 kr more', () => {
    const effect = travelEffect(berlin({ lodgingPaidByEmployer: false }), germany);
    // Days 1 000 + 1 000 + 500 = 2 500 kr; nights 500 + 500 = 1 000 kr; total 3 500 kr.
    expect(effect.nights.map((night) => night.taxFreeOre)).toEqual([50_000, 50_000]);
    expect(effect.perDiemTaxFreeOre).toBe(350_000);
  });

  test('leaving 13:00 and back 20:00: half day, then whole day', () => {
    const effect = travelEffect(
      berlin({ departure: '2026-03-10T13:00', return: '2026-03-11T20:00' }),
      germany,
    );
    // 10 March after 12:00 → half day 500 kr; 11 March after 19:00 → whole day 1 000 kr.
    expect(effect.perDiemTaxFreeOre).toBe(150_000);
  });

  test('a year without the normal amount keeps the note; the other year is computed', () => {
    const effect = travelEffect(
      berlin({ departure: '2025-12-31T08:00', return: '2026-01-01T20:00' }),
      germany,
    );
    // 31 December 2025: no amount for DE 2025 → nothing, note. 1 January 2026: whole day 1 000 kr.
    expect(effect.perDiemDays.map((day) => day.taxFreeOre)).toEqual([0, 100_000]);
    expect(effect.notes).toEqual([foreignNote('DE', '2025')]);
    expect(effect.notes[0]?.message).toContain('Tyskland 2025');
  });

  test('a day trip abroad still has no per diem', () => {
    const effect = travelEffect(berlin({ return: '2026-03-10T20:00', overnight: false }), germany);
    expect([effect.perDiemTaxFreeOre, effect.notes]).toEqual([0, [DAY_TRIP_NOTE]]);
  });

  test('after three months 70 % of the normal amount, free breakfast 15 % of that', () => {
    const effect = travelEffect(
      berlin({
        departure: '2026-01-05T07:00',
        return: '2026-04-06T20:00',
        mealsByDate: { '2026-04-06': 'breakfast' },
      }),
      germany,
    );
    // From 5 April (three months after 5 January): whole day 70 % of 1 000 = 700 kr.
    // 6 April with free breakfast: 700 − 15 % of 700 (105) = 595 kr.
    expect(effect.perDiemDays.slice(-2).map((day) => [day.date, day.stay, day.taxFreeOre])).toEqual([
      ['2026-04-05', 'after-three-months', 70_000],
      ['2026-04-06', 'after-three-months', 59_500],
    ]);
  });
});
