import { aggregatePayslipsForAgi } from '@lonsam/domain/files/agi/aggregate-payslips';
import { agiDueDate, agiPaymentDueDate } from '@lonsam/domain/files/agi/agi-due-date';
import { InvalidAgiInputError, sumAgiTotals } from '@lonsam/domain/files/agi/agi-input';
import type { AgiDeclarationInput, AgiPayee, AgiRemoval } from '@lonsam/domain/files/agi/agi-types';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import {
  agiContactSchema,
  COMPANY_INFO_DEFAULTS,
  companyInfoSettingsSchema,
} from '@lonsam/domain/settings/company-settings';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { readSettingsDocument } from '../settings/index.ts';
import {
  agiContactMissing,
  declarationNotFound,
  declarationVersionConflict,
  invalidAgiInput,
  organisationNumberMissing,
  periodWithoutRuns,
} from './agi-errors.ts';
import { listPeriodRuns, loadPayeeSources } from './agi-sources.ts';
import { stockholmDateTime } from './local-time.ts';

// The XML writer (and xmlbuilder2) loads when a declaration is made or downloaded, not at start
// (bench/startup.ts, #14).
const loadAgiXml = () => import('@lonsam/domain/files/agi/agi-xml');

export const AGI_PROGRAM_NAME = 'Lönsam';

export type AgiDeclarationSummary = {
  id: string;
  revision: number;
  status: 'created' | 'downloaded' | 'submitted';
  submittedOn: string | null;
  createdAt: string;
  payeeCount: number;
  removalCount: number;
  /** HU 487 and 497. */
  contributionsKronor: number;
  taxKronor: number;
  /** 487 + 497, what the company pays to its skattekonto; null without ReportingAndCompliance.Payment. */
  amountToPayKronor: number | null;
  version: number;
};

export type AgiPeriod = {
  period: string;
  runs: { id: string; label: string; kind: string; payDate: string }[];
  dueDate: string;
  /** When the contributions and tax must be paid; null without ReportingAndCompliance.Payment. */
  paymentDueDate: string | null;
  /** The latest declaration made for the period, or null. */
  declaration: AgiDeclarationSummary | null;
  /** A run was completed after the latest declaration: a new one (replacing IUs) is needed. */
  outdated: boolean;
  /** Payees whose employment has no workplace street and town today: their IU lacks FK 245/246. */
  workplaceAddressMissing: { employeeId: string; name: string }[];
};

type DeclarationRow = {
  id: string;
  period: string;
  revision: number;
  run_ids: string[];
  status: string;
  submitted_on: string | null;
  created_at: Date;
  payee_count: number;
  removal_count: number;
  contributions_kronor: string;
  tax_kronor: string;
  version: number;
};

function toSummary(row: DeclarationRow, showAmounts: boolean): AgiDeclarationSummary {
  return {
    id: row.id,
    revision: row.revision,
    status: row.status as AgiDeclarationSummary['status'],
    submittedOn: row.submitted_on,
    createdAt: row.created_at.toISOString(),
    payeeCount: row.payee_count,
    removalCount: row.removal_count,
    contributionsKronor: Number(row.contributions_kronor),
    taxKronor: Number(row.tax_kronor),
    amountToPayKronor: showAmounts ? Number(row.contributions_kronor) + Number(row.tax_kronor) : null,
    version: row.version,
  };
}

const DECLARATION_COLUMNS = [
  'id',
  'period',
  'revision',
  'run_ids',
  'status',
  sql<string | null>`to_char(submitted_on, 'YYYY-MM-DD')`.as('submitted_on'),
  'created_at',
  'payee_count',
  'removal_count',
  'contributions_kronor',
  'tax_kronor',
  'version',
] as const;

export function canSeePayments(scope: EmployerScope): boolean {
  return hasPrivilege(scope.privileges, 'ReportingAndCompliance.Payment');
}

