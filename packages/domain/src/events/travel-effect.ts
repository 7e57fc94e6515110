import { MissingTravelParametersError } from '../payroll/travel-parameters.ts';
import {
  type FreeMeals,
  findForeignNormalAmountOre,
  foreignTaxFreePerDiemOre,
  NoCompanyRateError,
  type PerDiemKind,
  type PerDiemStay,
  splitMileage,
  splitPerDiem,
  type TaxFreeSplit,
  type TravelAllowances,
  type TravelMileage,
} from '../settings/travel-settings.ts';
import { createDateOnly, toEpochDay } from '../time/calendar-date.ts';
import { eachDate } from './absence-days.ts';
import { type EventNote, type EventNoteCode, eventNote } from './event-notes.ts';
import type { TravelPayload } from './event-schema.ts';

/*
 * Traktamente and milersättning of one trip (swedish-payroll.md §9.5): domestic per diem only for
 * a trip with an overnight stay more than 50 km from home and the regular workplace; the departure
 * day is a whole day when leaving before 12:00, the return day when coming back after 19:00, else
 * half days; days in between are whole. From the day three months after the departure the
 * tax-free whole day is 70 %, from two years 50 %. Nattraktamente for each night when the employer
 * did not pay the lodging. The company's own amounts (settings) are paid; the part above
 * Skatteverket's tax-free amount (less free meals on whole days) is taxable pay.
 *
 * Abroad (utlandstraktamente) the same day rules apply to the country's normal amount for the
 * day's year from the company's settings (foreignTaxFreePerDiemOre); the company pays exactly that
 * tax-free amount (its own amounts are domestic ones). A day whose year has no normal amount for
 * the country gets no per diem and the note `travel-foreign` (country, year), so the payroll warns.
 */

export type TravelSettings = { allowances: TravelAllowances; mileage: TravelMileage };

export type PerDiemDay = {
  date: string;
  /** Null when no per diem is paid that day (no overnight, within 50 km, no amounts or rates). */
  kind: PerDiemKind | null;
  freeMeals: FreeMeals;
  /** How long the stay has lasted that day (the 70 % and 50 % whole days). */
  stay: PerDiemStay;
  taxFreeOre: number;
  taxableOre: number;
};

/** Nattraktamente for the night that starts on `date`. */
export type PerDiemNight = { date: string; taxFreeOre: number; taxableOre: number };

export type TravelEffect = {
  /** Per diem days and nights together. */
  perDiemTaxFreeOre: number;
  perDiemTaxableOre: number;
  mileageTaxFreeOre: number;
  mileageTaxableOre: number;
  perDiemDays: PerDiemDay[];
  nights: PerDiemNight[];
  notes: EventNote[];
};

export const DAY_TRIP_NOTE = eventNote('travel-day-trip');
export const WITHIN_50_KM_NOTE = eventNote('travel-within-50-km');
/** A trip abroad whose country has no normal amount for the year in the settings. */
export function foreignNote(country: string, year: string): EventNote {
  return eventNote('travel-foreign', { country, year });
}

/** Notes that tell what was computed; the others tell what was not (the payroll warns of those). */
export const INFORMATIONAL_TRAVEL_NOTES: ReadonlySet<EventNoteCode> = new Set([
  'travel-night-allowance',
  'travel-after-three-months',
  'travel-after-two-years',
]);

/** Leaving before 12:00 makes the departure day whole; coming back after 19:00 the return day. */
function perDiemKind(date: string, payload: TravelPayload): PerDiemKind {
  const departureDate = payload.departure.slice(0, 10);
  const returnDate = payload.return.slice(0, 10);
  if (date === departureDate) return payload.departure.slice(11) < '12:00' ? 'whole-day' : 'half-day';
  if (date === returnDate) return payload.return.slice(11) > '19:00' ? 'whole-day' : 'half-day';
  return 'whole-day';
}

/**
 * The same day of the month `months` later, or the month's last day when it has no such day
 * (30 November + 3 months = 28 February). Our reading of "after three months": the departure
 * 5 January 2026 has its first three months up to 4 April, the 70 % from 5 April.
 */
export function sameDayMonthsLater(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return createDateOnly(Math.floor(index / 12), index % 12, Math.min(day, lastDay));
}

function stayOn(date: string, threeMonthsFrom: string, twoYearsFrom: string): PerDiemStay {
  if (toEpochDay(date) >= toEpochDay(twoYearsFrom)) return 'after-two-years';
  if (toEpochDay(date) >= toEpochDay(threeMonthsFrom)) return 'after-three-months';
  return 'first-three-months';
}

/** The reason no per diem is paid on this trip, or null when it is. */
function noPerDiemReason(payload: TravelPayload): EventNote | null {
  // An overnight stay needs two dates; a trip within one date is a day trip whatever the flag says.
  if (!payload.overnight || payload.departure.slice(0, 10) === payload.return.slice(0, 10))
    return DAY_TRIP_NOTE;
  if (!payload.moreThan50Km) return WITHIN_50_KM_NOTE;
  return null;
}

