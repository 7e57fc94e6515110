import {
  EMPLOYEE_SORTS,
  type employeeListItem,
  listEmployeesQuery as listEmployeesQuerySchema,
} from '@lonsam/domain/contracts/employees/list-employees';
import { EMPLOYEE_VISIBILITY, EMPLOYMENT_VISIBILITY } from '@lonsam/domain/employees/employee-visibility';
import {
  type CanRead,
  canReadField,
  showVisibleFields,
  type VisibilityRule,
} from '@lonsam/domain/privileges/field-visibility';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { readableBy } from './employee-view.ts';

export { EMPLOYEE_SORTS, listEmployeesQuerySchema };

export type ListEmployeesQuery = z.infer<typeof listEmployeesQuerySchema>;

/** A field the caller may not read is left out, by the rules of the employee's and the employment's GET. */
export type EmployeeListItem = z.output<typeof employeeListItem>;

export const HIDDEN_FIELD_PARAMETER_MESSAGE =
  'Du får inte läsa det här fältet och kan därför inte filtrera eller sortera på det.';

type ReadFields = [rule: VisibilityRule, fields: string[]];

/** The fields (by the GET's rules) each sort order reads. */
const SORT_READS: Record<(typeof EMPLOYEE_SORTS)[number], ReadFields | null> = {
  name: [EMPLOYEE_VISIBILITY, ['firstName', 'lastName']],
  personnummer: [EMPLOYEE_VISIBILITY, ['personnummer']],
  startDate: [EMPLOYMENT_VISIBILITY, ['startDate']],
  position: [EMPLOYMENT_VISIBILITY, ['position']],
  createdAt: null,
};

/** The fields each filter reads when it is given (`status`: other than `all`). */
const FILTER_READS = {
  taxTable: [EMPLOYEE_VISIBILITY, ['tax']],
  employmentType: [EMPLOYMENT_VISIBILITY, ['employmentType']],
  costCentre: [EMPLOYMENT_VISIBILITY, ['costCentre']],
  workplace: [EMPLOYMENT_VISIBILITY, ['workplace']],
  status: [EMPLOYMENT_VISIBILITY, ['startDate', 'endDate']],
} satisfies Partial<Record<keyof ListEmployeesQuery, ReadFields>>;

const canReadAll = ([rule, fields]: ReadFields, readable: CanRead) =>
  fields.every((field) => canReadField(rule, field, readable));

/**
 * Refuses a filter or sort on a field the caller may not read (400 naming the parameter): its
 * answer — a total, an order — would tell the hidden values (a manager counting the team members on
 * tax table 33). Refused rather than ignored, so nobody takes an unfiltered list for a filtered one.
 */
export function checkListQueryReadable(scope: EmployerScope, query: ListEmployeesQuery): void {
  const readable = readableBy(scope);
  const refused: string[] = [];
  for (const [parameter, reads] of Object.entries(FILTER_READS) as [
    keyof typeof FILTER_READS,
    ReadFields,
  ][]) {
    const value = query[parameter];
    const isGiven = parameter === 'status' ? value !== 'all' : value !== undefined && value !== '';
    if (isGiven && !canReadAll(reads, readable)) refused.push(parameter);
  }
  const sortReads = query.sort ? SORT_READS[query.sort] : null;
  if (sortReads && !canReadAll(sortReads, readable)) refused.push('sort');
  if (refused.length === 0) return;
  throw new AppError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: `The list cannot be filtered or sorted by a field the role may not read: ${refused.join(', ')}.`,
    fieldErrors: Object.fromEntries(
      refused.map((parameter) => [`querystring.${parameter}`, [HIDDEN_FIELD_PARAMETER_MESSAGE]]),
    ),
  });
}

/**
 * The read-cache key of a page: everything the answer depends on besides the employer's data — the
 * query (its known fields only), the day, who asks (a manager sees their team) and which columns
 * their privileges show.
 */
export function listCacheKey(scope: EmployerScope, query: ListEmployeesQuery, today: string): string {
  const fields = Object.keys(listEmployeesQuerySchema.shape).map(
    (name) => query[name as keyof ListEmployeesQuery] ?? '',
  );
  const shown = Object.values(listShownColumns(scope))
    .map((isShown) => (isShown ? 1 : 0))
    .join('');
  const viewer = scope.role === 'admin' ? 'admin' : `${scope.role}:${scope.roleId}`;
  return `employees:${scope.employerId}:${viewer}:${shown}:${today}:${JSON.stringify(fields)}`;
}