async function isLargeEmployer(db: Kysely<Database>, employerId: string): Promise<boolean> {
  const { value } = await readSettingsDocument(db, {
    employerId,
    section: 'company-info',
    schema: companyInfoSettingsSchema,
    defaults: COMPANY_INFO_DEFAULTS,
  });
  return value.agiDeclarationDay === 'twentySixth';
}

/** Every month a completed run was paid in, newest first, with its latest declaration. */
export async function listAgiPeriods(db: Kysely<Database>, scope: EmployerScope): Promise<AgiPeriod[]> {
  const employerId = scope.employerId;
  const runs = await db
    .selectFrom('payroll_run')
    .select([
      'id',
      'label',
      'kind',
      sql<string>`to_char(pay_date, 'YYYY-MM-DD')`.as('pay_date'),
      sql<string>`to_char(pay_date, 'YYYY-MM')`.as('period'),
    ])
    .where('employer_id', '=', employerId)
    .where('status', '=', 'completed')
    .orderBy('pay_date', 'desc')
    .orderBy('completed_at', 'desc')
    .execute();
  const declarations = (await db
    .selectFrom('agi_declaration')
    .select(DECLARATION_COLUMNS)
    .where('employer_id', '=', employerId)
    .orderBy('revision', 'desc')
    .execute()) as DeclarationRow[];
  const large = await isLargeEmployer(db, employerId);
  const showAmounts = canSeePayments(scope);
  const periods = new Map<string, AgiPeriod>();
  for (const run of runs) {
    let entry = periods.get(run.period);
    if (!entry) {
      const latest = declarations.find((row) => row.period === run.period);
      entry = {
        period: run.period,
        runs: [],
        dueDate: agiDueDate(run.period, { largeEmployer: large }),
        paymentDueDate: showAmounts ? agiPaymentDueDate(run.period) : null,
        declaration: latest ? toSummary(latest, showAmounts) : null,
        outdated: false,
        workplaceAddressMissing: [],
      };
      periods.set(run.period, entry);
    }
    entry.runs.unshift({ id: run.id, label: run.label, kind: run.kind, payDate: run.pay_date });
  }
  for (const entry of periods.values()) {
    const latest = declarations.find((row) => row.period === entry.period);
    entry.outdated = latest ? entry.runs.some((run) => !latest.run_ids.includes(run.id)) : false;
  }
  for (const row of await listWorkplaceAddressMissing(db, employerId)) {
    const entry = periods.get(row.period);
    if (!entry || entry.workplaceAddressMissing.some((payee) => payee.employeeId === row.employee_id))
      continue;
    entry.workplaceAddressMissing.push({ employeeId: row.employee_id, name: row.employee_name });
  }
  return [...periods.values()];
}

/**
 * The payslips of completed runs whose employment has no workplace, or one without a street or
 * town: the IU would go without the arbetsställe's address (FK 245) and town (FK 246).
 */
