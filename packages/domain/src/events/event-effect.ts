import type { EventEffectView } from '../contracts/events/event-shapes.ts';
import { countVacationDays, expandAbsence, sumAbsenceHours } from './absence-days.ts';
import { type EventNote, eventNote } from './event-notes.ts';
import {
  type AbsencePayload,
  type BalancePayload,
  type EventPayload,
  type TransactionPayload,
  VACATION_ABSENCE_TYPES,
} from './event-schema.ts';
import { buildSickPeriods, type SickPeriod, sickInfoForEvent } from './sick-periods.ts';
import { type TravelSettings, travelEffect } from './travel-effect.ts';
import type { ScheduleContext } from './work-schedule.ts';

/** The id a not yet saved event has among the sick events (preview, create). */
export const UNSAVED_EVENT_ID = 'unsaved';

export const AGI_ABSENCE_NOTE = eventNote('absence-agi-report');
export const NO_KARENS_NOTE = eventNote('sick-no-karens');
export const CERTIFICATE_HANDED_IN_NOTE = eventNote('sick-certificate-handed-in');

export type EventEffectInput = {
  payload: EventPayload;
  /** The saved event's id; absent for a new one. */
  eventId?: string;
  ctx: ScheduleContext;
  /** The employment's other sick events (not rejected); the event itself is skipped if listed. */
  otherSick: readonly { id: string; payload: AbsencePayload }[];
  travel: TravelSettings;
  /** The transaction's salary type, for its unit (`hour`, `day`, `calendar-day`, …). */
  salaryType?: { unit: string; name: string };
};

const EMPTY: EventEffectView = {
  hours: null,
  days: null,
  amountOre: null,
  sickPeriod: null,
  travel: null,
  notes: [],
};

/** What an event does before payroll: hours, days, kronor where known, sick-period and travel facts. */
export function computeEventEffect(input: EventEffectInput): EventEffectView {
  const { payload } = input;
  switch (payload.kind) {
    case 'absence':
      return absenceEffect(payload, input);
    case 'transaction':
      return transactionEffect(payload, input.salaryType);
    case 'travel': {
      const effect = travelEffect(payload, input.travel);
      const { perDiemTaxFreeOre, perDiemTaxableOre, mileageTaxFreeOre, mileageTaxableOre } = effect;
      return {
        ...EMPTY,
        amountOre: perDiemTaxFreeOre + perDiemTaxableOre + mileageTaxFreeOre + mileageTaxableOre,
        travel: { perDiemTaxFreeOre, perDiemTaxableOre, mileageTaxFreeOre, mileageTaxableOre },
        notes: effect.notes,
      };
    }
    case 'balance':
      return balanceEffect(payload);
  }
}

function absenceEffect(payload: AbsencePayload, input: EventEffectInput): EventEffectView {
  const days = expandAbsence(payload, input.ctx);
  const effect: EventEffectView = {
    ...EMPTY,
    hours: sumAbsenceHours(days),
    days: VACATION_ABSENCE_TYPES.includes(payload.absenceType)
      ? countVacationDays(payload, input.ctx)
      : days.length,
  };
  if (payload.absenceType === 'vab' || payload.absenceType === 'parental-leave')
    return { ...effect, notes: [AGI_ABSENCE_NOTE] };
  if (payload.absenceType !== 'sick') return effect;

  const id = input.eventId ?? UNSAVED_EVENT_ID;
  const others = input.otherSick.filter((other) => other.id !== id);
  const periods = buildSickPeriods([...others, { id, payload }], input.ctx);
  const sickPeriod = sickInfoForEvent(id, periods);
  const period = periods.find((candidate) => candidate.eventIds.includes(id));
  if (!sickPeriod || !period) return effect;
  return { ...effect, sickPeriod, notes: sickNotes(id, sickPeriod, period, input.ctx) };
}

function sickNotes(
  id: string,
  info: NonNullable<EventEffectView['sickPeriod']>,
  period: SickPeriod,
  ctx: ScheduleContext,
): EventNote[] {
  const single = info.firstDay === info.lastDay;
  const notes = [
    info.firstDay === 1
      ? single
        ? eventNote('sick-period-day', { day: info.firstDay })
        : eventNote('sick-period-days', { first: info.firstDay, last: info.lastDay })
      : single
        ? eventNote('sick-period-continued-day', { day: info.firstDay, periodStart: info.periodStart })
        : eventNote('sick-period-continued-days', {
            first: info.firstDay,
            last: info.lastDay,
            periodStart: info.periodStart,
          }),
  ];
  const karensHours = period.karensHoursByEvent[id] ?? 0;
  if (karensHours > 0)
    notes.push(
      eventNote('sick-karens', {
        hours: karensHours,
        targetHours: period.karensHoursTarget,
        weeklyHours: ctx.weeklyHours,
      }),
    );
  if (!period.karens && info.firstDay === 1) notes.push(NO_KARENS_NOTE);
  if (info.certificateNeeded && period.certificateNeededFrom)
    notes.push(
      period.certificateHandedIn
        ? CERTIFICATE_HANDED_IN_NOTE
        : eventNote('sick-certificate-needed', { from: period.certificateNeededFrom }),
    );
  if (info.beyondDay14 && period.beyondDay14From)
    notes.push(eventNote('sick-beyond-day-14', { from: period.beyondDay14From }));
  return notes;
}

function transactionEffect(
  payload: TransactionPayload,
  salaryType: EventEffectInput['salaryType'],
): EventEffectView {
  const quantity = payload.quantity ?? null;
  const unit = salaryType?.unit;
  return {
    ...EMPTY,
    hours: unit === 'hour' ? quantity : null,
    days: unit === 'day' || unit === 'calendar-day' ? quantity : null,
    amountOre: payload.amountOre ?? null,
  };
}

function balanceEffect(payload: BalancePayload): EventEffectView {
  const inHours = payload.balance === 'comp-time' || payload.balance === 'flex';
  return { ...EMPTY, hours: inHours ? payload.change : null, days: inHours ? null : payload.change };
}