/** The guarded columns of the list, by the rules of the employee's and the employment's GET. */
function listShownColumns(scope: EmployerScope) {
  const readable = readableBy(scope);
  return {
    names: canReadAll([EMPLOYEE_VISIBILITY, ['firstName', 'lastName']], readable),
    employment: canReadAll([EMPLOYMENT_VISIBILITY, ['position']], readable),
    personnummer: canReadField(EMPLOYEE_VISIBILITY, 'personnummer', readable),
    birthDate: canReadField(EMPLOYEE_VISIBILITY, 'birthDate', readable),
    email: canReadField(EMPLOYEE_VISIBILITY, 'email', readable),
    salary: canReadField(EMPLOYMENT_VISIBILITY, 'salaryRows', readable),
  };
}

/**
 * One page of the employer's employees with the latest employment of each (kept on the employee
 * row by the trigger of migration 0041) (the caller's team only
 * for a manager), and the total. Salary and personnummer only for roles that may read them.
 */
export async function listEmployees(
  db: Kysely<Database>,
  scope: EmployerScope,
  query: ListEmployeesQuery,
  today: string,
): Promise<{ items: EmployeeListItem[]; total: number; page: number; pageSize: number }> {
  checkListQueryReadable(scope, query);
  const shown = listShownColumns(scope);
  const sort = query.sort ?? (shown.names ? 'name' : 'createdAt');
  let builder = db.selectFrom('employee').where('employee.employer_id', '=', scope.employerId);

  if (scope.role !== 'admin') {
    // Managers see their team; the list route is not open to users, but stay safe.
    const roleId = scope.role === 'manager' ? scope.roleId : '00000000-0000-0000-0000-000000000000';
    builder = builder.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('employment as team')
          .select('team.id')
          .whereRef('team.employee_id', '=', 'employee.id')
          .where('team.manager_role_id', '=', roleId),
      ),
    );
  }
  if (query.archived === 'exclude') builder = builder.where('employee.archived_at', 'is', null);
  if (query.archived === 'only') builder = builder.where('employee.archived_at', 'is not', null);
  // "Visa arkiverade" finds every archived employee whatever the status filter says (one archived
  // before the rule of `isStillEmployed` may still look active); the status filter sorts the rest.
  const status = query.archived === 'only' ? 'all' : query.status;
  if (status === 'active') {
    builder = builder
      .where((eb) =>
        eb.or([eb('employee.current_end_date', 'is', null), eb('employee.current_end_date', '>=', today)]),
      )
      .where('employee.current_employment_id', 'is not', null);
  }
  if (status === 'ended') builder = builder.where('employee.current_end_date', '<', today);
  if (query.employmentType)
    builder = builder.where('employee.current_employment_type', '=', query.employmentType);
  if (query.costCentre) builder = builder.where('employee.current_cost_centre', '=', query.costCentre);
  if (query.workplace) builder = builder.where('employee.current_workplace', '=', query.workplace);
  if (query.taxTable !== undefined) {
    builder = builder.where(sql<string>`employee.tax_settings->>'table'`, '=', String(query.taxTable));
  }
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = query.search.replace(/\D/g, '');
    builder = builder.where((eb) =>
      eb.or([
        // Only in the columns the caller may read, else the matches would tell hidden values.
        ...(shown.names
          ? [eb(sql<string>`employee.first_name || ' ' || employee.last_name`, 'ilike', pattern)]
          : []),
        ...(shown.email ? [eb('employee.email', 'ilike', pattern)] : []),
        ...(shown.employment ? [eb('employee.current_position', 'ilike', pattern)] : []),
        ...(digits.length >= 4 && shown.personnummer
          ? [eb('employee.personnummer', 'like', `%${digits}%`)]
          : []),
      ]),
    );
  }

  const direction = query.order;
  const nullsLast = sort === 'startDate' ? sql.raw(' nulls last') : sql``;
  const [firstKey, secondKey] =
    sort === 'name'
      ? [sql`lower(employee.last_name)`, sql`lower(employee.first_name)`]
      : sort === 'personnummer'
        ? [sql`employee.personnummer`, sql`null::text`]
        : sort === 'startDate'
          ? [sql`employee.current_start_date`, sql`null::text`]
          : sort === 'position'
            ? [sql`employee.current_position`, sql`null::text`]
            : [sql`employee.created_at`, sql`null::text`];
  const order = sql.raw(direction);

  // The count rides along as an uncorrelated subquery (planned apart, run once): with
  // `count(*) over ()` the planner walked the whole name index to fill one page (17 ms of 10 000
  // rows); this way the page stops after its rows, the count is an index-only scan (migration 0050),
  // and the page costs one round trip. Only a page past the end, which has no row to carry the
  // count, asks for it again. The salary is looked up outside the page's LIMIT/OFFSET, so only for
  // the rows shown, not for every row skipped on the way to page 5.
  const canSeeSalary = shown.salary;
  const countQuery = builder.select(sql<string>`count(*)`.as('n'));
  const page = builder
    .orderBy(sql`${firstKey} ${order}${nullsLast}`)
    .orderBy(sql`${secondKey} ${order}`)
    .orderBy('employee.id')
    .select([
      'employee.id',
      'employee.first_name',
      'employee.last_name',
      'employee.personnummer',
      'employee.birth_date',
      'employee.email',
      'employee.archived_at',
      'employee.current_employment_id as employment_id',
      'employee.current_position as position',
      'employee.current_employment_type as employment_type',
      'employee.current_start_date as start_date',
      'employee.current_end_date as end_date',
      'employee.current_cost_centre as cost_centre',
      'employee.current_workplace as workplace',
      'employee.current_salary_form as salary_form',
      firstKey.as('first_key'),
      secondKey.as('second_key'),
      countQuery.as('total'),
    ])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = await db
    .selectFrom(page.as('page'))
    .selectAll('page')
    .select((canSeeSalary ? selectSalaryAt(today) : sql<string | null>`null`).as('salary_ore'))
    // The page's own order, restated: a subquery's order is not promised to survive outside it.
    .orderBy(sql`page.first_key ${order}${nullsLast}`)
    .orderBy(sql`page.second_key ${order}`)
    .orderBy('page.id')
    .execute();
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : query.page === 1
        ? 0
        : Number((await countQuery.executeTakeFirst())?.n ?? 0);

  // Built by the GETs' rules, as the employee and the employment would show the same caller.
  const readable = readableBy(scope);
  const items = rows.map((row): EmployeeListItem => {
    const employee = showVisibleFields(
      EMPLOYEE_VISIBILITY,
      {
        firstName: row.first_name,
        lastName: row.last_name,
        personnummer: row.personnummer,
        birthDate: row.birth_date,
        email: row.email,
      },
      readable,
    );
    const { salaryRows, ...employment } = showVisibleFields(
      EMPLOYMENT_VISIBILITY,
      {
        employmentId: row.employment_id,
        position: row.position,
        // The employment table's checks hold these to the contract's values.
        employmentType: row.employment_type as EmployeeListItem['employmentType'],
        startDate: row.start_date,
        endDate: row.end_date,
        costCentre: row.cost_centre,
        workplace: row.workplace,
        salaryForm: row.salary_form as EmployeeListItem['salaryForm'],
        // The list's current salary is one of the employment's salary rows.
        salaryRows: row.salary_ore,
      },
      readable,
    );
    return {
      id: row.id,
      archived: row.archived_at !== null,
      ...employee,
      ...employment,
      ...(canSeeSalary ? { currentSalaryOre: salaryRows == null ? null : Number(salaryRows) } : {}),
    };
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * The salary in force on `today` of the employee's current employment, inside the page query (one
 * round trip less per page): `findSalaryAt` in SQL — the row with the latest valid_from on or before
 * the day (unique per employment), unless it ended before the day.
 */
function selectSalaryAt(today: string) {
  return sql<string | null>`(
    select case when salary_row.valid_to is null or salary_row.valid_to >= ${today}::date
                then salary_row.amount_ore end
    from salary_row
    where salary_row.employment_id = page.employment_id and salary_row.valid_from <= ${today}::date
    order by salary_row.valid_from desc
    limit 1)`;
}
