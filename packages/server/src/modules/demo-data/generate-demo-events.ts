import { findAbsenceProblems } from '@lonsam/domain/events/absence-conflicts';
import type {
  AbsenceExtent,
  AbsencePayload,
  AbsenceType,
  EventPayload,
  TravelPayload,
} from '@lonsam/domain/events/event-schema';
import {
  holidayNameOn,
  isWithinEmployment,
  type ScheduleContext,
  scheduledHoursOn,
} from '@lonsam/domain/events/work-schedule';
import { addDays, getIsoWeekday } from '@lonsam/domain/time/calendar-date';
import type { Random } from './generate-demo-employees.ts';

/** A sample employment as the generator needs it. */
export type DemoEventEmployment = {
  employmentId: string;
  ctx: ScheduleContext;
  /** In the team of the creator's manager role: a past month is attested by the manager, else the admin. */
  inTeam: boolean;
  hourly: boolean;
};

export type DemoEvent = {
  employmentId: string;
  payload: EventPayload;
  state: 'reported' | 'attested' | 'rejected';
  decidedBy: 'manager' | 'admin' | null;
  /** The day of the decision, the day of the report (`YYYY-MM-DD`, never after today). */
  decidedOn: string | null;
  decisionComment: string | null;
  reportedOn: string;
};

export type DemoEvents = {
  events: DemoEvent[];
  /** Months (`YYYY-MM`) each employment has marked as fully reported: every past month. */
  readyMonths: { employmentId: string; month: string; markedOn: string }[];
};

/** Standard salary types the sample reports (domain/salary-types/standard-salary-types.ts). */
export const DEMO_SALARY_TYPES = {
  overtime: '210',
  overtimeHourly: '212',
  obEvening: '230',
  obWeekend: '232',
  bonus: '500',
  mealBenefit: '621',
} as const;

/** Reported by the sample, though not reportable in the standard catalogue: sample data makes them so. */
export const DEMO_REPORTABLE_CODES = [DEMO_SALARY_TYPES.bonus, DEMO_SALARY_TYPES.mealBenefit];

export const DEMO_REJECTION_COMMENT =
  'Övertiden var inte beordrad i förväg. Prata med mig innan du rapporterar den igen.';

const DESTINATIONS = ['Göteborg', 'Malmö', 'Sundsvall', 'Jönköping', 'Linköping', 'Umeå'];

/**
 * A realistic spread of events for a test company's sample employments over its `monthsBack` months
 * of history and the current month up to `today`: short sick spells, one re-sickness within five
 * days, one longer spell with a certificate, summer vacation and a vacation week around a holiday,
 * VAB, parental leave, overtime and OB hours, a bonus, a meal benefit, trips with mileage and two
 * balance adjustments. Past months are attested (by the manager for the team, else the admin) and
 * ready-marked; the current month is a mix of reported and attested with one rejection.
 *
 * Every absence is checked with the domain's overlap rules before it is kept, so the result is
 * valid as the server would accept it. Pure: the same `random` gives the same events.
 */
