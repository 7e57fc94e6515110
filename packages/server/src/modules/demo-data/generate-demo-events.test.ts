import { findAbsenceProblems } from '@lonsam/domain/events/absence-conflicts';
import {
  type AbsencePayload,
  type EventPayload,
  eventPayloadSchema,
} from '@lonsam/domain/events/event-schema';
import { buildSickPeriods } from '@lonsam/domain/events/sick-periods';
import type { ScheduleContext } from '@lonsam/domain/events/work-schedule';
import { describe, expect, it } from 'vitest';
import { type DemoEvent, type DemoEventEmployment, generateDemoEvents } from './generate-demo-events.ts';

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// The sample company's own days off (calendar-settings' demo seed): Trettondagsafton half, the klämdag.
const holidays = {
  extraDaysOff: [2026, 2027].flatMap((year) => [
    { date: `${year}-01-05`, name: 'Trettondagsafton', portion: 'half' as const },
  ]),
};

function employments(count: number, employmentStart = '2024-01-01'): DemoEventEmployment[] {
  return Array.from({ length: count }, (_, index) => ({
    employmentId: `employment-${index}`,
    ctx: {
      schedule: [8, 8, 8, 8, 8, 0, 0],
      weeklyHours: 40,
      holidays,
      employmentStart,
      employmentEnd: index % 10 === 8 ? '2027-06-30' : null,
    } satisfies ScheduleContext,
    inTeam: index % 2 === 0,
    hourly: index % 10 === 7,
  }));
}

const isAbsence = (event: DemoEvent): event is DemoEvent & { payload: AbsencePayload } =>
  event.payload.kind === 'absence';
const fromOf = (payload: EventPayload) =>
  payload.kind === 'absence'
    ? payload.fromDate
    : payload.kind === 'travel'
      ? payload.departure.slice(0, 10)
      : payload.date;

const SCENARIOS = [
  { name: 'late November, 6 months, 12 employees', today: '2026-11-28', monthsBack: 6, count: 12 },
  { name: 'the second of January, 3 months, 5 employees', today: '2026-01-02', monthsBack: 3, count: 5 },
  { name: 'mid August, 24 months, 30 employees', today: '2027-08-15', monthsBack: 24, count: 30 },
  { name: 'one employee, 4 months', today: '2026-11-28', monthsBack: 4, count: 1 },
];

