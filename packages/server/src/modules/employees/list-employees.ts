import { EMPLOYEE_VISIBILITY, EMPLOYMENT_VISIBILITY } from '@lonsam/domain/employees/employee-visibility';
import { EMPLOYMENT_TYPES } from '@lonsam/domain/employees/employment-schema';
import { canReadField } from '@lonsam/domain/privileges/field-visibility';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { EmployerScope } from '../roles/employer-scope.ts';
import { readableBy } from './employee-view.ts';

export const EMPLOYEE_SORTS = ['name', 'personnummer', 'startDate', 'position', 'createdAt'] as const;

export const listEmployeesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
  sort: z.enum(EMPLOYEE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(100).optional(),
  /** `active`: an employment runs today or later; `ended`: none does. */
  status: z.enum(['active', 'ended', 'all']).default('all'),
  /** Archived employees are hidden unless asked for. */
  archived: z.enum(['exclude', 'only', 'include']).default('exclude'),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  costCentre: z.string().trim().max(200).optional(),
  workplace: z.string().trim().max(200).optional(),
  taxTable: z.coerce.number().int().optional(),
});
export type ListEmployeesQuery = z.infer<typeof listEmployeesQuerySchema>;

export type EmployeeListItem = {
  id: string;
  firstName: string;
  lastName: string;
  personnummer?: string;
  birthDate?: string | null;
  email?: string | null;
  archived: boolean;
  employmentId: string | null;
  position: string | null;
  employmentType: string | null;
  startDate: string | null;
  endDate: string | null;
  costCentre: string | null;
  workplace: string | null;
  currentSalaryOre?: number | null;
  salaryForm?: string | null;
};

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
  const shown = listShownColumns(scope);
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
  if (query.status === 'active') {
    builder = builder
      .where((eb) =>
        eb.or([eb('employee.current_end_date', 'is', null), eb('employee.current_end_date', '>=', today)]),
      )
      .where('employee.current_employment_id', 'is not', null);
  }
  if (query.status === 'ended') builder = builder.where('employee.current_end_date', '<', today);
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
        eb(sql<string>`employee.first_name || ' ' || employee.last_name`, 'ilike', pattern),
        // Only in the columns the caller may read, else the matches would tell hidden values.
        ...(shown.email ? [eb('employee.email', 'ilike', pattern)] : []),
        eb('employee.current_position', 'ilike', pattern),
        ...(digits.length >= 4 && shown.personnummer
          ? [eb('employee.personnummer', 'like', `%${digits}%`)]
          : []),
      ]),
    );
  }

  const direction = query.order;
  const nullsLast = query.sort === 'startDate' ? sql.raw(' nulls last') : sql``;
  const [firstKey, secondKey] =
    query.sort === 'name'
      ? [sql`lower(employee.last_name)`, sql`lower(employee.first_name)`]
      : query.sort === 'personnummer'
        ? [sql`employee.personnummer`, sql`null::text`]
        : query.sort === 'startDate'
          ? [sql`employee.current_start_date`, sql`null::text`]
          : query.sort === 'position'
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

  const items = rows.map((row) => {
    const item: EmployeeListItem = {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      archived: row.archived_at !== null,
      employmentId: row.employment_id,
      position: row.position,
      employmentType: row.employment_type,
      startDate: row.start_date,
      endDate: row.end_date,
      costCentre: row.cost_centre,
      workplace: row.workplace,
    };
    if (shown.personnummer) item.personnummer = row.personnummer;
    if (shown.birthDate) item.birthDate = row.birth_date;
    if (shown.email) item.email = row.email;
    if (canSeeSalary) {
      item.currentSalaryOre = row.salary_ore === null ? null : Number(row.salary_ore);
      item.salaryForm = row.salary_form;
    }
    return item;
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