function listWorkplaceAddressMissing(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .leftJoin('workplace', 'workplace.id', 'employment.workplace_id')
    .select([
      'payslip.employee_id',
      'payslip.employee_name',
      sql<string>`to_char(payroll_run.pay_date, 'YYYY-MM')`.as('period'),
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('payroll_run.employer_id', '=', employerId)
    .where('payroll_run.status', '=', 'completed')
    .where((eb) =>
      eb.or([
        eb('workplace.street_address', 'is', null),
        eb('workplace.street_address', '=', ''),
        eb('workplace.city', 'is', null),
        eb('workplace.city', '=', ''),
      ]),
    )
    .orderBy('payslip.employee_name')
    .orderBy('payslip.employee_id')
    .execute();
}

async function ensureSpecificationNumbers(
  trx: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(employeeIds)];
  const known = new Map<string, number>();
  if (unique.length === 0) return known;
  const rows = await trx
    .selectFrom('agi_specification_number')
    .select(['employee_id', 'number'])
    .where('employer_id', '=', employerId)
    .where('employee_id', 'in', unique)
    .execute();
  for (const row of rows) known.set(row.employee_id, row.number);
  const missing = unique.filter((id) => !known.has(id)).sort();
  if (missing.length === 0) return known;
  const { max } = await trx
    .selectFrom('agi_specification_number')
    .select(sql<number>`coalesce(max(number), 0)::int`.as('max'))
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  const values = missing.map((employeeId, index) => ({
    employer_id: employerId,
    employee_id: employeeId,
    number: Number(max) + index + 1,
  }));
  await trx.insertInto('agi_specification_number').values(values).execute();
  for (const value of values) known.set(value.employee_id, value.number);
  return known;
}

async function loadDeclarationHeader(db: Kysely<Database>, employerId: string) {
  const employer = await db
    .selectFrom('employer')
    .select(['name', 'org_number'])
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  if (!employer.org_number) throw organisationNumberMissing();
  const { value } = await readSettingsDocument(db, {
    employerId,
    section: 'company-info',
    schema: companyInfoSettingsSchema,
    defaults: COMPANY_INFO_DEFAULTS,
  });
  const contact = agiContactSchema.safeParse(value.agiContact);
  if (!contact.success) throw agiContactMissing();
  return { organisationNumber: employer.org_number, contact: contact.data };
}

export type CreateDeclarationInput = {
  scope: EmployerScope;
  userId: string;
  audit: AuditContext;
  period: string;
  now: Date;
};

/**
 * The declaration of a period from every completed run paid in it. When the latest one already
 * declares exactly these runs it is returned as it is (the same file again); otherwise a new
 * revision is made: every payee again with the same specification number, and a Borttag for each
 * payee the previous revision declared who no longer has a payslip in the period.
 */
export async function createAgiDeclaration(
  db: Kysely<Database>,
  input: CreateDeclarationInput,
): Promise<{ declaration: AgiDeclarationSummary; created: boolean }> {
  const employerId = input.scope.employerId;
  const showAmounts = canSeePayments(input.scope);
  return withTransaction(db, async (trx) => {
    // One creator at a time per company, so two revisions never get the same number.
    await sql`select id from employer where id = ${employerId} for update`.execute(trx);
    const runs = await listPeriodRuns(trx, employerId, input.period);
    if (runs.length === 0) throw periodWithoutRuns();
    const latest = (await trx
      .selectFrom('agi_declaration')
      .select(DECLARATION_COLUMNS)
      .where('employer_id', '=', employerId)
      .where('period', '=', input.period)
      .orderBy('revision', 'desc')
      .executeTakeFirst()) as DeclarationRow | undefined;
    const runIds = runs.map((run) => run.id);

    const header = await loadDeclarationHeader(trx, employerId);
    const sources = await loadPayeeSources(trx, employerId, runIds);
    const numbers = await ensureSpecificationNumbers(
      trx,
      employerId,
      sources.map((source) => source.employeeId),
    );
    const employeeByPersonnummer = new Map(sources.map((source) => [source.personnummer, source.employeeId]));
    const removals = latest ? await findRemovals(trx, latest.id, new Set(employeeByPersonnummer.keys())) : [];
    // A corrected personnummer is another payee to Skatteverket: the old one is removed under its
    // number and the right one declared under a new number (numbers are unique within a file).
    const renumbered = removals.filter((removal) => numbers.has(removal.employeeId));
    if (renumbered.length > 0) {
      // Past every number in use, so the new one never meets the one being removed.
      const { max } = await trx
        .selectFrom('agi_specification_number')
        .select(sql<number>`coalesce(max(number), 0)::int`.as('max'))
        .where('employer_id', '=', employerId)
        .executeTakeFirstOrThrow();
      for (const [index, removal] of renumbered.entries()) {
        const number = Number(max) + index + 1;
        await trx
          .updateTable('agi_specification_number')
          .set({ number })
          .where('employer_id', '=', employerId)
          .where('employee_id', '=', removal.employeeId)
          .execute();
        numbers.set(removal.employeeId, number);
      }
    }
    let payees: AgiPayee[];
    try {
      payees = aggregatePayslipsForAgi(
        input.period,
        sources.map(({ employeeId, ...source }) => ({
          ...source,
          specificationNumber: numbers.get(employeeId)!,
        })),
      );
    } catch (error) {
      if (error instanceof InvalidAgiInputError) throw invalidAgiInput(error.problems);
      throw error;
    }
    // The same IUs as the latest revision (same runs, same registers) give that revision back, so
    // its file is made again byte for byte; anything else (a run added, a personnummer or
    // workplace corrected) makes the next revision.
    if (latest && removals.length === 0 && sameSet(latest.run_ids, runIds)) {
      const stored = await trx
        .selectFrom('agi_declaration')
        .select('input')
        .where('id', '=', latest.id)
        .executeTakeFirstOrThrow();
      if (canonical((stored.input as AgiDeclarationInput).payees) === canonical(payees))
        return { declaration: toSummary(latest, showAmounts), created: false };
    }
    const declarationInput: AgiDeclarationInput = {
      period: input.period,
      createdAt: stockholmDateTime(input.now),
      sender: {
        programName: AGI_PROGRAM_NAME,
        organisationNumber: header.organisationNumber,
        technicalContact: header.contact,
      },
      employer: { organisationNumber: header.organisationNumber, contacts: [header.contact] },
      payees,
      ...(removals.length > 0 ? { removals: removals.map(({ employeeId: _, ...removal }) => removal) } : {}),
    };
    try {
      (await loadAgiXml()).generateAgiXml(declarationInput);
    } catch (error) {
      if (error instanceof InvalidAgiInputError) throw invalidAgiInput(error.problems);
      throw error;
    }
    const totals = sumAgiTotals(payees);
    const row = (await trx
      .insertInto('agi_declaration')
      .values({
        employer_id: employerId,
        period: input.period,
        revision: (latest?.revision ?? 0) + 1,
        run_ids: runIds,
        input: JSON.stringify(declarationInput),
        contributions_kronor: totals.contributionsKronor,
        tax_kronor: totals.taxWithheldKronor,
        payee_count: payees.length,
        removal_count: removals.length,
        status: 'created',
        created_by_user_id: input.userId,
        created_at: input.now,
      })
      .returning(DECLARATION_COLUMNS)
      .executeTakeFirstOrThrow()) as DeclarationRow;
    const declared = [
      ...payees.map((payee) => ({
        declaration_id: row.id,
        employer_id: employerId,
        employee_id: employeeByPersonnummer.get(payee.personnummer)!,
        specification_number: payee.specificationNumber,
        personnummer: payee.personnummer,
        removed: false,
        iu: JSON.stringify(payee),
      })),
      // A payee whose personnummer was corrected is removed under the old one and declared under
      // the new one: the file has both, the table keeps the declared one (one row per payee).
      ...removals
        .filter(
          (removal) =>
            !payees.some((payee) => employeeByPersonnummer.get(payee.personnummer) === removal.employeeId),
        )
        .map((removal) => ({
          declaration_id: row.id,
          employer_id: employerId,
          employee_id: removal.employeeId,
          specification_number: removal.specificationNumber,
          personnummer: removal.personnummer,
          removed: true,
          iu: null,
        })),
    ];
    if (declared.length > 0) await trx.insertInto('agi_declared_payee').values(declared).execute();
    await recordAuditEvent(trx, input.audit, {
      action: 'agi-declaration.created',
      entityType: 'agi_declaration',
      entityId: row.id,
      employerId,
      before: null,
      after: {
        period: input.period,
        revision: row.revision,
        runIds,
        contributionsKronor: totals.contributionsKronor,
        taxKronor: totals.taxWithheldKronor,
        payeeCount: payees.length,
        removalCount: removals.length,
      },
    });
    return { declaration: toSummary(row, showAmounts), created: true };
  });
}

/** JSON with sorted keys: jsonb gives a stored object's keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([left], [right]) => left.localeCompare(right)))
      : item,
  );
}

function sameSet(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((id) => right.includes(id));
}

async function findRemovals(
  trx: Kysely<Database>,
  previousId: string,
  stillDeclared: ReadonlySet<string>,
): Promise<(AgiRemoval & { employeeId: string })[]> {
  const rows = await trx
    .selectFrom('agi_declared_payee')
    .select(['employee_id', 'personnummer', 'specification_number'])
    .where('declaration_id', '=', previousId)
    .where('removed', '=', false)
    .execute();
  return rows
    .filter((row) => !stillDeclared.has(row.personnummer))
    .map((row) => ({
      employeeId: row.employee_id,
      personnummer: row.personnummer,
      specificationNumber: row.specification_number,
    }));
}

async function findDeclaration(db: Kysely<Database>, employerId: string, id: string) {
  const row = await db
    .selectFrom('agi_declaration')
    .select([...DECLARATION_COLUMNS, 'input'])
    .where('employer_id', '=', employerId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw declarationNotFound();
  return row as DeclarationRow & { input: unknown };
}

/**
 * The declaration's XML, made again from the stored input (so every download is the same bytes),
 * the download audited and the status moved from created to downloaded in one transaction.
 */
export async function downloadAgiDeclaration(
  db: Kysely<Database>,
  input: { scope: EmployerScope; audit: AuditContext; id: string; now: Date },
): Promise<{ fileName: string; xml: string }> {
  const employerId = input.scope.employerId;
  return withTransaction(db, async (trx) => {
    const row = await findDeclaration(trx, employerId, input.id);
    const xml = (await loadAgiXml()).generateAgiXml(row.input as AgiDeclarationInput);
    await trx
      .updateTable('agi_declaration')
      .set({
        downloaded_at: input.now,
        ...(row.status === 'created' ? { status: 'downloaded', version: row.version + 1 } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    await recordAuditEvent(trx, input.audit, {
      action: 'agi-declaration.downloaded',
      entityType: 'agi_declaration',
      entityId: row.id,
      employerId,
      before: null,
      after: { period: row.period, revision: row.revision },
    });
    return { fileName: `arbetsgivardeklaration-${row.period}-${row.revision}.xml`, xml };
  });
}

/** The admin's mark that the declaration was sent to Skatteverket on `submittedOn`. */
export async function markAgiDeclarationSubmitted(
  db: Kysely<Database>,
  input: {
    scope: EmployerScope;
    audit: AuditContext;
    id: string;
    submittedOn: string;
    version: number;
  },
): Promise<AgiDeclarationSummary> {
  const employerId = input.scope.employerId;
  return withTransaction(db, async (trx) => {
    const row = await findDeclaration(trx, employerId, input.id);
    if (row.version !== input.version) throw declarationVersionConflict();
    const updated = (await trx
      .updateTable('agi_declaration')
      .set({ status: 'submitted', submitted_on: input.submittedOn, version: row.version + 1 })
      .where('id', '=', row.id)
      .where('version', '=', input.version)
      .returning(DECLARATION_COLUMNS)
      .executeTakeFirst()) as DeclarationRow | undefined;
    if (!updated) throw declarationVersionConflict();
    await recordAuditEvent(trx, input.audit, {
      action: 'agi-declaration.submitted',
      entityType: 'agi_declaration',
      entityId: row.id,
      employerId,
      before: { status: row.status, submittedOn: row.submitted_on },
      after: { status: 'submitted', submittedOn: input.submittedOn },
    });
    return toSummary(updated, canSeePayments(input.scope));
  });
}
