import { randomUUID } from 'node:crypto';
import type {
  BankFileFormat,
  BankFileView,
  PayoutRunView,
  PayoutView,
} from '@lonsam/domain/contracts/bank-files/bank-files';
import type { SalaryPayment } from '@lonsam/domain/files/salary-payments';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { stockholmDateTime } from '../agi/index.ts';
import { readFileFormatSettings, readPayoutSettings } from '../payout-settings/index.ts';
import {
  bankFileNotFound,
  bankFileVersionConflict,
  formatNotAllowed,
  invalidAccounts,
  nothingToPay,
  runNotCompleted,
  runNotFound,
  settingMissing,
} from './bank-file-errors.ts';
import {
  buildStoredFile,
  chooseFormat,
  FORMAT_PRIVILEGE,
  findPayeeProblems,
  findSettingProblems,
  type GeneratedFile,
  generateStoredFile,
  maskAccount,
  payeeReference,
  type StoredBankFile,
} from './bank-file-formats.ts';

type Payee = { employeeId: string; name: string; netOre: number; payment: SalaryPayment };

async function loadRun(db: Kysely<Database>, employerId: string, runId: string) {
  const run = await db
    .selectFrom('payroll_run')
    .select([
      'id',
      'label',
      'period',
      sql<string>`to_char(pay_date, 'YYYY-MM-DD')`.as('pay_date'),
      'status',
      'net_ore',
      'employee_count',
    ])
    .where('employer_id', '=', employerId)
    .where('id', '=', runId)
    .executeTakeFirst();
  if (!run) throw runNotFound();
  return run;
}

/**
 * The run's payees with their net pay and account; those with nothing to pay are not payees. With
 * `teamOf`, only the payslips of employments that manager role leads.
 */
async function loadPayees(
  db: Kysely<Database>,
  employerId: string,
  runId: string,
  teamOf?: string,
): Promise<Payee[]> {
  let query = db
    .selectFrom('payslip')
    .innerJoin('employee', 'employee.id', 'payslip.employee_id')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .select([
      'payslip.employee_id',
      'payslip.employee_name',
      'payslip.net_ore',
      'employee.clearing_number',
      'employee.account_number',
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('employment.employer_id', '=', employerId)
    .where('payslip.run_id', '=', runId);
  if (teamOf !== undefined) query = query.where('employment.manager_role_id', '=', teamOf);
  const rows = await query.orderBy('payslip.employee_name').orderBy('payslip.employee_id').execute();
  return rows
    .filter((row) => Number(row.net_ore) > 0)
    .map((row) => ({
      employeeId: row.employee_id,
      name: row.employee_name,
      netOre: Number(row.net_ore),
      payment: {
        payeeId: payeeReference(row.employee_id),
        name: row.employee_name,
        amountOre: Number(row.net_ore),
        account:
          row.clearing_number && row.account_number
            ? { kind: 'bank-account', clearingNumber: row.clearing_number, accountNumber: row.account_number }
            : null,
      },
    }));
}

async function loadFormat(db: Kysely<Database>, employerId: string) {
  const [fileFormat, payout] = await Promise.all([
    readFileFormatSettings(db, employerId),
    readPayoutSettings(db, employerId),
  ]);
  return { format: chooseFormat(fileFormat.value), payout: payout.value };
}

type FileRow = {
  id: string;
  format: string;
  input: unknown;
  left_out: unknown;
  payment_count: number;
  total_ore: string;
  created_at: Date;
  downloaded_at: Date | null;
  sent_at: Date | null;
  version: number;
  run_id: string;
};

const FILE_COLUMNS = [
  'id',
  'format',
  'input',
  'left_out',
  'payment_count',
  'total_ore',
  'created_at',
  'downloaded_at',
  'sent_at',
  'version',
  'run_id',
] as const;

function toFileView(row: FileRow): BankFileView {
  return {
    id: row.id,
    format: row.format as BankFileFormat,
    createdAt: row.created_at.toISOString(),
    paymentCount: row.payment_count,
    totalOre: Number(row.total_ore),
    leftOut: row.left_out as BankFileView['leftOut'],
    downloadedAt: row.downloaded_at?.toISOString() ?? null,
    sentAt: row.sent_at?.toISOString() ?? null,
    version: row.version,
  };
}

/** Payment files are the employer's: an admin's, never a manager's or an employee's. */
function requireAdmin(scope: EmployerScope) {
  if (scope.role !== 'admin') throw runNotFound();
}

/**
 * The completed runs whose payout the role may look into, newest first. A manager with
 * PayoutInsight gets the runs that paid an employment they lead, with that team's net pay and
 * count only; an admin every completed run of the company with its totals.
 */
export async function listPayouts(db: Kysely<Database>, scope: EmployerScope): Promise<PayoutRunView[]> {
  const employerId = scope.employerId;
  const isTeam =
    scope.role === 'manager' && hasPrivilege(scope.privileges, 'ReportingAndCompliance.PayoutInsight');
  if (!isTeam) requireAdmin(scope);
  let query = db
    .selectFrom('payroll_run')
    .innerJoin('payslip', 'payslip.run_id', 'payroll_run.id')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .select((eb) => [
      'payroll_run.id',
      'payroll_run.label',
      'payroll_run.period',
      sql<string>`to_char(payroll_run.pay_date, 'YYYY-MM-DD')`.as('pay_date'),
      eb.fn.sum<string>('payslip.net_ore').as('net'),
      eb.fn.count<string>('payslip.employee_id').distinct().as('count'),
    ])
    .where('payroll_run.employer_id', '=', employerId)
    .where('payslip.employer_id', '=', employerId)
    .where('employment.employer_id', '=', employerId)
    .where('payroll_run.status', '=', 'completed');
  if (isTeam) query = query.where('employment.manager_role_id', '=', scope.roleId);
  const rows = await query
    .groupBy(['payroll_run.id', 'payroll_run.label', 'payroll_run.period', 'payroll_run.pay_date'])
    .orderBy('payroll_run.pay_date', 'desc')
    .orderBy('payroll_run.label')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    period: row.period,
    payDate: row.pay_date,
    netOre: Number(row.net),
    employeeCount: Number(row.count),
  }));
}

