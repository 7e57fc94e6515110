import { z } from 'zod';
import { FREE_MEALS, VEHICLES } from '../settings/travel-settings.ts';
import { isDateOnly } from '../time/date-shapes.ts';

/**
 * What an employee, a manager or an admin reports about a month (issue #17): absence, transactions
 * (a reportable salary type with a quantity or an amount), travel and balance adjustments. The
 * shapes are shared by the API contracts, the rules in this folder and the payroll calculation.
 * Amounts are öre (integers); hours and days carry up to two decimals.
 */

export const EVENT_KINDS = ['absence', 'transaction', 'travel', 'balance'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** reported → attested | rejected; attested → paid when a completed payroll run takes it in. */
export const EVENT_STATES = ['reported', 'attested', 'rejected', 'paid'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** The Swedish names of kinds and states, as the screens show them (the web's locale files equal these). */
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  absence: 'Frånvaro',
  transaction: 'Lönetransaktion',
  travel: 'Resa',
  balance: 'Saldojustering',
};
export const EVENT_STATE_LABELS: Record<EventState, string> = {
  reported: 'Rapporterad',
  attested: 'Attesterad',
  rejected: 'Avvisad',
  paid: 'Utbetald',
};

export const ABSENCE_TYPES = [
  'sick',
  'vacation-paid',
  'vacation-unpaid',
  'vacation-saved',
  'vab',
  'parental-leave',
  'leave-of-absence',
  'comp-time-leave',
  'flex-leave',
  'other-paid-leave',
  'other-unpaid-leave',
] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

export const ABSENCE_TYPE_LABELS: Record<AbsenceType, string> = {
  sick: 'Sjukfrånvaro',
  'vacation-paid': 'Semester, betald',
  'vacation-unpaid': 'Semester, obetald',
  'vacation-saved': 'Semester, sparade dagar',
  vab: 'Vård av barn (VAB)',
  'parental-leave': 'Föräldraledighet',
  'leave-of-absence': 'Tjänstledighet',
  'comp-time-leave': 'Kompensationsledighet',
  'flex-leave': 'Flexledighet',
  'other-paid-leave': 'Annan betald ledighet',
  'other-unpaid-leave': 'Annan obetald ledighet',
};

export const VACATION_ABSENCE_TYPES: readonly AbsenceType[] = [
  'vacation-paid',
  'vacation-unpaid',
  'vacation-saved',
];

export const DATE_MESSAGE = 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)';
export const DATE_ORDER_MESSAGE = 'Slutdatumet får inte vara före startdatumet';
export const RANGE_TOO_LONG_MESSAGE = 'En händelse får omfatta högst 366 dagar';
export const HOURS_MESSAGE = 'Ange antal timmar mellan 0,25 och 24';
export const PERCENT_MESSAGE = 'Ange en omfattning mellan 1 och 100 procent';
export const COMMENT_MESSAGE = 'Kommentaren får vara högst 500 tecken';
export const SALARY_TYPE_CODE_MESSAGE = 'Välj en löneart';
export const QUANTITY_MESSAGE = 'Ange ett antal mellan −10 000 och 10 000 med högst två decimaler';
export const AMOUNT_MESSAGE = 'Ange ett belopp i kronor med högst två decimaler';
export const QUANTITY_OR_AMOUNT_MESSAGE = 'Ange antal eller belopp';
export const TIME_MESSAGE = 'Ange en giltig tidpunkt (ÅÅÅÅ-MM-DDTtt:mm)';
export const TRIP_ORDER_MESSAGE = 'Hemkomsten måste vara efter avresan';
export const DESTINATION_MESSAGE = 'Ange resmålet';
export const COUNTRY_MESSAGE = 'Ange landet som en landskod med två bokstäver, till exempel SE';
export const KILOMETRES_MESSAGE = 'Ange antal kilometer mellan 0,1 och 10 000';
export const BALANCE_REASON_MESSAGE = 'Ange en anledning till justeringen';
export const BALANCE_AMOUNT_MESSAGE = 'Ange en justering skild från noll, högst ±1 000';

const MAX_DAYS_IN_EVENT = 366;

export const eventDateSchema = z.string({ error: DATE_MESSAGE }).refine(isDateOnly, { error: DATE_MESSAGE });

/** Up to two decimals, as hours and days are entered (7,5 h; 0,25 h). */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-9;
}

const commentSchema = z.string().trim().max(500, { error: COMMENT_MESSAGE }).optional();

/**
 * How much of each day in the range: whole scheduled days, a number of hours per day, or a share
 * of each day's scheduled hours. The schedule decides what a "day" is (rules in absence-days.ts).
 */
