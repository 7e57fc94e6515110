import type { EventEffectView } from '@lonsam/domain/contracts/events/event-shapes';
import type { TFunction } from 'i18next';
import type { useTranslation } from 'react-i18next';
import type { EventView, ReportableSalaryType } from '../api/get-event-calendar.ts';
import { formatDateTime, formatDecimal, formatKronor, formatLongDate, formatShortDate } from './format.ts';
import { noteText } from './note-text.ts';

type Translate = ReturnType<typeof useTranslation<'transaction'>>['t'];

/** The event's name: the absence type, the salary type, the trip's destination or the balance. */
export function eventTitle(
  event: Pick<EventView, 'payload'>,
  t: Translate,
  salaryTypes: readonly ReportableSalaryType[],
): string {
  const { payload } = event;
  switch (payload.kind) {
    case 'absence':
      return t(`event.absenceTypes.${payload.absenceType}`);
    case 'transaction': {
      const type = salaryTypes.find((candidate) => candidate.code === payload.salaryTypeCode);
      return type ? type.name : t('event.salaryTypeCode', { code: payload.salaryTypeCode });
    }
    case 'travel':
      return t('event.travelTo', { destination: payload.destination });
    case 'balance':
      return t(`event.balanceKinds.${payload.balance}`);
  }
}

/** "3 april 2026" or "3 apr. – 5 april 2026". */
export function eventPeriod(event: Pick<EventView, 'fromDate' | 'toDate'>, language: string): string {
  if (event.fromDate === event.toDate) return formatLongDate(event.fromDate, language);
  return `${formatShortDate(event.fromDate, language)} – ${formatLongDate(event.toDate, language)}`;
}

/** What was reported, in a line: the extent, the quantity or amount, the trip's times, the change. */
export function eventDetails(event: Pick<EventView, 'payload'>, t: Translate, language: string): string {
  const { payload } = event;
  switch (payload.kind) {
    case 'absence': {
      const { extent } = payload;
      const howMuch =
        extent.mode === 'hours'
          ? t('event.extent.hoursPerDay', { hours: formatDecimal(extent.hoursPerDay) })
          : extent.mode === 'percent'
            ? t('event.extent.percent', { percent: formatDecimal(extent.percent) })
            : t('event.extent.wholeDays');
      // Parental leave names its child when given (the vacation-earning limit is per child).
      return payload.absenceType === 'parental-leave' && payload.childBirthDate
        ? `${howMuch}, ${t('event.childBorn', { date: formatLongDate(payload.childBirthDate, language) })}`
        : howMuch;
    }
    case 'transaction': {
      const parts: string[] = [];
      if (payload.quantity !== undefined)
        parts.push(t('event.quantity', { quantity: formatDecimal(payload.quantity) }));
      if (payload.amountOre !== undefined)
        parts.push(t('event.amount', { amount: formatKronor(payload.amountOre) }));
      return parts.join(', ');
    }
    case 'travel':
      return t('event.tripTimes', {
        departure: formatDateTime(payload.departure, language),
        return: formatDateTime(payload.return, language),
      });
    case 'balance':
      return t('event.balanceChange', {
        change: `${payload.change > 0 ? '+' : ''}${formatDecimal(payload.change)}`,
        reason: payload.reason,
      });
  }
}

/** The effect's lines as the rules give them: hours, days, kronor, sick-period and travel notes. */
export function effectLines(effect: EventEffectView, t: Translate, language: string): string[] {
  const lines: string[] = [];
  if (effect.hours !== null)
    lines.push(t('event.effect.hours', { count: effect.hours, hours: formatDecimal(effect.hours) }));
  if (effect.days !== null)
    lines.push(t('event.effect.days', { count: effect.days, days: formatDecimal(effect.days) }));
  if (effect.amountOre !== null)
    lines.push(t('event.effect.amount', { amount: formatKronor(effect.amountOre) }));
  const sick = effect.sickPeriod;
  // The rules' own notes tell the sick period in more detail (day numbers, karens hours): not twice.
  if (sick && effect.notes.length === 0) {
    lines.push(
      t('event.effect.sickDays', {
        start: formatLongDate(sick.periodStart, language),
        first: sick.firstDay,
        last: sick.lastDay,
      }),
    );
    if (sick.karens) lines.push(t('event.effect.karens'));
    if (sick.certificateNeeded) lines.push(t('event.effect.certificateNeeded'));
    if (sick.beyondDay14) lines.push(t('event.effect.beyondDay14'));
  }
  const travel = effect.travel;
  if (travel) {
    lines.push(
      t('event.effect.perDiem', {
        taxFree: formatKronor(travel.perDiemTaxFreeOre),
        taxable: formatKronor(travel.perDiemTaxableOre),
      }),
      t('event.effect.mileage', {
        taxFree: formatKronor(travel.mileageTaxFreeOre),
        taxable: formatKronor(travel.mileageTaxableOre),
      }),
    );
  }
  return [...lines, ...effect.notes.map((note) => noteText(note, t as TFunction, language))];
}