/**
 * Who gets what on which account (masked), what stops a file, and the files made of the run. An
 * admin sees the whole run; a manager with PayoutInsight sees a completed run's payout of their own
 * team only (docs/agi-and-bank-files.md): the team's payees, net pay and count, no files and no
 * company settings. Anyone else, or a run of another company, gets 404.
 */
export async function getPayout(
  db: Kysely<Database>,
  scope: EmployerScope,
  runId: string,
): Promise<PayoutView> {
  if (scope.role === 'manager' && hasPrivilege(scope.privileges, 'ReportingAndCompliance.PayoutInsight'))
    return getTeamPayout(db, scope, runId);
  requireAdmin(scope);
  const employerId = scope.employerId;
  const run = await loadRun(db, employerId, runId);
  const [{ format, payout }, payees, files] = await Promise.all([
    loadFormat(db, employerId),
    loadPayees(db, employerId, runId),
    db
      .selectFrom('bank_file')
      .select(FILE_COLUMNS)
      .where('employer_id', '=', employerId)
      .where('run_id', '=', runId)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  const problems = findPayeeProblems(
    format,
    payees.map((payee) => payee.payment),
  );
  return {
    run: {
      id: run.id,
      label: run.label,
      period: run.period,
      payDate: run.pay_date,
      status: run.status,
      netOre: Number(run.net_ore),
      employeeCount: run.employee_count,
    },
    format,
    payees: payees.map((payee) => ({
      employeeId: payee.employeeId,
      name: payee.name,
      netOre: payee.netOre,
      account: maskAccount(payee.payment.account),
      problem: problems.get(payee.payment.payeeId) ?? null,
    })),
    settingProblems: findSettingProblems(format, payout).map((code) => ({ code, setting: 'payout' })),
    files: (files as FileRow[]).map(toFileView),
  };
}

async function getTeamPayout(db: Kysely<Database>, scope: EmployerScope, runId: string): Promise<PayoutView> {
  const employerId = scope.employerId;
  const run = await loadRun(db, employerId, runId);
  if (run.status !== 'completed') throw runNotFound();
  const [{ format }, payees, team] = await Promise.all([
    loadFormat(db, employerId),
    loadPayees(db, employerId, runId, scope.roleId),
    db
      .selectFrom('payslip')
      .innerJoin('employment', 'employment.id', 'payslip.employment_id')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.sum<string>('payslip.net_ore').as('net')])
      .where('payslip.employer_id', '=', employerId)
      .where('payslip.run_id', '=', runId)
      .where('employment.manager_role_id', '=', scope.roleId)
      .executeTakeFirstOrThrow(),
  ]);
  const problems = findPayeeProblems(
    format,
    payees.map((payee) => payee.payment),
  );
  return {
    run: {
      id: run.id,
      label: run.label,
      period: run.period,
      payDate: run.pay_date,
      status: run.status,
      netOre: Number(team.net ?? 0),
      employeeCount: Number(team.count),
    },
    format,
    payees: payees.map((payee) => ({
      employeeId: payee.employeeId,
      name: payee.name,
      netOre: payee.netOre,
      account: maskAccount(payee.payment.account),
      problem: problems.get(payee.payment.payeeId) ?? null,
    })),
    settingProblems: [],
    files: [],
  };
}