/** The split, or the note why it cannot be made (a year without amounts, no company rate). */
function trySplit(split: () => TaxFreeSplit, date: string): TaxFreeSplit | EventNote {
  try {
    return split();
  } catch (error) {
    if (error instanceof MissingTravelParametersError)
      return eventNote('travel-missing-tax-free-amounts', { year: date.slice(0, 4), date });
    if (error instanceof NoCompanyRateError) return eventNote('travel-no-company-rate', { date });
    throw error;
  }
}

/** One day or night abroad: the company pays the tax-free amount, nothing is taxable. */
function foreignSplit(
  payload: TravelPayload,
  settings: TravelSettings,
  date: string,
  day: { kind: PerDiemKind; freeMeals?: FreeMeals; stay?: PerDiemStay },
): TaxFreeSplit | EventNote {
  const year = date.slice(0, 4);
  const normalAmountOre = findForeignNormalAmountOre(settings.allowances, payload.country, Number(year));
  if (normalAmountOre === undefined) return foreignNote(payload.country, year);
  const taxFreeOre = foreignTaxFreePerDiemOre({ normalAmountOre, ...day });
  return { paidOre: taxFreeOre, taxFreeOre, taxableOre: 0 };
}

export function travelEffect(payload: TravelPayload, settings: TravelSettings): TravelEffect {
  const notes = new Map<string, EventNote>();
  const addNote = (note: EventNote) => notes.set(note.message, note);
  const departureDate = payload.departure.slice(0, 10);
  const dates = eachDate(departureDate, payload.return.slice(0, 10));
  const threeMonthsFrom = sameDayMonthsLater(departureDate, 3);
  const twoYearsFrom = sameDayMonthsLater(departureDate, 24);
  const reason = noPerDiemReason(payload);
  const abroad = payload.country !== 'SE';
  if (reason) addNote(reason);
  const perDiemDays = dates.map((date): PerDiemDay => {
    const freeMeals = payload.mealsByDate[date] ?? 'none';
    const stay = stayOn(date, threeMonthsFrom, twoYearsFrom);
    const none = { date, kind: null, freeMeals, stay, taxFreeOre: 0, taxableOre: 0 };
    if (reason) return none;
    const kind = perDiemKind(date, payload);
    const split = abroad
      ? foreignSplit(payload, settings, date, { kind, freeMeals, stay })
      : trySplit(
          () => splitPerDiem({ settings: settings.allowances, kind, days: 1, date, freeMeals, stay }),
          date,
        );
    if ('code' in split) {
      addNote(split);
      return none;
    }
    return { date, kind, freeMeals, stay, taxFreeOre: split.taxFreeOre, taxableOre: split.taxableOre };
  });
  if (!reason) {
    if (perDiemDays.some((day) => day.kind === 'whole-day' && day.stay === 'after-three-months'))
      addNote(eventNote('travel-after-three-months', { from: threeMonthsFrom }));
    if (perDiemDays.some((day) => day.kind === 'whole-day' && day.stay === 'after-two-years'))
      addNote(eventNote('travel-after-two-years', { from: twoYearsFrom }));
  }

  // Nattraktamente (§9.5): one per night of the trip when the employer did not pay the lodging.
  const nights: PerDiemNight[] = [];
  if (!reason && payload.lodgingPaidByEmployer === false) {
    for (const date of dates.slice(0, -1)) {
      const split = abroad
        ? foreignSplit(payload, settings, date, { kind: 'night' })
        : trySplit(() => splitPerDiem({ settings: settings.allowances, kind: 'night', days: 1, date }), date);
      if ('code' in split) addNote(split);
      else nights.push({ date, taxFreeOre: split.taxFreeOre, taxableOre: split.taxableOre });
    }
    if (nights.length > 0) addNote(eventNote('travel-night-allowance', { nights: nights.length }));
  }

  let mileageTaxFreeOre = 0;
  let mileageTaxableOre = 0;
  for (const row of payload.mileage) {
    const split = trySplit(
      () =>
        splitMileage({
          settings: settings.mileage,
          vehicle: row.vehicle,
          kilometres: row.kilometres,
          date: row.date,
        }),
      row.date,
    );
    if ('code' in split) {
      addNote(split);
      continue;
    }
    mileageTaxFreeOre += split.taxFreeOre;
    mileageTaxableOre += split.taxableOre;
  }
  const perDiemParts = [...perDiemDays, ...nights];
  return {
    perDiemTaxFreeOre: perDiemParts.reduce((sum, day) => sum + day.taxFreeOre, 0),
    perDiemTaxableOre: perDiemParts.reduce((sum, day) => sum + day.taxableOre, 0),
    mileageTaxFreeOre,
    mileageTaxableOre,
    perDiemDays,
    nights,
    notes: [...notes.values()],
  };
}
