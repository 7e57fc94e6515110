import type { PayrollRunKind } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import {
  type VacationTerms as StoredVacationTerms,
  vacationTermsSchema,
} from '@lonsam/domain/employees/employment-schema';
import { type TaxSettings, taxSettingsSchema } from '@lonsam/domain/employees/tax-settings';
import type { CorrectablePayslip } from '@lonsam/domain/payroll/payslip/correction-references';
import type {
  CompTimePayout,
  PayslipInput,
  VacationTerms,
} from '@lonsam/domain/payroll/payslip/payslip-types';
import { DEFAULT_HOLIDAY_SETTINGS } from '@lonsam/domain/settings/company-holidays';
import { earningYearContaining } from '@lonsam/domain/vacation/vacation-earning';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { loadPayrollBalances, loadYearEndPayouts } from '../../balances/index.ts';
import { listPayableEvents, type PayableEvent } from '../../events/index.ts';
import { periodDays } from '../run-period.ts';
import type { CompanyContext } from './company-context.ts';
import { loadCorrectablePayslips } from './correctable-payslips.ts';
import { loadEarlierAbsences } from './earlier-absences.ts';
import { loadEarningYearAbsences, loadEarningYearPay } from './earning-year-pay.ts';
import { loadPayHistory } from './pay-history.ts';
import { monthsBefore } from './period-dates.ts';

/** One employment's input to `calculatePayslip`, with what the run stores beside the payslip. */
export type LoadedPayslipInput = {
  employmentId: string;
  employeeId: string;
  employeeName: string;
  input: PayslipInput;
  /** The employee's account as stored (the run's checks validate it). */
  bankAccount: { clearingNumber: string | null; accountNumber: string | null };
  /** The events taken in: marked paid when the run is completed. */
  eventIds: string[];
  /** Paid and saved vacation days left (the balances' ledger), when opening balances or history tell it. */
  vacationDaysLeft: number | null;
  /** Attested, unpaid transactions and trips of earlier months: the calculation cannot pay them here. */
  lateEventCount: number;
  /** A correction run: the run it names and the completed payslips its lines may correct. */
  corrections?: { runId: string; payslips: CorrectablePayslip[] };
};

export type LoadPayslipInputsRequest = {
  employerId: string;
  /** `YYYY-MM` */
  period: string;
  payDate: string;
  employmentIds: readonly string[];
  company: CompanyContext;
  /** Payslips of this run are not history (a recalculation must not count itself). */
  runId?: string;
  /** A correction run's corrected run: its lines then refer to what they correct. */
  correctsRunId?: string;
  /**
   * The run's kind: only an ordinary run pays the comp hours that expired or were above the cap
   * at a year end (docs/balances.md *Comp time paid out*). Not given: an ordinary run.
   */
  runKind?: PayrollRunKind;
};

const DEFAULT_VACATION: StoredVacationTerms = {
  rule: 'sammaloneregeln',
  paidDaysPerYear: 25,
  supplementPercent: 0.8,
};

/**
 * The payslip inputs of a set of employments for one period, set-based: one query each for the
 * employments with their employees, the salary rows, the payable events and the pay history
 * (year to date, months already paid, vacation days), however many employments are asked for.
 * Employments of another employer, or unknown ones, are left out.
 */