export const absenceExtentSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('whole-days') }),
  z.object({
    mode: z.literal('hours'),
    hoursPerDay: z
      .number({ error: HOURS_MESSAGE })
      .min(0.25, { error: HOURS_MESSAGE })
      .max(24, { error: HOURS_MESSAGE })
      .refine(hasAtMostTwoDecimals, { error: HOURS_MESSAGE }),
  }),
  z.object({
    mode: z.literal('percent'),
    percent: z
      .number({ error: PERCENT_MESSAGE })
      .min(1, { error: PERCENT_MESSAGE })
      .max(100, { error: PERCENT_MESSAGE })
      .refine(hasAtMostTwoDecimals, { error: PERCENT_MESSAGE }),
  }),
]);
export type AbsenceExtent = z.output<typeof absenceExtentSchema>;

function dateRange<T extends { fromDate: string; toDate: string }>(schema: z.ZodType<T>) {
  return schema
    .refine((value) => value.toDate >= value.fromDate, { error: DATE_ORDER_MESSAGE, path: ['toDate'] })
    .refine(
      (value) =>
        Date.parse(`${value.toDate}T00:00:00Z`) - Date.parse(`${value.fromDate}T00:00:00Z`) <
        MAX_DAYS_IN_EVENT * 86_400_000,
      { error: RANGE_TOO_LONG_MESSAGE, path: ['toDate'] },
    );
}

export const absencePayloadSchema = dateRange(
  z.object({
    kind: z.literal('absence'),
    absenceType: z.enum(ABSENCE_TYPES),
    fromDate: eventDateSchema,
    toDate: eventDateSchema,
    extent: absenceExtentSchema,
    /** Sick leave: a doctor's certificate has been handed in (needed from day 8). */
    certificate: z.boolean().default(false),
    /**
     * Parental leave: the child's birth date (or the day it came into the family), which tells the
     * children apart: the leave earns vacation up to 120 days per child and earning year
     * (semesterlagen 17 §; docs/vacation.md). Not given: the leave is for one and the same child.
     */
    childBirthDate: eventDateSchema.optional(),
    /**
     * Parental leave: the parent is single (ensamstående, ensam vårdnadshavare) for this child, so
     * the leave for it earns vacation up to 180 days instead of 120 (semesterlagen 17 §
     * [unverified]; docs/vacation.md). On the event, per child, not on the employee: the law asks
     * it of the parent for that child. Not given: not single.
     */
    singleParent: z.boolean().optional(),
    comment: commentSchema,
  }),
);
export type AbsencePayload = z.output<typeof absencePayloadSchema>;

const quantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .min(-10_000, { error: QUANTITY_MESSAGE })
  .max(10_000, { error: QUANTITY_MESSAGE })
  .refine(hasAtMostTwoDecimals, { error: QUANTITY_MESSAGE });

const oreSchema = z
  .number({ error: AMOUNT_MESSAGE })
  .int({ error: AMOUNT_MESSAGE })
  .min(-100_000_000_00, { error: AMOUNT_MESSAGE })
  .max(100_000_000_00, { error: AMOUNT_MESSAGE });

/**
 * A reportable salary type on a date: a quantity in the type's unit (hours of overtime, days,
 * kilometres) priced by the type's rate, or an amount in öre (bonus, benefit value, expense), or
 * both when the reporter sets the rate (`amountOre` then is the line total).
 */
export const transactionPayloadSchema = z
  .object({
    kind: z.literal('transaction'),
    salaryTypeCode: z
      .string({ error: SALARY_TYPE_CODE_MESSAGE })
      .trim()
      .min(1, { error: SALARY_TYPE_CODE_MESSAGE })
      .max(10),
    date: eventDateSchema,
    quantity: quantitySchema.optional(),
    amountOre: oreSchema.optional(),
    comment: commentSchema,
  })
  .refine((value) => value.quantity !== undefined || value.amountOre !== undefined, {
    error: QUANTITY_OR_AMOUNT_MESSAGE,
    path: ['quantity'],
  });
export type TransactionPayload = z.output<typeof transactionPayloadSchema>;

/** `YYYY-MM-DDThh:mm`, wall-clock Swedish time. */
export const localDateTimeSchema = z
  .string({ error: TIME_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: TIME_MESSAGE })
  .refine(
    (value) =>
      isDateOnly(value.slice(0, 10)) &&
      Number(value.slice(11, 13)) <= 23 &&
      Number(value.slice(14, 16)) <= 59,
    {
      error: TIME_MESSAGE,
    },
  );