export function generateDemoEvents(
  input: { employments: readonly DemoEventEmployment[]; today: string; monthsBack: number },
  random: Random,
): DemoEvents {
  const { employments, today } = input;
  const count = employments.length;
  if (count === 0) return { events: [], readyMonths: [] };
  const months = monthStarts(firstOfMonthBack(today, input.monthsBack), today);
  const currentMonth = today.slice(0, 7);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  const events: DemoEvent[] = [];
  const readyMonths: DemoEvents['readyMonths'] = [];
  // Which employment carries each one-of-a-kind event (several when the company is small).
  const role = (k: number) => k % count;

  for (const [index, employment] of employments.entries()) {
    const { ctx } = employment;
    const planned: EventPayload[] = [];
    const absences = () =>
      planned.flatMap((payload, at) =>
        payload.kind === 'absence' ? [{ id: String(at), payload: payload as AbsencePayload }] : [],
      );
    const addAbsence = (
      absenceType: AbsenceType,
      fromDate: string,
      toDate: string,
      extent: AbsenceExtent = { mode: 'whole-days' },
      extra: { certificate?: boolean; comment?: string } = {},
    ): boolean => {
      const payload: AbsencePayload = {
        kind: 'absence',
        absenceType,
        fromDate,
        toDate,
        extent,
        certificate: extra.certificate ?? false,
        ...(extra.comment ? { comment: extra.comment } : {}),
      };
      if (findAbsenceProblems(payload, absences(), ctx).length > 0) return false;
      planned.push(payload);
      return true;
    };
    const absentOn = (date: string) =>
      absences().some(({ payload }) => payload.fromDate <= date && payload.toDate >= date);
    const addTransaction = (
      code: string,
      date: string,
      amount: { quantity?: number; amountOre?: number },
    ) => {
      if (!isWithinEmployment(date, ctx)) return;
      planned.push({ kind: 'transaction', salaryTypeCode: code, date, ...amount });
    };
    const workdays = (month: string, until = '9999-12-31') =>
      daysOfMonth(month).filter((date) => date <= until && scheduledHoursOn(date, ctx) > 0);
    const freeWorkday = (month: string, until?: string) => {
      const free = workdays(month, until).filter((date) => !absentOn(date));
      return free.length === 0 ? null : pick(free);
    };

    const addBalance = (balance: 'comp-time' | 'flex', date: string, change: number, reason: string) => {
      if (isWithinEmployment(date, ctx)) planned.push({ kind: 'balance', balance, date, change, reason });
    };

    const planTrip = (month: string, employeeIndex: number, at: number): TravelPayload | null => {
      // Tuesday to Wednesday of the second week, unless absent: one night away, driven in the own car.
      const tuesday = firstWeekday(`${month}-08`, 2);
      const wednesday = addDays(tuesday, 1);
      if ([tuesday, wednesday].some((date) => absentOn(date) || scheduledHoursOn(date, ctx) === 0))
        return null;
      const destination = DESTINATIONS[(employeeIndex + at) % DESTINATIONS.length]!;
      const kilometres = 120 + ((employeeIndex * 37 + at * 53) % 280);
      const dayTrip = at % 4 === 2;
      return {
        kind: 'travel',
        departure: `${tuesday}T07:15`,
        return: dayTrip ? `${tuesday}T18:30` : `${wednesday}T19:40`,
        destination,
        country: 'SE',
        overnight: !dayTrip,
        moreThan50Km: true,
        mealsByDate: dayTrip ? {} : { [wednesday]: 'lunch-or-dinner' },
        mileage: dayTrip
          ? [
              {
                date: tuesday,
                vehicle: 'own-car',
                kilometres: kilometres * 2,
                purpose: `Kundbesök i ${destination}`,
              },
            ]
          : [
              { date: tuesday, vehicle: 'own-car', kilometres, purpose: `Till ${destination}` },
              { date: wednesday, vehicle: 'own-car', kilometres, purpose: 'Hem' },
            ],
        comment: dayTrip ? 'Kundbesök' : 'Konferens och kundmöte',
      };
    };

    const pastMonths = months.filter((month) => month < currentMonth);
    // One of each kind the brief of issue 17 names, on the employments `role` gives.
    const [firstPast, secondPast] = [pastMonths.at(-2) ?? pastMonths[0], pastMonths.at(-1)];
    if (index === role(0) && firstPast) {
      // Sick Wednesday–Thursday, again from Monday: four days later, the same sick period.
      const wednesday = firstWeekday(`${firstPast}-08`, 3);
      addAbsence('sick', wednesday, addDays(wednesday, 1));
      addAbsence('sick', addDays(wednesday, 5), addDays(wednesday, 6));
      addBalance('comp-time', `${pastMonths[0]}-01`, 12, 'Överfört saldo från tidigare tidssystem');
    }
    if (index === role(1) && secondPast) {
      // Ten calendar days from a Monday: past day 8, so with a doctor's certificate.
      const monday = firstWeekday(`${secondPast}-03`, 1);
      addAbsence('sick', monday, addDays(monday, 9), { mode: 'whole-days' }, { certificate: true });
      addBalance('flex', `${secondPast}-01`, 5.5, 'Flexsaldo vid övergången till nytt tidssystem');
    }
    if (index === role(2) && secondPast) {
      addTransaction(DEMO_SALARY_TYPES.bonus, lastOfMonth(secondPast), {
        amountOre: int(10, 30) * 1_000_00,
      });
    }
    if (index % 3 === 1 || index === role(2)) {
      // A vacation week around a holiday in the history (Christmas, Easter, Ascension…).
      const holiday = pastMonths
        .flatMap((month) => daysOfMonth(month))
        .filter((date) => getIsoWeekday(date) <= 5 && holidayNameOn(date, ctx.holidays) !== null)
        .filter((date) => !date.slice(5).startsWith('07'))
        .at(-1 - (index % 2));
      if (holiday) {
        const monday = addDays(holiday, 1 - getIsoWeekday(holiday));
        addAbsence('vacation-paid', monday, addDays(monday, 4));
      }
    }
    if (index % 7 === 5 && pastMonths[0]) {
      addAbsence('parental-leave', `${pastMonths[0]}-10`, `${pastMonths[0]}-23`, {
        mode: 'percent',
        percent: 50,
      });
    }

    for (const [at, month] of pastMonths.entries()) {
      // Summer: two to four weeks from a Monday in July.
      if (month.endsWith('-07')) {
        const start = addDays(firstWeekday(`${month}-01`, 1), 7 * (index % 3));
        addAbsence('vacation-paid', start, addDays(start, 7 * (2 + (index % 3)) - 3));
      }
      // Short sick spells, now and then.
      if (chance(0.3)) {
        const day = freeWorkday(month);
        if (day) addAbsence('sick', day, nextWorkdays(day, int(0, 2), ctx));
      }
      if (index % 4 === 2 && chance(0.5)) {
        const day = freeWorkday(month);
        if (day)
          addAbsence(
            'vab',
            day,
            day,
            chance(0.5) ? { mode: 'whole-days' } : { mode: 'hours', hoursPerDay: 4 },
          );
      }
      if (index % 3 === 0 && chance(0.7)) {
        const day = freeWorkday(month);
        const code = employment.hourly ? DEMO_SALARY_TYPES.overtimeHourly : DEMO_SALARY_TYPES.overtime;
        if (day) addTransaction(code, day, { quantity: int(3, 12) / 2 });
      }
      if (index % 3 === 1) {
        const day = freeWorkday(month);
        if (day) addTransaction(DEMO_SALARY_TYPES.obEvening, day, { quantity: int(4, 16) });
        const saturday = daysOfMonth(month).find((date) => getIsoWeekday(date) === 6 && !absentOn(date));
        if (saturday && chance(0.5)) addTransaction(DEMO_SALARY_TYPES.obWeekend, saturday, { quantity: 6 });
      }
      if (index === role(3)) {
        // Lunch in the staff canteen, paid by the company: kostförmån per day.
        addTransaction(DEMO_SALARY_TYPES.mealBenefit, lastOfMonth(month), {
          quantity: Math.max(1, workdays(month).filter((date) => !absentOn(date)).length - int(2, 5)),
        });
      }
      if ((index === role(4) || index % 4 === 3) && at % 2 === 0) {
        const trip = planTrip(month, index, at);
        if (trip) planned.push(trip);
      }
    }

    // The current month, up to today (vacation may be planned ahead).
    const current: EventPayload[] = [];
    const plannedBefore = planned.length;
    const soFar = workdays(currentMonth, today);
    if (index === role(0)) {
      addTransaction(DEMO_SALARY_TYPES.overtime, soFar[0] ?? today, { quantity: 3 });
    }
    if (index % 3 === 0 && soFar.length > 2) {
      const day = freeWorkday(currentMonth, today);
      if (day)
        addTransaction(
          employment.hourly ? DEMO_SALARY_TYPES.overtimeHourly : DEMO_SALARY_TYPES.overtime,
          day,
          { quantity: 2 },
        );
    }
    if (index % 3 === 1) {
      const day = freeWorkday(currentMonth, today);
      if (day) addTransaction(DEMO_SALARY_TYPES.obEvening, day, { quantity: int(3, 8) });
    }
    if (index % 5 === 2 || index === role(1)) {
      const day = soFar.filter((date) => !absentOn(date)).at(-1);
      if (day) addAbsence('sick', day, day);
    }
    if (index % 4 === 0) {
      const ahead = workdays(currentMonth).filter((date) => date > today && getIsoWeekday(date) === 1);
      if (ahead[0])
        addAbsence(
          'vacation-paid',
          ahead[0],
          addDays(ahead[0], 4),
          { mode: 'whole-days' },
          { comment: 'Planerad ledighet' },
        );
    }
    current.push(...planned.splice(plannedBefore));

    // Past months: reported after the fact, attested on the first weekday from the 2nd of the next month, marked as ready.
    const decider = employment.inTeam ? ('manager' as const) : ('admin' as const);
    for (const payload of planned) {
      const { from, to } = datesOf(payload);
      // Vacation is asked for ahead; the rest is reported when it has happened.
      const decidedOn = min(firstWorkday(`${nextMonth(from.slice(0, 7))}-02`), today);
      const reportedOn = isVacation(payload) ? addDays(from, -21) : min(to, decidedOn);
      events.push({
        employmentId: employment.employmentId,
        payload,
        state: 'attested',
        decidedBy: decider,
        decidedOn: isVacation(payload) ? addDays(reportedOn, 2) : decidedOn,
        decisionComment: null,
        reportedOn,
      });
    }
    for (const month of pastMonths)
      readyMonths.push({ employmentId: employment.employmentId, month, markedOn: lastOfMonth(month) });

    // This month: what happened more than two days ago is attested every other time, the rest waits.
    for (const [at, payload] of current.entries()) {
      const { from } = datesOf(payload);
      const rejected = index === role(0) && at === 0;
      const attested = !rejected && from <= addDays(today, -2) && (index + at) % 2 === 0;
      events.push({
        employmentId: employment.employmentId,
        payload,
        state: rejected ? 'rejected' : attested ? 'attested' : 'reported',
        decidedBy: rejected || attested ? decider : null,
        decidedOn: rejected || attested ? today : null,
        decisionComment: rejected ? DEMO_REJECTION_COMMENT : null,
        reportedOn: min(from, today),
      });
    }
  }
  return { events, readyMonths };
}

