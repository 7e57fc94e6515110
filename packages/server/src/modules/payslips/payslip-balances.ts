import { expandAbsence, sumAbsenceHours } from '@lonsam/domain/events/absence-days';
import type { AbsencePayload, BalancePayload } from '@lonsam/domain/events/event-schema';
import { DEFAULT_HOLIDAY_SETTINGS } from '@lonsam/domain/settings/company-holidays';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * Comp-time and flex balances as a payslip shows them: at the end of its period, from the
 * attested or paid events up to then: manual adjustments (+/−) less the leave taken. "Where used":
 * a balance the employment never touched is null and the payslip leaves it out. Leave hours
 * follow the employment's schedule and the public holidays (a company's own days off are not
 * read here, so a leave day on one would count its scheduled hours).
 */

type Item = { employmentId: string; period: string; schedule: readonly number[] };
export type PayslipBalances = { compTimeHours: number | null; flexHours: number | null };

const LEAVE_BALANCE: Record<string, 'compTimeHours' | 'flexHours'> = {
  'comp-time-leave': 'compTimeHours',
  'flex-leave': 'flexHours',
};
const ADJUSTMENT_BALANCE: Record<string, 'compTimeHours' | 'flexHours'> = {
  'comp-time': 'compTimeHours',
  flex: 'flexHours',
};

function periodEnd(period: string): string {
  const [year, month] = period.split('-').map(Number);
  const day = new Date(Date.UTC(year ?? 0, month ?? 0, 0)).getUTCDate();
  return `${period}-${String(day).padStart(2, '0')}`;
}

const round = (hours: number) => Math.round(hours * 100) / 100;

/** A run's PDF asks for thousands of employments at once: rows by employment, not a scan per item. */
function groupByEmployment<T extends { employment_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.employment_id);
    if (group) group.push(row);
    else groups.set(row.employment_id, [row]);
  }
  return groups;
}

type EventRow = { employment_id: string; to_date: string; payload: unknown };

function change(row: EventRow, schedule: readonly number[]): [keyof PayslipBalances, number] | null {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as
    | AbsencePayload
    | BalancePayload;
  if (payload.kind === 'balance') {
    const balance = ADJUSTMENT_BALANCE[payload.balance];
    return balance ? [balance, payload.change] : null;
  }
  const balance = LEAVE_BALANCE[payload.absenceType];
  if (!balance) return null;
  const ctx = {
    schedule,
    weeklyHours: schedule.reduce((sum, hours) => sum + hours, 0),
    holidays: DEFAULT_HOLIDAY_SETTINGS,
    employmentStart: '0001-01-01',
    employmentEnd: null,
  };
  return [balance, -sumAbsenceHours(expandAbsence(payload, ctx))];
}

export async function readBalances(
  db: Kysely<Database>,
  employerId: string,
  items: readonly Item[],
): Promise<PayslipBalances[]> {
  if (items.length === 0) return [];
  const ids = [...new Set(items.map((item) => item.employmentId))];
  const rows = (await db
    .selectFrom('event')
    .select(['employment_id', 'to_date', 'payload'])
    .where('employer_id', '=', employerId)
    .where('employment_id', 'in', ids)
    .where('state', 'in', ['attested', 'paid'])
    .where((eb) =>
      eb.or([
        eb('kind', '=', 'balance'),
        eb.and([
          eb('kind', '=', 'absence'),
          sql<boolean>`payload->>'absenceType' in ('comp-time-leave', 'flex-leave')`,
        ]),
      ]),
    )
    .execute()) as EventRow[];
  const byEmployment = groupByEmployment(rows);
  return items.map((item) => {
    const end = periodEnd(item.period);
    const balances: PayslipBalances = { compTimeHours: null, flexHours: null };
    for (const row of byEmployment.get(item.employmentId) ?? []) {
      if (row.to_date > end) continue;
      const found = change(row, item.schedule);
      if (!found) continue;
      const [balance, hours] = found;
      balances[balance] = round((balances[balance] ?? 0) + hours);
    }
    return balances;
  });
}

type VacationItem = { payslipId: string; employmentId: string; payDate: string; openingBalances: unknown };

function openingVacationDays(stored: unknown): number | null {
  if (!stored || typeof stored !== 'object') return null;
  const vacation = (stored as { vacation?: { paidDays?: unknown; savedDays?: unknown } }).vacation;
  if (!vacation) return null;
  return Number(vacation.paidDays ?? 0) + Number(vacation.savedDays ?? 0);
}

/**
 * Vacation days left after a payslip, as the calculation counts them (payroll-runs/calculation,
 * load-payslip-inputs.ts): the opening balance (paid and saved days) plus the days earned less
 * the days taken on every completed payslip paid before this one, and on this one. Null when
 * nothing is known before it: no opening balance and no earlier payslip.
 */
export async function readVacationDaysLeft(
  db: Kysely<Database>,
  employerId: string,
  items: readonly VacationItem[],
): Promise<(number | null)[]> {
  if (items.length === 0) return [];
  const ids = [...new Set(items.map((item) => item.employmentId))];
  const rows = await db
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .select([
      'payslip.id',
      'payslip.employment_id',
      'payslip.pay_date',
      'payroll_run.status',
      sql<number>`coalesce((payslip.result->'vacation'->>'daysEarned')::float8, 0)
        - coalesce((payslip.result->'vacation'->>'daysTaken')::float8, 0)`.as('net_days'),
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('payslip.employment_id', 'in', ids)
    .execute();
  const byEmployment = groupByEmployment(rows);
  return items.map((item) => {
    const own = byEmployment.get(item.employmentId) ?? [];
    const earlier = own.filter((row) => row.status === 'completed' && row.pay_date < item.payDate);
    const opening = openingVacationDays(item.openingBalances);
    if (opening === null && earlier.length === 0) return null;
    const self = own.find((row) => row.id === item.payslipId);
    const days = [...earlier, ...(self ? [self] : [])].reduce((sum, row) => sum + Number(row.net_days), 0);
    return round((opening ?? 0) + days);
  });
}
