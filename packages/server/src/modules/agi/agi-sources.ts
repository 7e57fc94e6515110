import type { AbsencePayload } from '@lonsam/domain/events/event-schema';
import { absenceReportDays } from '@lonsam/domain/events/parental-days';
import type { AgiPayslip, AgiPayslipOfPayee } from '@lonsam/domain/files/agi/aggregate-payslips';
import type { AgiAbsence } from '@lonsam/domain/files/agi/agi-types';
import { DEFAULT_HOLIDAY_SETTINGS, holidaySettingsSchema } from '@lonsam/domain/settings/company-holidays';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readSettingsDocument } from '../settings/index.ts';

/** A completed run paid in the period: the redovisningsperiod is the month of the pay date. */
export type PeriodRun = { id: string; label: string; kind: string; payDate: string };

export async function listPeriodRuns(
  db: Kysely<Database>,
  employerId: string,
  period: string,
): Promise<PeriodRun[]> {
  const rows = await db
    .selectFrom('payroll_run')
    .select(['id', 'label', 'kind', sql<string>`to_char(pay_date, 'YYYY-MM-DD')`.as('pay_date')])
    .where('employer_id', '=', employerId)
    .where('status', '=', 'completed')
    .where(sql<string>`to_char(pay_date, 'YYYY-MM')`, '=', period)
    .orderBy('pay_date')
    .orderBy('completed_at')
    .execute();
  return rows.map((row) => ({ id: row.id, label: row.label, kind: row.kind, payDate: row.pay_date }));
}

export type PayeeSource = Omit<AgiPayslipOfPayee, 'specificationNumber'> & { employeeId: string };

/**
 * Every payslip of the runs with what the IU needs beside it: the payee's personnummer, the
 * workplace's street and town (FK 245/246) and the frånvarouppgifter of the VAB and parental-leave
 * events these runs paid (Skatteverket: declared in the period whose pay deducts them).
 */
export async function loadPayeeSources(
  db: Kysely<Database>,
  employerId: string,
  runIds: readonly string[],
): Promise<PayeeSource[]> {
  if (runIds.length === 0) return [];
  const rows = await db
    .selectFrom('payslip')
    .innerJoin('employee', 'employee.id', 'payslip.employee_id')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .leftJoin('workplace', 'workplace.id', 'employment.workplace_id')
    .select([
      'payslip.employee_id',
      'payslip.employment_id',
      'payslip.result',
      'employee.personnummer',
      'workplace.street_address',
      'workplace.city',
      'employment.schedule',
      'employment.weekly_hours',
      'employment.start_date',
      'employment.end_date',
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('payslip.run_id', 'in', runIds)
    .orderBy('payslip.employee_id')
    .orderBy('payslip.pay_date')
    .orderBy('payslip.created_at')
    .execute();
  const absences = await loadAbsences(db, employerId, runIds, rows);
  const given = new Set<string>();
  return rows.map((row) => {
    const first = !given.has(row.employee_id);
    given.add(row.employee_id);
    const payeeAbsences = first ? absences.get(row.employee_id) : undefined;
    return {
      employeeId: row.employee_id,
      personnummer: row.personnummer.replaceAll(/\D/g, ''),
      ...(row.street_address && row.city
        ? { workplace: { address: row.street_address, town: row.city } }
        : {}),
      payslip: row.result as AgiPayslip,
      ...(payeeAbsences?.length ? { absences: payeeAbsences } : {}),
    };
  });
}

type EmploymentRow = {
  employee_id: string;
  employment_id: string;
  schedule: number[];
  weekly_hours: string;
  start_date: string;
  end_date: string | null;
};

async function loadAbsences(
  db: Kysely<Database>,
  employerId: string,
  runIds: readonly string[],
  employments: readonly EmploymentRow[],
): Promise<Map<string, AgiAbsence[]>> {
  const events = await db
    .selectFrom('event')
    .select(['employment_id', 'employee_id', 'payload'])
    .where('employer_id', '=', employerId)
    .where('paid_in_run_id', 'in', runIds)
    .where('kind', '=', 'absence')
    .execute();
  const reported = events.filter((event) => {
    const type = (event.payload as AbsencePayload).absenceType;
    return type === 'vab' || type === 'parental-leave';
  });
  const byEmployee = new Map<string, AgiAbsence[]>();
  if (reported.length === 0) return byEmployee;
  const { value: holidays } = await readSettingsDocument(db, {
    employerId,
    section: 'holidays',
    schema: holidaySettingsSchema,
    defaults: DEFAULT_HOLIDAY_SETTINGS,
  });
  for (const employment of new Map(employments.map((row) => [row.employment_id, row])).values()) {
    const own = reported.filter((event) => event.employment_id === employment.employment_id);
    if (own.length === 0) continue;
    const days = absenceReportDays(
      own.map((event) => ({ payload: event.payload as AbsencePayload })),
      {
        schedule: employment.schedule,
        weeklyHours: Number(employment.weekly_hours),
        holidays,
        employmentStart: employment.start_date,
        employmentEnd: employment.end_date,
      },
    );
    const list = byEmployee.get(employment.employee_id) ?? [];
    list.push(...days.map((day) => ({ date: day.date, type: day.type, percent: day.percent })));
    byEmployee.set(employment.employee_id, list);
  }
  return byEmployee;
}
