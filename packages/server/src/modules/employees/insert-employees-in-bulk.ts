import { randomUUID } from 'node:crypto';
import type { EmployeeCreate } from '@lonsam/domain/employees/employee-schema';
import { type Employment, INVALID_MANAGER_MESSAGE } from '@lonsam/domain/employees/employment-schema';
import { type Kysely, sql } from 'kysely';
import { type AuditEvent, recordAuditEvents } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { type ServiceContext, toEmployeeColumns } from './employee-service.ts';
import { toFullEmployeeView } from './employee-view.ts';
import { toEmploymentColumns } from './employment-store.ts';

/**
 * Rows per INSERT. An employee row binds up to 15 parameters and an employment 17, so 250 rows stay
 * far below PostgreSQL's 65 535; on PGlite one such statement holds the event loop for tens of
 * milliseconds, after which `between` lets other requests in.
 */
export const BULK_CHUNK_ROWS = 250;

export type BulkEmployee = {
  employee: EmployeeCreate;
  employment: Employment | null;
  /** The referenced workplace's name and cost centre's code, for the employee's list columns. */
  listNames?: { workplace: string | null; costCentre: string | null };
};

export type BulkInsertOptions = {
  /** Runs between statements: a bulk import yields to the event loop there (PGlite runs in it). */
  between?: () => Promise<void>;
};

/** Lets queued I/O (other requests answered from the read cache) run before the next statement. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function chunksOf<T>(items: readonly T[], size = BULK_CHUNK_ROWS): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * What `insertEmployee` does for one employee, for many at once inside the caller's transaction:
 * a few multi-row statements instead of about ten round trips per employee. The same rows, the same
 * audit events (employee.created, then employment.created, filed under the employee) and the same
 * user-role links. The caller has already refused personnummer taken or repeated (the unique index
 * still decides a race).
 */
export async function insertEmployeesInBulk(
  trx: Kysely<Database>,
  context: ServiceContext,
  items: readonly BulkEmployee[],
  options: BulkInsertOptions = {},
): Promise<void> {
  const { employerId } = context.scope;
  const between = options.between ?? (async () => {});
  await assertManagersBelongToEmployer(trx, employerId, items);

  // Each new employee's one employment is its current one: its id is chosen here, so the employee row
  // is written with its current_* columns at once, and the per-row trigger of migration 0041, which
  // updated every employee row again (an employment chunk took ~50 ms on PGlite, now ~18 ms), steps
  // aside for these inserts (migration 0055).
  const newEmploymentIds = new Map<BulkEmployee, string>();
  for (const item of items) if (item.employment) newEmploymentIds.set(item, randomUUID());

  const employees = new Map<string, Awaited<ReturnType<typeof insertEmployeeChunk>>[number]>();
  for (const chunk of chunksOf(items)) {
    for (const row of await insertEmployeeChunk(trx, employerId, chunk, newEmploymentIds)) {
      employees.set(row.personnummer, row);
    }
    await between();
  }

  // A new employee has no other employment, so the overlap check of a single insert cannot fail.
  const withEmployment = items.filter((item) => item.employment !== null);
  const employmentIds = new Map<string, string>();
  if (withEmployment.length > 0) await setBulkEmployments(trx, 'on');
  for (const chunk of chunksOf(withEmployment)) {
    const inserted = await trx
      .insertInto('employment')
      .values(
        chunk.map((item) => ({
          id: newEmploymentIds.get(item)!,
          employer_id: employerId,
          employee_id: employees.get(item.employee.personnummer)!.id,
          ...toEmploymentColumns(item.employment!),
        })),
      )
      .returning(['id', 'employee_id'])
      .execute();
    for (const row of inserted) employmentIds.set(row.employee_id, row.id);
    await between();
  }
  if (withEmployment.length > 0) await setBulkEmployments(trx, 'off');
  const salaryRows = withEmployment.flatMap((item) =>
    item.employment!.salaryRows.map((row) => ({
      employment_id: employmentIds.get(employees.get(item.employee.personnummer)!.id)!,
      valid_from: row.validFrom,
      valid_to: row.validTo,
      amount_ore: row.amountOre,
    })),
  );
  for (const chunk of chunksOf(salaryRows, 2000)) {
    await trx.insertInto('salary_row').values(chunk).execute();
    await between();
  }

  const events: AuditEvent[] = [];
  for (const item of items) {
    const row = employees.get(item.employee.personnummer)!;
    events.push({
      action: 'employee.created',
      entityType: 'employee',
      entityId: row.id,
      employerId,
      before: null,
      after: toFullEmployeeView(row),
    });
    if (item.employment) {
      events.push({
        action: 'employment.created',
        entityType: 'employee',
        entityId: row.id,
        employerId,
        before: null,
        after: { employmentId: employmentIds.get(row.id)!, ...item.employment },
      });
    }
  }
  await recordAuditEvents(trx, context.audit, events, { chunkSize: BULK_CHUNK_ROWS, between });

  await linkUserRoles(
    trx,
    employerId,
    withEmployment.map((item) => {
      const employee = employees.get(item.employee.personnummer)!;
      return { employee, employmentId: employmentIds.get(employee.id)! };
    }),
    between,
  );
}