function isVacation(payload: EventPayload): boolean {
  return payload.kind === 'absence' && payload.absenceType === 'vacation-paid';
}

function datesOf(payload: EventPayload): { from: string; to: string } {
  switch (payload.kind) {
    case 'absence':
      return { from: payload.fromDate, to: payload.toDate };
    case 'travel':
      return { from: payload.departure.slice(0, 10), to: payload.return.slice(0, 10) };
    default:
      return { from: payload.date, to: payload.date };
  }
}

const min = (a: string, b: string) => (a < b ? a : b);

/** The first date on or after `date` that is the ISO weekday `weekday` (1 Monday … 7 Sunday). */
function firstWeekday(date: string, weekday: number): string {
  return addDays(date, (weekday - getIsoWeekday(date) + 7) % 7);
}

/** `date` or the Monday after it when it falls on a weekend. */
function firstWorkday(date: string): string {
  return getIsoWeekday(date) <= 5 ? date : firstWeekday(date, 1);
}

/** `date` and the next `extra` scheduled days after it (a spell over a weekend ends on a workday). */
function nextWorkdays(date: string, extra: number, ctx: ScheduleContext): string {
  let last = date;
  for (let left = extra, day = addDays(date, 1); left > 0; day = addDays(day, 1)) {
    if (day.slice(0, 7) !== date.slice(0, 7)) break;
    if (scheduledHoursOn(day, ctx) > 0) {
      last = day;
      left -= 1;
    }
  }
  return last;
}

function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

function lastOfMonth(month: string): string {
  return addDays(`${nextMonth(month)}-01`, -1);
}

function nextMonth(month: string): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first of the month `months` months before `today`'s month. */
function firstOfMonthBack(today: string, months: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** `YYYY-MM` of every month from `from`'s to `today`'s. */
function monthStarts(from: string, today: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= today.slice(0, 7); month = nextMonth(month)) months.push(month);
  return months;
}
