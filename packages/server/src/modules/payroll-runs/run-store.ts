import type {
  ApprovalStep,
  MoneyTotalsView,
  PayrollRunKind,
  PayrollRunStatus,
} from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PayrollRunTable } from '../../db/tables/payroll-run-tables.ts';
import { runNotFound } from './run-errors.ts';

/** A stored run, as every use case (and the calculation, R1b) reads it. */
export type PayrollRun = {
  id: string;
  employerId: string;
  kind: PayrollRunKind;
  /** `YYYY-MM` */
  period: string;
  payDate: string;
  label: string;
  status: PayrollRunStatus;
  progressDone: number;
  progressTotal: number;
  jobId: string | null;
  /** Extra and correction runs: only these employments; null means everyone in the period. */
  employmentIds: string[] | null;
  correctsRunId: string | null;
  abortReason: string | null;
  totals: RunTotals;
  employeeCount: number;
  blockingCount: number;
  warningCount: number;
  createdByUserId: string | null;
  createdByName: string;
  createdAt: Date;
  completedAt: Date | null;
  version: number;
};

export type RunTotals = MoneyTotalsView & { taxableOre: number };

export type RunApproval = { step: ApprovalStep; userId: string; userName: string; at: Date };

const TOTAL_COLUMNS = {
  grossOre: 'gross_ore',
  benefitsOre: 'benefits_ore',
  taxableOre: 'taxable_ore',
  taxOre: 'tax_ore',
  netDeductionsOre: 'net_deductions_ore',
  taxFreeOre: 'tax_free_ore',
  netOre: 'net_ore',
  employerContributionsOre: 'employer_contributions_ore',
} as const;

export const ZERO_TOTALS: RunTotals = {
  grossOre: 0,
  benefitsOre: 0,
  taxableOre: 0,
  taxOre: 0,
  netDeductionsOre: 0,
  taxFreeOre: 0,
  netOre: 0,
  employerContributionsOre: 0,
};

type RunRow = Selectable<PayrollRunTable>;

function toRun(row: RunRow): PayrollRun {
  const totals = { ...ZERO_TOTALS };
  for (const [key, column] of Object.entries(TOTAL_COLUMNS))
    totals[key as keyof RunTotals] = Number(row[column]);
  return {
    id: row.id,
    employerId: row.employer_id,
    kind: row.kind as PayrollRunKind,
    period: row.period,
    payDate: row.pay_date,
    label: row.label,
    status: row.status as PayrollRunStatus,
    progressDone: row.progress_done,
    progressTotal: row.progress_total,
    jobId: row.job_id,
    employmentIds: row.employment_ids,
    correctsRunId: row.corrects_run_id,
    abortReason: row.abort_reason,
    totals,
    employeeCount: row.employee_count,
    blockingCount: row.blocking_count,
    warningCount: row.warning_count,
    createdByUserId: row.created_by_user_id,
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at),
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
    version: row.version,
  };
}

function selectRuns(db: Kysely<Database>) {
  return db.selectFrom('payroll_run').selectAll();
}

/**
 * One run of the employer, or undefined. `forUpdate` locks the row until the transaction ends:
 * every step that changes a run takes this lock first, so two steps never interleave.
 */