export async function loadPayslipInputs(
  db: Kysely<Database>,
  request: LoadPayslipInputsRequest,
): Promise<LoadedPayslipInput[]> {
  const ids = [...new Set(request.employmentIds)];
  if (ids.length === 0) return [];
  const { employerId, period, payDate } = request;
  const { firstDay, lastDay } = periodDays(period);
  // One statement after another: a batch holds one pooled connection at a time for its reads.
  const employments = await db
    .selectFrom('employment as e')
    .innerJoin('employee as p', 'p.id', 'e.employee_id')
    .select([
      'e.id',
      'e.employee_id',
      'e.start_date',
      'e.end_date',
      'e.employment_rate',
      'e.weekly_hours',
      'e.schedule',
      'e.salary_form',
      'e.vacation',
      'p.first_name',
      'p.last_name',
      'p.birth_date',
      'p.tax_settings',
      'p.growth_support',
      'p.opening_balances',
      'p.clearing_number',
      'p.account_number',
    ])
    .where('e.employer_id', '=', employerId)
    .where('e.id', 'in', ids)
    .orderBy('e.id')
    .execute();
  const salaryRows = await db
    .selectFrom('salary_row')
    .select([
      'employment_id',
      sql<string>`to_char(valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string | null>`to_char(valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      'amount_ore',
    ])
    .where('employment_id', 'in', ids)
    .orderBy('employment_id')
    .orderBy('valid_from')
    .execute();
  const payable = await listPayableEvents(db, { employerId, employmentIds: ids, toDate: lastDay });
  const held = await heldByOtherOpenRuns(db, { employerId, employmentIds: ids, runId: request.runId });
  let events = held.size === 0 ? payable : payable.filter((event) => !held.has(event.id));
  // The year end's payouts carried by the latest version of their event; an older version whose
  // newer one this run does not take in waits for it (docs/balances.md *Corrections*).
  const yearEnd = await loadYearEndPayouts(
    db,
    employerId,
    events.filter((event) => event.kind === 'balance').map((event) => event.id),
  );
  const payouts = yearEnd.payouts;
  if (yearEnd.waiting.size > 0) events = events.filter((event) => !yearEnd.waiting.has(event.id));
  const history = await loadPayHistory(db, {
    employerId,
    employmentIds: ids,
    period,
    payDate,
    alreadyPaidFrom: `${monthsBefore(period, 12)}-01`,
    ...(request.runId ? { excludeRunId: request.runId } : {}),
  });
  // Paid and saved days left as Saldon shows them at the period's end, and the comp hours of the
  // overtime this run takes in that do not fit in the bank (docs/balances.md *Payroll*).
  const balances = await loadPayrollBalances(
    db,
    employerId,
    employments,
    lastDay,
    // The transactions this run takes in: those dated in the period (`takeIn`); and its comp
    // leave, so hours taken are not also paid out as expired or above the cap.
    new Set(
      events
        .filter(
          (event) =>
            (event.payload.kind === 'transaction' &&
              event.payload.date >= firstDay &&
              event.payload.date <= lastDay) ||
            (event.payload.kind === 'absence' && event.payload.absenceType === 'comp-time-leave'),
        )
        .map((event) => event.id),
    ),
    request.runId,
  );
  const earlier = await loadEarlierAbsences(db, { employerId, employmentIds: ids, firstDay });
  const correctable = request.correctsRunId
    ? await loadCorrectablePayslips(db, {
        employerId,
        employmentIds: ids,
        period,
        ...(request.runId ? { excludeRunId: request.runId } : {}),
      })
    : undefined;
  const previousMonthStart = `${monthsBefore(period, 1)}-01`;
  const rowsByEmployment = groupBy(salaryRows, (row) => row.employment_id);
  const earningYear = await loadEarningYearPay(db, {
    employerId,
    firstDay,
    vacationYear: request.company.vacationYear,
    holidays: request.company.settings.holidays ?? DEFAULT_HOLIDAY_SETTINGS,
    needs: employments.map((row) => {
      const terms = toVacationTerms(row.vacation);
      const isSameSalary = terms.rule === 'sammaloneregeln';
      const isHourly = row.salary_form === 'hourly';
      return {
        employmentId: row.id,
        startDate: row.start_date,
        needsBase: !(isSameSalary && !isHourly),
        needsVariablePay:
          isSameSalary &&
          row.end_date !== null &&
          row.end_date >= previousMonthStart &&
          row.end_date <= lastDay,
        ...(isHourly
          ? {
              hourly: {
                endDate: row.end_date,
                schedule: row.schedule,
                weeklyHours: Number(row.weekly_hours),
                wages: (rowsByEmployment.get(row.id) ?? []).map(toSalaryRow),
              },
            }
          : {}),
      };
    }),
    ...(request.runId ? { excludeRunId: request.runId } : {}),
  });

  // The earning year the period's days are earned in, and its absence before the period: the
  // days earned leave out full days past the 17 § limits (domain vacation-lines.ts).
  const currentEarningYear = earningYearContaining(firstDay, request.company.vacationYear);
  const earningYearAbsences = await loadEarningYearAbsences(db, {
    employerId,
    employmentIds: ids,
    earningYear: currentEarningYear,
    before: firstDay,
  });

  const eventsByEmployment = groupBy(events, (event) => event.employmentId);
  return employments.map((row) => {
    const { own, late } = takeIn(eventsByEmployment.get(row.id) ?? [], firstDay, lastDay);
    const past = history.get(row.id);
    const opening = readOpeningBalances(row.opening_balances);
    const year = period.slice(0, 4);
    const openingYtd = opening && opening.asOf.slice(0, 4) === year ? opening.yearToDate : undefined;
    const yearToDateBefore = {
      grossOre: (openingYtd?.grossOre ?? 0) + (past?.ytdGrossOre ?? 0),
      taxOre: (openingYtd?.taxOre ?? 0) + (past?.ytdTaxOre ?? 0),
      benefitsOre: (openingYtd?.benefitsOre ?? 0) + (past?.ytdBenefitsOre ?? 0),
    };
    const left = balances.get(row.id);
    const paidDaysLeft = left?.paidDays ?? 0;
    const savedDays = left?.savedDays ?? 0;
    // Only the overflow of events this payslip pays (an event of a later month waits for its run).
    const ownIds = new Set(own.map((event) => event.id));
    const compTimePayouts: CompTimePayout[] = [
      ...(left?.compOverflow ?? [])
        .filter((overflow) => ownIds.has(overflow.eventId))
        .map(({ date, hours }) => ({ date, hours })),
      // Banked hours that expired or were above the cap at a year end, not paid before: once, by
      // an ordinary run (an extra or correction run of a month already paid leaves them).
      ...((request.runKind ?? 'ordinary') === 'ordinary' ? (left?.compPayouts ?? []) : []),
    ];
    const vacationPayouts = own.flatMap((event) => {
      const payout = payouts.get(event.id);
      return payout ? [payout] : [];
    });
    const input: PayslipInput = {
      period,
      payDate,
      employee: {
        birthDate: row.birth_date ?? '',
        tax: parseTaxSettings(row.tax_settings),
        hasVaxaStod: row.growth_support,
      },
      employment: {
        salaryForm: row.salary_form === 'hourly' ? 'hourly' : 'monthly',
        startDate: row.start_date,
        endDate: row.end_date,
        employmentRate: Number(row.employment_rate),
        weeklyHours: Number(row.weekly_hours),
        schedule: row.schedule,
        salaryRows: (rowsByEmployment.get(row.id) ?? []).map(toSalaryRow),
        vacation: toVacationTerms(row.vacation),
      },
      alreadyPaid: past?.alreadyPaid ?? [],
      vacationBalance: { paidDaysLeft: roundHundredths(paidDaysLeft), savedDays },
      ...(vacationPayouts.length > 0 ? { vacationPayouts } : {}),
      ...(compTimePayouts.length > 0 ? { compTimePayouts } : {}),
      yearToDateBefore,
      paidEarlierThisMonthOre: past?.paidThisMonthOre ?? 0,
      ...earningYear.get(row.id),
      vacationEarningYear: {
        earningYear: currentEarningYear,
        absences: earningYearAbsences.get(row.id) ?? [],
      },
      agreement: request.company.agreement,
      events: [...(earlier.get(row.id) ?? []), ...own.map((event) => event.payload)],
      salaryTypes: request.company.salaryTypes,
      settings: request.company.settings,
    };
    return {
      employmentId: row.id,
      employeeId: row.employee_id,
      employeeName: `${row.first_name} ${row.last_name}`.trim(),
      input,
      bankAccount: { clearingNumber: row.clearing_number, accountNumber: row.account_number },
      eventIds: own.map((event) => event.id),
      vacationDaysLeft:
        opening || past || left?.hasHistory ? roundHundredths(paidDaysLeft + savedDays) : null,
      lateEventCount: late,
      ...(request.correctsRunId && correctable
        ? { corrections: { runId: request.correctsRunId, payslips: correctable.get(row.id) ?? [] } }
        : {}),
    };
  });
}

/** One employment's input (recalculating one employee, tests); undefined when it is not the employer's. */
export async function loadPayslipInput(
  db: Kysely<Database>,
  request: Omit<LoadPayslipInputsRequest, 'employmentIds'> & { employmentId: string },
): Promise<LoadedPayslipInput | undefined> {
  const { employmentId, ...rest } = request;
  const [loaded] = await loadPayslipInputs(db, { ...rest, employmentIds: [employmentId] });
  return loaded;
}

/**
 * Events already taken in by another run that is not completed (an ordinary and an extra run of one
 * month open at once): an event is paid by one run only, the first calculated; it goes to the other
 * when that one is deleted or recalculated without it.
 */
async function heldByOtherOpenRuns(
  db: Kysely<Database>,
  input: { employerId: string; employmentIds: readonly string[]; runId: string | undefined },
): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`
    select distinct jsonb_array_elements_text(p.result->'eventIds') as id
    from payslip p join payroll_run r on r.id = p.run_id
    where p.employer_id = ${input.employerId} and r.status <> 'completed'
      and r.id <> ${input.runId ?? '00000000-0000-0000-0000-000000000000'}
      and p.employment_id in (${sql.join(input.employmentIds.map((id) => sql`${id}`))})`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/**
 * The events this period's payslip pays, so exactly those are marked paid when the run completes:
 * absences (a spell belongs to the month it starts in), transactions dated in the period, trips that
 * end in it (a trip is paid in the month it ends), balance adjustments. A transaction or trip of an
 * earlier month attested late is not paid by the calculation, so it is left unpaid and counted; a
 * trip ending after the period waits for that month's run.
 */
function takeIn(events: readonly PayableEvent[], firstDay: string, lastDay: string) {
  const own: PayableEvent[] = [];
  let late = 0;
  for (const event of events) {
    const payload = event.payload;
    const day =
      payload.kind === 'transaction'
        ? payload.date
        : payload.kind === 'travel'
          ? payload.return.slice(0, 10)
          : undefined;
    if (day === undefined || (day >= firstDay && day <= lastDay)) own.push(event);
    else if (day < firstDay) late++;
  }
  return { own, late };
}

function toSalaryRow(salary: { valid_from: string; valid_to: string | null; amount_ore: string | number }) {
  return { validFrom: salary.valid_from, validTo: salary.valid_to, amountOre: Number(salary.amount_ore) };
}

function parseTaxSettings(stored: unknown): TaxSettings | null {
  const parsed = taxSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function toVacationTerms(stored: unknown): VacationTerms {
  const parsed = vacationTermsSchema.safeParse(stored);
  const terms = parsed.success ? parsed.data : DEFAULT_VACATION;
  return terms.rule === 'sammaloneregeln'
    ? {
        rule: 'sammaloneregeln',
        paidDaysPerYear: terms.paidDaysPerYear,
        supplementPercent: terms.supplementPercent,
      }
    : {
        rule: 'procentregeln',
        paidDaysPerYear: terms.paidDaysPerYear,
        supplementPercent: 0,
        percent: terms.percent,
      };
}

type OpeningBalances = {
  asOf: string;
  vacation: { savedDays: number; paidDays: number };
  yearToDate: { grossOre: number; taxOre: number; benefitsOre: number };
};

/** Balances carried over from another system (employee.opening_balances), if any were entered. */
function readOpeningBalances(stored: unknown): OpeningBalances | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const value = stored as Partial<OpeningBalances>;
  if (typeof value.asOf !== 'string') return undefined;
  return {
    asOf: value.asOf,
    vacation: {
      savedDays: Number(value.vacation?.savedDays ?? 0),
      paidDays: Number(value.vacation?.paidDays ?? 0),
    },
    yearToDate: {
      grossOre: Number(value.yearToDate?.grossOre ?? 0),
      taxOre: Number(value.yearToDate?.taxOre ?? 0),
      benefitsOre: Number(value.yearToDate?.benefitsOre ?? 0),
    },
  };
}

function groupBy<Item>(items: readonly Item[], key: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const roundHundredths = (value: number) => Math.round(value * 100) / 100;