describe('generateDemoEvents', () => {
  for (const scenario of SCENARIOS) {
    describe(scenario.name, () => {
      const list = employments(scenario.count);
      const { events, readyMonths } = generateDemoEvents(
        { employments: list, today: scenario.today, monthsBack: scenario.monthsBack },
        seededRandom(scenario.count * 31 + scenario.monthsBack),
      );
      const currentMonth = scenario.today.slice(0, 7);

      it('gives payloads the event schema accepts as they are', () => {
        expect(events.length).toBeGreaterThan(scenario.count * scenario.monthsBack);
        for (const event of events)
          expect(eventPayloadSchema.parse(event.payload), JSON.stringify(event.payload)).toEqual(
            event.payload,
          );
      });

      it('has no absence the overlap rules refuse, each checked against all the others', () => {
        for (const employment of list) {
          const own = events
            .filter((event) => event.employmentId === employment.employmentId)
            .filter((event) => event.state !== 'rejected')
            .filter(isAbsence)
            .map((event, index) => ({ id: String(index), payload: event.payload }));
          for (const absence of own) {
            const others = own.filter((other) => other.id !== absence.id);
            expect(
              findAbsenceProblems(absence.payload, others, employment.ctx),
              JSON.stringify(absence),
            ).toEqual([]);
          }
        }
      });

      it('attests every past month (manager for the team, else admin) and marks it ready', () => {
        const past = events.filter((event) => fromOf(event.payload) < `${currentMonth}-01`);
        expect(past.length).toBeGreaterThan(0);
        for (const event of past) {
          const inTeam = list.find((each) => each.employmentId === event.employmentId)!.inTeam;
          expect(event.state).toBe('attested');
          expect(event.decidedBy).toBe(inTeam ? 'manager' : 'admin');
          expect(event.reportedOn <= event.decidedOn!).toBe(true);
          expect(event.decidedOn! <= scenario.today).toBe(true);
        }
        // Every employment, every past month.
        expect(readyMonths).toHaveLength(scenario.count * scenario.monthsBack);
        expect(readyMonths.some((marker) => marker.month === currentMonth)).toBe(false);
      });

      it('leaves this month reported, with one rejection that says why, and nothing but vacation ahead', () => {
        const current = events.filter((event) => fromOf(event.payload) >= `${currentMonth}-01`);
        const rejected = current.filter((event) => event.state === 'rejected');
        expect(rejected).toHaveLength(1);
        expect(rejected[0]!.decisionComment).toMatch(/beordrad/);
        expect(current.some((event) => event.state === 'reported')).toBe(true);
        for (const event of current) {
          if (event.state === 'reported') expect(event.decidedOn).toBeNull();
          const ahead = fromOf(event.payload) > scenario.today;
          if (ahead) expect(isAbsence(event) && event.payload.absenceType).toBe('vacation-paid');
        }
      });

      it('repeats itself for the same random source', () => {
        const again = generateDemoEvents(
          { employments: list, today: scenario.today, monthsBack: scenario.monthsBack },
          seededRandom(scenario.count * 31 + scenario.monthsBack),
        );
        expect(again).toEqual({ events, readyMonths });
      });
    });
  }

  it('spreads what a payroll meets over the months of a 12-person company (Nov 2026, 6 months back)', () => {
    const list = employments(12);
    const { events } = generateDemoEvents(
      { employments: list, today: '2026-11-28', monthsBack: 6 },
      seededRandom(7),
    );
    // Every month from May (6 months back) to November has events.
    const months = new Set(events.map((event) => fromOf(event.payload).slice(0, 7)));
    for (const month of ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'])
      expect(months.has(month), month).toBe(true);

    const absences = events.filter(isAbsence);
    const ofType = (type: string) => absences.filter((event) => event.payload.absenceType === type);
    const sick = ofType('sick');
    // Short spells of 1–3 days, besides the two below.
    const spellDays = (payload: AbsencePayload) =>
      (Date.parse(payload.toDate) - Date.parse(payload.fromDate)) / 86_400_000 + 1;
    expect(sick.filter((event) => spellDays(event.payload) <= 3).length).toBeGreaterThanOrEqual(5);
    // One longer spell: ten calendar days with a certificate (needed from day 8).
    expect(sick.some((event) => spellDays(event.payload) === 10 && event.payload.certificate)).toBe(true);
    // One re-sickness: some employment has a sick period made of two spells.
    const periods = list.flatMap((employment) =>
      buildSickPeriods(
        sick
          .filter((event) => event.employmentId === employment.employmentId)
          .map((event, index) => ({ id: String(index), payload: event.payload })),
        employment.ctx,
      ),
    );
    expect(periods.some((period) => period.eventIds.length === 2)).toBe(true);

    const vacation = ofType('vacation-paid');
    // Summer: two to four weeks in July for everyone.
    expect(vacation.filter((event) => event.payload.fromDate.startsWith('2026-07'))).toHaveLength(12);
    // A week around a holiday: Kristi himmelsfärd (14 May) or midsommarafton (19 June) 2026.
    expect(
      vacation.some(
        (event) =>
          (event.payload.fromDate <= '2026-05-14' && event.payload.toDate >= '2026-05-14') ||
          (event.payload.fromDate <= '2026-06-19' && event.payload.toDate >= '2026-06-19'),
      ),
    ).toBe(true);
    expect(ofType('vab').length).toBeGreaterThanOrEqual(1);

    const codes = events.flatMap((event) => (event.payload.kind === 'transaction' ? [event.payload] : []));
    const byCode = (code: string) => codes.filter((payload) => payload.salaryTypeCode === code);
    expect(byCode('210').length + byCode('212').length).toBeGreaterThanOrEqual(5);
    expect(byCode('230').length).toBeGreaterThanOrEqual(5);
    expect(byCode('500')).toHaveLength(1);
    expect(byCode('500')[0]!.amountOre).toBeGreaterThan(0);
    expect(byCode('621').length).toBeGreaterThanOrEqual(6);

    const trips = events.flatMap((event) => (event.payload.kind === 'travel' ? [event.payload] : []));
    expect(trips.some((trip) => trip.overnight && trip.mileage.length > 0)).toBe(true);
    expect(events.filter((event) => event.payload.kind === 'balance')).toHaveLength(2);
    // This month: some attested already, some waiting, one rejected.
    const november = events.filter((event) => fromOf(event.payload) >= '2026-11-01');
    expect(november.filter((event) => event.state === 'attested').length).toBeGreaterThanOrEqual(1);
    expect(november.filter((event) => event.state === 'reported').length).toBeGreaterThanOrEqual(3);
    // Decisions on weekdays only.
    for (const event of events.filter((each) => each.decidedOn !== null && each.decidedOn < '2026-11-28'))
      expect(new Date(`${event.decidedOn}T12:00:00Z`).getUTCDay() % 6, event.decidedOn!).not.toBe(0);
  });
});
