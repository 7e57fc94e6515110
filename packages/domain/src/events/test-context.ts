import type { HolidaySettings } from '../settings/company-holidays.ts';
import type { AbsencePayload } from './event-schema.ts';
import type { ScheduleContext } from './work-schedule.ts';

/** Shared by this folder's tests: a Monday–Friday 8-hour week employed since 2025. */
export const COMPANY_DAYS_OFF: HolidaySettings = {
  extraDaysOff: [
    { date: '2026-01-05', name: 'Trettondagsafton', portion: 'half' },
    { date: '2026-05-15', name: 'Klämdag', portion: 'whole' },
  ],
};

export function testContext(overrides: Partial<ScheduleContext> = {}): ScheduleContext {
  return {
    schedule: [8, 8, 8, 8, 8, 0, 0],
    weeklyHours: 40,
    holidays: COMPANY_DAYS_OFF,
    employmentStart: '2025-01-01',
    employmentEnd: null,
    ...overrides,
  };
}

export function absence(
  absenceType: AbsencePayload['absenceType'],
  fromDate: string,
  toDate: string,
  extent: AbsencePayload['extent'] = { mode: 'whole-days' },
  certificate = false,
): AbsencePayload {
  return { kind: 'absence', absenceType, fromDate, toDate, extent, certificate };
}