export type CreateBankFileInput = {
  scope: EmployerScope;
  userId: string;
  audit: AuditContext;
  runId: string;
  leaveOut: readonly string[];
  now: Date;
};

/**
 * The run's payment file in the company's format. Fails closed: a payee who cannot be paid stops
 * the file unless the admin leaves them out explicitly, and they are then listed as unpaid. The
 * same run, format and left-out payees give the existing record back, so the file is the same.
 */
export async function createBankFile(
  db: Kysely<Database>,
  input: CreateBankFileInput,
): Promise<{ file: BankFileView; created: boolean }> {
  requireAdmin(input.scope);
  const employerId = input.scope.employerId;
  return withTransaction(db, async (trx) => {
    const run = await loadRun(trx, employerId, input.runId);
    if (run.status !== 'completed') throw runNotCompleted();
    const { format, payout } = await loadFormat(trx, employerId);
    if (!hasPrivilege(input.scope.privileges, FORMAT_PRIVILEGE[format])) throw formatNotAllowed();
    const [settingProblem] = findSettingProblems(format, payout);
    if (settingProblem) throw settingMissing(settingProblem);
    const payees = await loadPayees(trx, employerId, input.runId);
    const leaveOut = new Set(input.leaveOut);
    const paid = payees.filter((payee) => !leaveOut.has(payee.employeeId));
    const problems = findPayeeProblems(
      format,
      paid.map((payee) => payee.payment),
    );
    if (problems.size > 0)
      throw invalidAccounts(
        paid
          .filter((payee) => problems.has(payee.payment.payeeId))
          .map((payee) => ({
            employeeId: payee.employeeId,
            name: payee.name,
            ...problems.get(payee.payment.payeeId)!,
          })),
      );
    if (paid.length === 0) throw nothingToPay();
    const allProblems = findPayeeProblems(
      format,
      payees.map((payee) => payee.payment),
    );
    const leftOut = payees
      .filter((payee) => leaveOut.has(payee.employeeId))
      .map((payee) => ({
        employeeId: payee.employeeId,
        name: payee.name,
        netOre: payee.netOre,
        reason: allProblems.get(payee.payment.payeeId)?.message ?? 'Utelämnad ur filen',
      }));

    const existing = (await trx
      .selectFrom('bank_file')
      .select(FILE_COLUMNS)
      .where('employer_id', '=', employerId)
      .where('run_id', '=', input.runId)
      .where('format', '=', format)
      .execute()) as FileRow[];
    const leftOutKey = leftOut
      .map((payee) => payee.employeeId)
      .sort()
      .join(',');
    const same = existing.find(
      (row) =>
        (row.left_out as { employeeId: string }[])
          .map((payee) => payee.employeeId)
          .sort()
          .join(',') === leftOutKey,
    );
    if (same) return { file: toFileView(same), created: false };

    const employer = await trx
      .selectFrom('employer')
      .select(['name', 'org_number'])
      .where('id', '=', employerId)
      .executeTakeFirstOrThrow();
    const fileId = randomUUID();
    const stored = buildStoredFile(format, {
      fileId,
      createdAt: stockholmDateTime(input.now),
      fileDate: toDateOnly(input.now),
      payDate: run.pay_date,
      period: run.period,
      runLabel: run.label,
      employer: { name: employer.name, organisationNumber: employer.org_number ?? '' },
      payout,
      payments: paid.map((payee) => payee.payment),
    });
    // Made once here so a file the generator refuses is never recorded.
    await generateStoredFile(stored, 'check');
    const totalOre = paid.reduce((sum, payee) => sum + payee.netOre, 0);
    const row = (await trx
      .insertInto('bank_file')
      .values({
        id: fileId,
        employer_id: employerId,
        run_id: input.runId,
        format,
        input: JSON.stringify(stored),
        left_out: JSON.stringify(leftOut),
        payment_count: paid.length,
        total_ore: totalOre,
        created_by_user_id: input.userId,
        created_at: input.now,
      })
      .returning(FILE_COLUMNS)
      .executeTakeFirstOrThrow()) as FileRow;
    await recordAuditEvent(trx, input.audit, {
      action: 'bank-file.created',
      entityType: 'bank_file',
      entityId: fileId,
      employerId,
      before: null,
      after: {
        runId: input.runId,
        format,
        paymentCount: paid.length,
        totalOre,
        leftOut: leftOut.map((payee) => payee.employeeId),
      },
    });
    return { file: toFileView(row), created: true };
  });
}

