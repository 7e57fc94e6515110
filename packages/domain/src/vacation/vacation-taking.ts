import { countVacationDays } from '../events/absence-days.ts';
import type { AbsencePayload } from '../events/event-schema.ts';
import type { ScheduleContext } from '../events/work-schedule.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import { fromHundredths, type SavedDaysLot, toHundredths, type VacationBalance } from './vacation-balance.ts';

/**
 * Taking vacation (docs/vacation.md *Taking*): saved days first-in-first-out when the employee
 * chose saved days, then the year's paid days, then advance days where the group and the employer
 * allow them, then unpaid days. Unpaid vacation takes unpaid days only, and warns while paid days
 * are left (the employee may decline unpaid days, but paid ones come first).
 */
export type VacationSource = 'saved' | 'paid' | 'advance' | 'unpaid';
export type VacationDraw = { source: VacationSource; days: number; savedFrom?: DateOnly };
export type VacationAbsenceType = 'vacation-paid' | 'vacation-saved' | 'vacation-unpaid';
export type TakingWarning = 'UNPAID_WHILE_PAID_LEFT' | 'BEYOND_ENTITLEMENT';

export type TakeVacationInput = {
  absenceType: VacationAbsenceType;
  /** The first day of the leave: saved lots that expired before it are not used. */
  date: DateOnly;
  days: number;
  /** The group allows advance vacation and the employer agreed to it for this leave. */
  isAdvanceAllowed: boolean;
  /** Vacation pay per advance day, what a settlement may recover later. */
  advanceDayValueOre?: number;
};

export type TakeVacationResult = {
  balance: VacationBalance;
  draws: VacationDraw[];
  /** Days no balance covered (more than the year's leave days). */
  beyondEntitlementDays: number;
  warnings: TakingWarning[];
};

const ORDER: Record<VacationAbsenceType, readonly VacationSource[]> = {
  'vacation-saved': ['saved', 'paid', 'advance', 'unpaid'],
  'vacation-paid': ['paid', 'advance', 'unpaid'],
  'vacation-unpaid': ['unpaid'],
};

export function takeVacation(balance: VacationBalance, input: TakeVacationInput): TakeVacationResult {
  let left = toHundredths(input.days);
  const draws: VacationDraw[] = [];
  let saved: SavedDaysLot[] = balance.saved.map((lot) => ({ ...lot }));
  let paidTaken = toHundredths(balance.paidDaysTaken);
  let unpaidTaken = toHundredths(balance.unpaidDaysTaken);
  let advanceTaken = toHundredths(balance.advanceDaysTaken);
  const unpaidRoom = () => toHundredths(balance.unpaidDays) - unpaidTaken - advanceTaken;
  const paidRoom = () => toHundredths(balance.paidDays) - paidTaken;
  const warnings: TakingWarning[] = [];
  if (input.absenceType === 'vacation-unpaid' && paidRoom() > 0) warnings.push('UNPAID_WHILE_PAID_LEFT');
  for (const source of ORDER[input.absenceType]) {
    if (left <= 0) break;
    if (source === 'saved') {
      for (const lot of saved) {
        if (left <= 0) break;
        if (lot.expiresOn < input.date) continue;
        const take = Math.min(left, toHundredths(lot.days));
        if (take <= 0) continue;
        lot.days = fromHundredths(toHundredths(lot.days) - take);
        left -= take;
        draws.push({ source, days: fromHundredths(take), savedFrom: lot.savedFrom });
      }
      saved = saved.filter((lot) => toHundredths(lot.days) > 0);
      continue;
    }
    if (source === 'advance' && !input.isAdvanceAllowed) continue;
    const room = source === 'paid' ? paidRoom() : unpaidRoom();
    const take = Math.min(left, Math.max(0, room));
    if (take <= 0) continue;
    if (source === 'paid') paidTaken += take;
    else if (source === 'advance') advanceTaken += take;
    else unpaidTaken += take;
    left -= take;
    draws.push({ source, days: fromHundredths(take) });
  }
  if (left > 0) warnings.push('BEYOND_ENTITLEMENT');
  const advanceDraw = draws.find((draw) => draw.source === 'advance');
  const advance = advanceDraw
    ? [
        ...balance.advance,
        {
          takenOn: input.date,
          days: advanceDraw.days,
          valueOre: Math.round((input.advanceDayValueOre ?? 0) * advanceDraw.days),
        },
      ]
    : balance.advance;
  return {
    balance: {
      ...balance,
      paidDaysTaken: fromHundredths(paidTaken),
      unpaidDaysTaken: fromHundredths(unpaidTaken),
      advanceDaysTaken: fromHundredths(advanceTaken),
      saved,
      advance,
    },
    draws,
    beyondEntitlementDays: fromHundredths(left),
    warnings,
  };
}

/** A vacation absence event: its days counted off the schedule (3 a §, countVacationDays). */
export function takeVacationAbsence(
  balance: VacationBalance,
  payload: AbsencePayload & { absenceType: VacationAbsenceType },
  ctx: ScheduleContext,
  options: { isAdvanceAllowed: boolean; advanceDayValueOre?: number },
): TakeVacationResult {
  return takeVacation(balance, {
    absenceType: payload.absenceType,
    date: payload.fromDate,
    days: countVacationDays(payload, ctx),
    ...options,
  });
}