export const mileageRowSchema = z.object({
  date: eventDateSchema,
  vehicle: z.enum(VEHICLES),
  kilometres: z
    .number({ error: KILOMETRES_MESSAGE })
    .min(0.1, { error: KILOMETRES_MESSAGE })
    .max(10_000, { error: KILOMETRES_MESSAGE })
    .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-9, { error: KILOMETRES_MESSAGE }),
  purpose: z.string().trim().max(200).optional(),
});
export type MileageRow = z.output<typeof mileageRowSchema>;

/**
 * A business trip (tjänsteresa): departure and return, where to, whether it is more than 50 km from
 * home and the regular workplace (only then is traktamente tax-free), the free meals per day
 * (`mealsByDate`, days not listed had none), kilometres driven, and a domestic or foreign
 * destination (foreign per-diem amounts are not built yet: rules say so). `lodgingPaidByEmployer`
 * false (the employer did not pay the lodging) gives nattraktamente; absent means it did.
 */
export const travelPayloadSchema = z
  .object({
    kind: z.literal('travel'),
    departure: localDateTimeSchema,
    return: localDateTimeSchema,
    destination: z
      .string({ error: DESTINATION_MESSAGE })
      .trim()
      .min(1, { error: DESTINATION_MESSAGE })
      .max(200),
    country: z
      .string({ error: COUNTRY_MESSAGE })
      .regex(/^[A-Z]{2}$/, { error: COUNTRY_MESSAGE })
      .default('SE'),
    overnight: z.boolean().default(false),
    moreThan50Km: z.boolean().default(true),
    lodgingPaidByEmployer: z.boolean().optional(),
    mealsByDate: z
      .record(z.string().refine(isDateOnly, { error: DATE_MESSAGE }), z.enum(FREE_MEALS))
      .default({}),
    mileage: z.array(mileageRowSchema).max(100).default([]),
    comment: commentSchema,
  })
  .refine((value) => value.return > value.departure, { error: TRIP_ORDER_MESSAGE, path: ['return'] });
export type TravelPayload = z.output<typeof travelPayloadSchema>;

export const BALANCE_KINDS = ['comp-time', 'flex', 'vacation-days', 'saved-vacation-days'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];
export const BALANCE_KIND_LABELS: Record<BalanceKind, string> = {
  'comp-time': 'Kompensationsledighet (timmar)',
  flex: 'Flex (timmar)',
  'vacation-days': 'Semesterdagar',
  'saved-vacation-days': 'Sparade semesterdagar',
};

/** A manual adjustment of a balance (hours for comp time and flex, days for vacation). */
export const balancePayloadSchema = z.object({
  kind: z.literal('balance'),
  balance: z.enum(BALANCE_KINDS),
  date: eventDateSchema,
  change: z
    .number({ error: BALANCE_AMOUNT_MESSAGE })
    .min(-1000, { error: BALANCE_AMOUNT_MESSAGE })
    .max(1000, { error: BALANCE_AMOUNT_MESSAGE })
    .refine((value) => value !== 0 && hasAtMostTwoDecimals(value), { error: BALANCE_AMOUNT_MESSAGE }),
  reason: z
    .string({ error: BALANCE_REASON_MESSAGE })
    .trim()
    .min(1, { error: BALANCE_REASON_MESSAGE })
    .max(500),
});
export type BalancePayload = z.output<typeof balancePayloadSchema>;

export const eventPayloadSchema = z.union([
  absencePayloadSchema,
  transactionPayloadSchema,
  travelPayloadSchema,
  balancePayloadSchema,
]);
export type EventPayload = AbsencePayload | TransactionPayload | TravelPayload | BalancePayload;

/** First and last date an event concerns: what period locks and month views use. */
export function eventDates(payload: EventPayload): { fromDate: string; toDate: string } {
  switch (payload.kind) {
    case 'absence':
      return { fromDate: payload.fromDate, toDate: payload.toDate };
    case 'transaction':
    case 'balance':
      return { fromDate: payload.date, toDate: payload.date };
    case 'travel': {
      const mileageDates = payload.mileage.map((row) => row.date);
      const dates = [payload.departure.slice(0, 10), payload.return.slice(0, 10), ...mileageDates].sort();
      return { fromDate: dates[0] as string, toDate: dates[dates.length - 1] as string };
    }
  }
}

/** The privilege each kind is reported under (spec §6, `Employee.Events.Report.*`). */
export const EVENT_KIND_PRIVILEGES = {
  absence: 'Employee.Events.Report.Absence',
  transaction: 'Employee.Events.Report.Transactions',
  travel: 'Employee.Events.Report.Travel',
  balance: 'Employee.Events.Report.Balances',
} as const satisfies Record<EventKind, string>;
