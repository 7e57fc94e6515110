import { z } from 'zod';
import { BALANCE_KINDS, balancePayloadSchema } from '../../events/event-schema.ts';
import { employerParams } from '../employees/employee-shapes.ts';

/*
 * One employment's balances at a date (issue 20, docs/balances.md):
 * GET /api/employer/:employerId/employments/:employmentId/balances?date=YYYY-MM-DD
 * Employee.Balances.Summary (a user their own employment, a manager the team, an admin everyone);
 * each kind's history only with its Employee.Balances.Details.* privilege, else null. Only
 * completed runs count: a preliminary payslip or an event not yet paid by a completed run changes
 * nothing, except an attested manual adjustment (it is an attested fact, not payroll's result).
 */

export const balancesParams = employerParams.extend({ employmentId: z.uuid() });
export const bulkBalancesParams = employerParams;
export const balancesQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** `worked`: flex from reported hours worked against the day's scheduled hours. */
export const BALANCE_CHANGE_CAUSES = [
  'opening',
  'earned',
  'taken',
  'adjusted',
  'expired',
  'worked',
  'paidOut',
] as const;
export type BalanceChangeCause = (typeof BALANCE_CHANGE_CAUSES)[number];

/** One change of a balance: days for vacation, hours for comp time and flex (signed). */
export const balanceChange = z.object({
  date: z.string(),
  cause: z.enum(BALANCE_CHANGE_CAUSES),
  /** Which vacation balance moved; null for comp time and flex. */
  part: z.enum(['paid', 'saved', 'unpaid', 'advance']).nullable(),
  amount: z.number(),
  /** The completed run that earned, took or paid it ("Lön mars 2026"). */
  runLabel: z.string().nullable(),
  /** The reason given with a manual adjustment. */
  reason: z.string().nullable(),
  /** Who made a manual adjustment (the person who reported it); null for any other change. */
  adjustedBy: z.string().nullable(),
});
export type BalanceChange = z.infer<typeof balanceChange>;

export const savedDaysByYear = z.object({ year: z.number().int(), days: z.number() });

export const vacationBalanceView = z.object({
  paidDays: z.number(),
  savedDays: z.number(),
  savedByYear: z.array(savedDaysByYear),
  unpaidDaysTaken: z.number(),
  /**
   * Unpaid leave days left in the vacation year (the group's days less the paid days the year end
   * that opened it found, less the unpaid days taken); null before that year end, absent in lists.
   */
  unpaidDaysLeft: z.number().nullable().optional(),
  advanceDays: z.number(),
  history: z.array(balanceChange).nullable(),
});
export type VacationBalanceView = z.infer<typeof vacationBalanceView>;

export const hoursBalanceView = z.object({
  hours: z.number(),
  history: z.array(balanceChange).nullable(),
});
export type HoursBalanceView = z.infer<typeof hoursBalanceView>;

/**
 * The flex balance past the settings' plus or minus limit on the last day of the latest
 * reconciliation period ended by the date (`findFlexLimitWarning`); null within the limits or with
 * the flex bank off. `limitHours` is positive for both limits.
 */
export const flexLimitWarningView = z.object({
  periodEnd: z.string(),
  status: z.enum(['overPlusLimit', 'underMinusLimit']),
  limitHours: z.number(),
  balanceHours: z.number(),
  excessHours: z.number(),
});
export type FlexLimitWarningView = z.infer<typeof flexLimitWarningView>;

export const flexBalanceView = hoursBalanceView.extend({ limitWarning: flexLimitWarningView.nullable() });

export const balancesResponse = z.object({
  employmentId: z.string(),
  employeeName: z.string(),
  date: z.string(),
  vacation: vacationBalanceView,
  compTime: hoursBalanceView,
  flex: flexBalanceView,
});
export type BalancesView = z.infer<typeof balancesResponse>;

/*
 * Every employment's vacation balance at a date (Controlling.BulkVacationBalance, admins):
 * GET /balances/vacation?date&q&includeEnded and the same as CSV at /balances/vacation/export.
 */
export const vacationBalancesQuery = z.object({
  date: balancesQuery.shape.date,
  q: z.string().max(100).optional(),
  includeEnded: z.enum(['true', 'false']).optional(),
});

export const vacationBalanceRow = z.object({
  employmentId: z.string(),
  employeeName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  paidDays: z.number(),
  savedDays: z.number(),
  unpaidDaysTaken: z.number(),
  advanceDays: z.number(),
});
export type VacationBalanceRow = z.infer<typeof vacationBalanceRow>;

export const vacationBalancesResponse = z.object({ date: z.string(), rows: z.array(vacationBalanceRow) });
export type VacationBalancesView = z.infer<typeof vacationBalancesResponse>;

/*
 * A manual adjustment from the employee's balances tab (admins and managers):
 * POST /api/employer/:employerId/employments/:employmentId/balances/adjustments
 * It is a balance event (kind 'balance') reported and attested in one step, so it needs both
 * Employee.Events.Report.Balances and Employee.Events.Attestation (write) and the kind's
 * Employee.Balances.Details.* privilege; both steps are audited in the same transaction. A manager
 * never adjusts their own balances (403 EVENT_OWN_ATTESTATION).
 */
export const adjustBalanceParams = balancesParams;
export const adjustBalanceBody = balancePayloadSchema.omit({ kind: true });
export type AdjustBalanceBody = z.input<typeof adjustBalanceBody>;
export const adjustBalanceResponse = z.object({
  eventId: z.string(),
  balance: z.enum(BALANCE_KINDS),
  date: z.string(),
  change: z.number(),
  reason: z.string(),
});
export type BalanceAdjustment = z.infer<typeof adjustBalanceResponse>;

/**
 * The vacation year end (docs/balances.md *Year end*): `year` is the closing vacation year, named by
 * the calendar year it starts in (2025 closes 2025 with a calendar year, 2025/26 with April–March).
 */
export const yearEndBody = z.object({
  year: z.coerce
    .number({ error: 'Ange semesteråret som ett årtal' })
    .int({ error: 'Ange semesteråret som ett årtal' })
    .min(2000, { error: 'Ange ett semesterår från 2000' })
    .max(2999, { error: 'Ange ett semesterår före 3000' }),
});
export const yearEndParams = employerParams.extend({ year: yearEndBody.shape.year });
export const YEAR_END_STATES = ['not-started', 'queued', 'running', 'succeeded', 'failed'] as const;
export const yearEndResponse = z.object({
  year: z.number().int(),
  state: z.enum(YEAR_END_STATES),
  /** 0–100. */
  progress: z.number(),
  /** Employments whose year end is done (this run or an earlier one). */
  employments: z.number().int(),
  /** Balance events written by the latest run. */
  eventsWritten: z.number().int().nullable(),
  daysSaved: z.number(),
  daysExpired: z.number(),
  daysToPayOut: z.number(),
  errorCode: z.string().nullable(),
});
export type YearEndView = z.infer<typeof yearEndResponse>;
