import { dayFraction, expandAbsence } from './absence-days.ts';
import type { AbsencePayload } from './event-schema.ts';
import { roundHundredths } from './swedish-date.ts';
import type { ScheduleContext } from './work-schedule.ts';

/*
 * The AGI's frånvarouppgift (swedish-payroll.md §3, fields 821–827, from period 202501): per date,
 * temporary parental benefit (VAB, TILLFALLIG_FORALDRAPENNING) or parental benefit (FORALDRAPENNING),
 * with the extent as a percent of the day or as hours. Kept per date, not per child.
 */

export type ReportedAbsenceType = 'vab' | 'parental-leave';

export const AGI_ABSENCE_TYPES = {
  vab: 'TILLFALLIG_FORALDRAPENNING',
  'parental-leave': 'FORALDRAPENNING',
} as const satisfies Record<ReportedAbsenceType, string>;

export type AbsenceReportDay = {
  date: string;
  type: ReportedAbsenceType;
  agiType: (typeof AGI_ABSENCE_TYPES)[ReportedAbsenceType];
  hours: number;
  /** Share of the day's scheduled hours, at most 100. */
  percent: number;
};

function isReported(type: AbsencePayload['absenceType']): type is ReportedAbsenceType {
  return type === 'vab' || type === 'parental-leave';
}

/**
 * VAB and parental-leave days on scheduled days, two events of one type on a date added together.
 * A percent absence keeps its percent (33 % of 7.5 h is 2.48 h but still 33 %); hours become
 * their share of the day.
 */
export function absenceReportDays(
  events: readonly { payload: AbsencePayload }[],
  ctx: ScheduleContext,
): AbsenceReportDay[] {
  const byKey = new Map<string, AbsenceReportDay>();
  for (const { payload } of events) {
    const type = payload.absenceType;
    if (!isReported(type)) continue;
    for (const day of expandAbsence(payload, ctx)) {
      const percent = payload.extent.mode === 'percent' ? payload.extent.percent : dayFraction(day) * 100;
      const key = `${day.date} ${type}`;
      const found = byKey.get(key);
      byKey.set(key, {
        date: day.date,
        type,
        agiType: AGI_ABSENCE_TYPES[type],
        hours: roundHundredths((found?.hours ?? 0) + day.hours),
        percent: Math.min(100, roundHundredths((found?.percent ?? 0) + percent)),
      });
    }
  }
  return [...byKey.values()].sort(
    (left, right) => left.date.localeCompare(right.date) || left.type.localeCompare(right.type),
  );
}
