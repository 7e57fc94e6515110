import { expandAbsence } from '../../events/absence-days.ts';
import type { AbsencePayload, AbsenceType } from '../../events/event-schema.ts';
import { roundHundredths } from '../../events/swedish-date.ts';
import { makeLine, type PayslipContext } from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';

/** Counts the payslip shows and the AGI's frånvarouppgift needs, without money: code, absence, unit. */
const COUNTS: readonly { code: string; absenceType: AbsenceType; unit: 'hours' | 'days' }[] = [
  { code: '920', absenceType: 'sick', unit: 'hours' },
  { code: '930', absenceType: 'parental-leave', unit: 'days' },
  { code: '931', absenceType: 'vab', unit: 'hours' },
];

/** Information lines (9xx): vacation days taken, sick hours, parental-leave days and VAB hours of the month. */
export function informationLines(
  ctx: PayslipContext,
  absences: readonly AbsencePayload[],
  vacationDaysTaken: number,
): PayslipLine[] {
  if (!ctx.employedFrom || !ctx.employedTo) return [];
  const from = ctx.employedFrom;
  const to = ctx.employedTo;
  const lines: PayslipLine[] = [];
  const add = (code: string, quantity: number) => {
    const type = ctx.type(code);
    if (type && quantity > 0) lines.push(makeLine(type, { quantity, rateOre: null, amountOre: 0, from, to }));
  };
  add('910', vacationDaysTaken);
  for (const count of COUNTS) {
    const days = absences
      .filter((event) => event.absenceType === count.absenceType)
      .flatMap((event) => expandAbsence(event, ctx.schedule))
      .filter((day) => day.date >= from && day.date <= to);
    const quantity = days.reduce(
      (sum, day) => sum + (count.unit === 'hours' ? day.hours : Math.min(1, day.hours / day.scheduledHours)),
      0,
    );
    add(count.code, roundHundredths(quantity));
  }
  return lines;
}
