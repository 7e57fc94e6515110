import type { AgeSexResponse } from '@lonsam/domain/contracts/reports/report-shapes';
import { buildAgeSexDistribution } from '@lonsam/domain/reports/age-sex-distribution';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';

const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Personalstatistik's age and sex distribution at a date: the people with an employment active
 * on it (started by it, not ended before it), each once; a manager counts the employments they
 * manage only. The counting is the domain's (docs/reports.md).
 */
export async function ageSexDistribution(
  db: Kysely<Database>,
  scope: EmployerScope,
  date: string,
): Promise<AgeSexResponse> {
  let query = db
    .selectFrom('employment')
    .innerJoin('employee', 'employee.id', 'employment.employee_id')
    .select([
      'employee.id',
      'employee.personnummer',
      sql<string | null>`to_char(employee.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
    ])
    .distinct()
    .where('employment.employer_id', '=', scope.employerId)
    .where('employment.start_date', '<=', date)
    .where((eb) => eb.or([eb('employment.end_date', 'is', null), eb('employment.end_date', '>=', date)]));
  if (scope.role === 'manager') query = query.where('employment.manager_role_id', '=', scope.roleId);
  if (scope.role === 'user') query = query.where('employment.id', '=', scope.employmentId ?? NO_ID);
  const people = await query.execute();
  const distribution = buildAgeSexDistribution(
    people.map((row) => ({ birthDate: row.birth_date, personnummer: row.personnummer })),
    date,
  );
  return { date, ...distribution };
}