export async function readRun(
  db: Kysely<Database>,
  input: { employerId: string; runId: string; forUpdate?: boolean },
): Promise<PayrollRun | undefined> {
  let query = selectRuns(db).where('employer_id', '=', input.employerId).where('id', '=', input.runId);
  if (input.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toRun(row);
}

/** As `readRun`, but 404 `PAYROLL_RUN_NOT_FOUND` when the employer has no such run. */
export async function readRunOrThrow(
  db: Kysely<Database>,
  input: { employerId: string; runId: string; forUpdate?: boolean },
): Promise<PayrollRun> {
  const run = await readRun(db, input);
  if (!run) throw runNotFound();
  return run;
}

/** The employer's runs, newest period first (then newest created). */
export async function listRuns(db: Kysely<Database>, employerId: string): Promise<PayrollRun[]> {
  const rows = await selectRuns(db)
    .where('employer_id', '=', employerId)
    .orderBy('period', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toRun);
}

export async function readApprovals(
  db: Kysely<Database>,
  runIds: readonly string[],
): Promise<Map<string, RunApproval[]>> {
  const byRun = new Map<string, RunApproval[]>();
  if (runIds.length === 0) return byRun;
  const rows = await db
    .selectFrom('payroll_run_approval')
    .selectAll()
    .where('run_id', 'in', [...runIds])
    .orderBy('at')
    .execute();
  for (const row of rows) {
    const list = byRun.get(row.run_id) ?? [];
    list.push({
      step: row.step as ApprovalStep,
      userId: row.user_id,
      userName: row.user_name,
      at: new Date(row.at),
    });
    byRun.set(row.run_id, list);
  }
  return byRun;
}

export type RunChanges = {
  jobId?: string | null;
  progressDone?: number;
  progressTotal?: number;
  abortReason?: string | null;
  completedAt?: Date | null;
};

/**
 * Compare-and-set of the run's status: moves it to `to` only if it is now in `from` (and, with
 * `version`, only at that version), bumping the version. Returns the run as stored after, or
 * undefined when nothing matched — the caller decides whether that is a 409. Two processes racing
 * for one step: exactly one of them gets the row.
 */
export async function setRunStatus(
  db: Kysely<Database>,
  input: {
    employerId: string;
    runId: string;
    from: readonly PayrollRunStatus[];
    to: PayrollRunStatus;
    version?: number;
    changes?: RunChanges;
  },
): Promise<PayrollRun | undefined> {
  const changes = input.changes ?? {};
  let query = db
    .updateTable('payroll_run')
    .set((eb) => ({
      status: input.to,
      version: eb('version', '+', 1),
      updated_at: new Date(),
      ...('jobId' in changes ? { job_id: changes.jobId ?? null } : {}),
      ...(changes.progressDone === undefined ? {} : { progress_done: changes.progressDone }),
      ...(changes.progressTotal === undefined ? {} : { progress_total: changes.progressTotal }),
      ...('abortReason' in changes ? { abort_reason: changes.abortReason ?? null } : {}),
      ...('completedAt' in changes ? { completed_at: changes.completedAt ?? null } : {}),
    }))
    .where('employer_id', '=', input.employerId)
    .where('id', '=', input.runId)
    .where('status', 'in', [...input.from]);
  if (input.version !== undefined) query = query.where('version', '=', input.version);
  const updated = await query.returning('id').executeTakeFirst();
  if (!updated) return undefined;
  return readRun(db, { employerId: input.employerId, runId: input.runId });
}

/**
 * The calculation's progress, while the run is calculating. The version stays: progress is not a
 * change a form could conflict with, and the web polls the run meanwhile.
 */
export async function setRunProgress(
  db: Kysely<Database>,
  input: { runId: string; done: number; total: number },
): Promise<void> {
  await db
    .updateTable('payroll_run')
    .set({ progress_done: input.done, progress_total: input.total })
    .where('id', '=', input.runId)
    .where('status', '=', 'calculating')
    .execute();
}

/**
 * Sums the run's stored payslips into the run row (totals, employee count, and the number of
 * employees with at least one blocking or warning check), set-based in one statement. Call it in
 * the transaction that writes the payslips, so the run's totals never disagree with them.
 */
export async function refreshRunTotals(db: Kysely<Database>, input: { runId: string }): Promise<void> {
  await sql`
    update payroll_run set
      gross_ore = s.gross, benefits_ore = s.benefits, taxable_ore = s.taxable, tax_ore = s.tax,
      net_deductions_ore = s.net_deductions, tax_free_ore = s.tax_free, net_ore = s.net,
      employer_contributions_ore = s.contributions, employee_count = s.employees,
      blocking_count = s.blocking, warning_count = s.warning
    from (
      select coalesce(sum(gross_ore), 0) as gross, coalesce(sum(benefits_ore), 0) as benefits,
             coalesce(sum(taxable_ore), 0) as taxable, coalesce(sum(tax_ore), 0) as tax,
             coalesce(sum(net_deductions_ore), 0) as net_deductions,
             coalesce(sum(tax_free_ore), 0) as tax_free, coalesce(sum(net_ore), 0) as net,
             coalesce(sum(employer_contributions_ore), 0) as contributions,
             count(*)::int as employees,
             (count(*) filter (where checks @> '[{"severity":"blocking"}]'))::int as blocking,
             (count(*) filter (where checks @> '[{"severity":"warning"}]'))::int as warning
      from payslip where run_id = ${input.runId}
    ) as s
    where payroll_run.id = ${input.runId}`.execute(db);
}

/** The stored run's totals per employee (the run page's table). */
export async function listRunPayslips(db: Kysely<Database>, runId: string, employmentId?: string) {
  let query = db
    .selectFrom('payslip')
    .select([
      'id',
      'employment_id',
      'employee_id',
      'employee_name',
      'gross_ore',
      'benefits_ore',
      'tax_ore',
      'net_deductions_ore',
      'tax_free_ore',
      'net_ore',
      'employer_contributions_ore',
      'checks',
    ])
    .where('run_id', '=', runId)
    .orderBy('employee_name');
  if (employmentId !== undefined) query = query.where('employment_id', '=', employmentId);
  return query.execute();
}