/** Switches the current-employment trigger off (`on`) or back on for the rest of the transaction. */
async function setBulkEmployments(trx: Kysely<Database>, value: 'on' | 'off'): Promise<void> {
  await sql`select set_config('lonsam.bulk_employments', ${value}, true)`.execute(trx);
}

/** The list columns migration 0041's trigger would copy from the employee's only employment. */
function toCurrentEmploymentColumns(item: BulkEmployee, employmentId: string | undefined) {
  const { employment } = item;
  if (!employment || !employmentId) return {};
  return {
    current_employment_id: employmentId,
    current_start_date: employment.startDate,
    current_end_date: employment.endDate ?? null,
    current_employment_type: employment.employmentType,
    current_position: employment.position,
    // What the triggers of 0059 and 0060 copy into the employment row from its references.
    current_workplace: item.listNames?.workplace ?? null,
    current_cost_centre: item.listNames?.costCentre ?? null,
    current_salary_form: employment.salaryForm,
  };
}

async function insertEmployeeChunk(
  trx: Kysely<Database>,
  employerId: string,
  chunk: readonly BulkEmployee[],
  newEmploymentIds: ReadonlyMap<BulkEmployee, string>,
) {
  // Rows that leave a column out get its default, as a single insert does.
  return trx
    .insertInto('employee')
    .values(
      chunk.map(
        (item) =>
          ({
            employer_id: employerId,
            ...toEmployeeColumns(item.employee),
            ...toCurrentEmploymentColumns(item, newEmploymentIds.get(item)),
          }) as never,
      ),
    )
    .returningAll()
    .execute();
}

/** The manager check of `checkEmploymentAgainstStore`, for every row in one query. */
async function assertManagersBelongToEmployer(
  trx: Kysely<Database>,
  employerId: string,
  items: readonly BulkEmployee[],
): Promise<void> {
  const named = [
    ...new Set(
      items.flatMap((item) => (item.employment?.managerRoleId ? [item.employment.managerRoleId] : [])),
    ),
  ];
  if (named.length === 0) return;
  const found = await trx
    .selectFrom('employer_identity_role')
    .select('id')
    .where('id', 'in', named)
    .where('employer_id', '=', employerId)
    .where('role', '=', 'manager')
    .execute();
  const managers = new Set(found.map((row) => row.id));
  if (named.every((id) => managers.has(id))) return;
  throw new AppError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: 'The request has invalid fields; see errors.',
    fieldErrors: { 'employment.managerRoleId': [INVALID_MANAGER_MESSAGE] },
  });
}

/**
 * `linkUserRole` for many employments: each gets a user role for the earliest identity with the
 * employee's personnummer or email. The employments are new, so no role can name them yet.
 */
async function linkUserRoles(
  trx: Kysely<Database>,
  employerId: string,
  links: readonly {
    employee: { first_name: string; last_name: string; personnummer: string; email: string | null };
    employmentId: string;
  }[],
  between: () => Promise<void>,
): Promise<void> {
  if (links.length === 0) return;
  const personnummer = links.map((link) => link.employee.personnummer);
  const emails = links.flatMap((link) => (link.employee.email ? [link.employee.email.toLowerCase()] : []));
  const identities = await trx
    .selectFrom('identity')
    .select(['id', 'personnummer', (eb) => eb.fn<string | null>('lower', ['email']).as('email')])
    .where((eb) =>
      eb.or([
        eb('personnummer', 'in', personnummer),
        ...(emails.length > 0 ? [eb(eb.fn('lower', ['email']), 'in', emails)] : []),
      ]),
    )
    .orderBy('created_at')
    .execute();
  if (identities.length === 0) return;
  const roles = links.flatMap(({ employee, employmentId }) => {
    const email = employee.email?.toLowerCase();
    const identity = identities.find(
      (candidate) => candidate.personnummer === employee.personnummer || (email && candidate.email === email),
    );
    if (!identity) return [];
    return [
      {
        employer_id: employerId,
        identity_id: identity.id,
        role: 'user' as const,
        employment_id: employmentId,
        first_name: employee.first_name,
        last_name: employee.last_name,
        personnummer: employee.personnummer,
      },
    ];
  });
  for (const chunk of chunksOf(roles)) {
    await trx.insertInto('employer_identity_role').values(chunk).execute();
    await between();
  }
}
