import type { TravelPayload } from '../../events/event-schema.ts';
import { INFORMATIONAL_TRAVEL_NOTES, travelEffect } from '../../events/travel-effect.ts';
import {
  DEFAULT_TRAVEL_ALLOWANCES,
  DEFAULT_TRAVEL_MILEAGE,
  type FreeMeals,
} from '../../settings/travel-settings.ts';
import { makeLine, type PayslipContext, requireType } from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';
import { priceFromSettings } from './settings-rate.ts';

/**
 * Kostförmån for free meals on a trip (§9.4, §9.5): lunch and dinner are taxable benefits; a
 * breakfast is taken to be in the hotel's room price, which gives none (set
 * `breakfastInLodging: false` when it was not).
 */
function mealBenefitCodes(meals: FreeMeals, breakfastInLodging: boolean): string[] {
  const breakfast = breakfastInLodging ? [] : ['622'];
  switch (meals) {
    case 'breakfast':
      return breakfast;
    case 'lunch-or-dinner':
      return ['621'];
    case 'breakfast-and-lunch-or-dinner':
      return [...breakfast, '621'];
    case 'lunch-and-dinner':
      return ['621', '621'];
    case 'all':
      return breakfastInLodging ? ['621', '621'] : ['620'];
    case 'none':
      return [];
  }
}

function mealBenefitLines(ctx: PayslipContext, trip: TravelPayload): PayslipLine[] {
  const breakfastInLodging = ctx.agreement.breakfastInLodging;
  const counts = new Map<string, { quantity: number; from: string; to: string }>();
  for (const [date, meals] of Object.entries(trip.mealsByDate).sort()) {
    for (const code of mealBenefitCodes(meals, breakfastInLodging)) {
      const count = counts.get(code) ?? { quantity: 0, from: date, to: date };
      count.quantity += 1;
      count.to = date;
      counts.set(code, count);
    }
  }
  const lines: PayslipLine[] = [];
  for (const [code, count] of counts) {
    const type = requireType(ctx, code);
    const rule = type?.treatment.rateRule;
    if (!type || rule?.method !== 'settings') continue;
    const price = priceFromSettings(ctx, rule, count.from, count.quantity);
    if (!price) {
      ctx.problem('MISSING_RATE', `Lönearten ${code} ${type.name} saknar sats för ${count.from}`);
      continue;
    }
    lines.push(
      makeLine(type, {
        quantity: count.quantity,
        rateOre: price.rateOre,
        amountOre: price.amountOre,
        from: count.from,
        to: count.to,
      }),
    );
  }
  return lines;
}

/**
 * Traktamente and milersättning of the trips that end in the period, split by
 * events/travel-effect.ts into the tax-free part (700 or 702 abroad, 710: paid beside the taxed pay, AGI 051 /
 * 050 ticked) and the taxable excess (701, 711: pay in AGI 011 with tax and contributions), plus
 * kostförmån for the free meals.
 */
export function travelLines(ctx: PayslipContext, trips: readonly TravelPayload[]): PayslipLine[] {
  const settings = ctx.input.settings ?? {};
  const lines: PayslipLine[] = [];
  const add = (code: string, quantity: number | null, amountOre: number, from: string, to: string) => {
    if (amountOre === 0) return;
    const type = requireType(ctx, code);
    if (type)
      lines.push(
        makeLine(type, {
          quantity,
          rateOre: quantity ? amountOre / quantity : null,
          amountOre,
          from,
          to,
        }),
      );
  };
  for (const trip of trips) {
    const effect = travelEffect(trip, {
      allowances: settings.travelAllowances ?? DEFAULT_TRAVEL_ALLOWANCES,
      mileage: settings.travelMileage ?? DEFAULT_TRAVEL_MILEAGE,
    });
    const from = trip.departure.slice(0, 10);
    const to = trip.return.slice(0, 10);
    const days = effect.perDiemDays.filter((day) => day.kind !== null).length;
    const kilometres = trip.mileage.reduce((sum, row) => sum + row.kilometres, 0);
    // Nattraktamente is its own 700 line, so that each line's rate is per day or per night.
    const nightsTaxFreeOre = effect.nights.reduce((sum, night) => sum + night.taxFreeOre, 0);
    // Abroad the per diem is 702 (utrikes, 7323); its taxable part would be 703 (none today).
    const [taxFreeCode, taxableCode] = trip.country === 'SE' ? ['700', '701'] : ['702', '703'];
    add(taxFreeCode, days, effect.perDiemTaxFreeOre - nightsTaxFreeOre, from, to);
    add(taxFreeCode, effect.nights.length, nightsTaxFreeOre, from, to);
    add(taxableCode, null, effect.perDiemTaxableOre, from, to);
    add('710', kilometres, effect.mileageTaxFreeOre, from, to);
    add('711', kilometres, effect.mileageTaxableOre, from, to);
    lines.push(...mealBenefitLines(ctx, trip));
    for (const note of effect.notes)
      if (!INFORMATIONAL_TRAVEL_NOTES.has(note.code))
        ctx.problem('UNSUPPORTED_EVENT', note.message, 'warning');
  }
  return lines;
}