async function findFile(db: Kysely<Database>, employerId: string, fileId: string): Promise<FileRow> {
  const row = await db
    .selectFrom('bank_file')
    .select(FILE_COLUMNS)
    .where('employer_id', '=', employerId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw bankFileNotFound();
  return row as FileRow;
}

/** The file made again from its stored input (the same bytes every time), the download audited. */
export async function downloadBankFile(
  db: Kysely<Database>,
  input: { scope: EmployerScope; audit: AuditContext; fileId: string; now: Date },
): Promise<GeneratedFile> {
  requireAdmin(input.scope);
  const employerId = input.scope.employerId;
  return withTransaction(db, async (trx) => {
    const row = await findFile(trx, employerId, input.fileId);
    if (!hasPrivilege(input.scope.privileges, FORMAT_PRIVILEGE[row.format as BankFileFormat]))
      throw formatNotAllowed();
    const stored = row.input as StoredBankFile;
    const file = await generateStoredFile(stored, `lon-${stored.input.payDate}`);
    await trx.updateTable('bank_file').set({ downloaded_at: input.now }).where('id', '=', row.id).execute();
    await recordAuditEvent(trx, input.audit, {
      action: 'bank-file.downloaded',
      entityType: 'bank_file',
      entityId: row.id,
      employerId,
      before: null,
      after: { runId: row.run_id, format: row.format, totalOre: Number(row.total_ore) },
    });
    return file;
  });
}

/** The admin's mark that the file was sent to the bank. */
export async function markBankFileSent(
  db: Kysely<Database>,
  input: { scope: EmployerScope; audit: AuditContext; fileId: string; version: number; now: Date },
): Promise<BankFileView> {
  requireAdmin(input.scope);
  const employerId = input.scope.employerId;
  return withTransaction(db, async (trx) => {
    const row = await findFile(trx, employerId, input.fileId);
    if (row.version !== input.version) throw bankFileVersionConflict();
    const updated = (await trx
      .updateTable('bank_file')
      .set({ sent_at: input.now, version: row.version + 1 })
      .where('id', '=', row.id)
      .where('version', '=', input.version)
      .returning(FILE_COLUMNS)
      .executeTakeFirst()) as FileRow | undefined;
    if (!updated) throw bankFileVersionConflict();
    await recordAuditEvent(trx, input.audit, {
      action: 'bank-file.sent',
      entityType: 'bank_file',
      entityId: row.id,
      employerId,
      before: { sentAt: row.sent_at?.toISOString() ?? null },
      after: { sentAt: input.now.toISOString() },
    });
    return toFileView(updated);
  });
}
