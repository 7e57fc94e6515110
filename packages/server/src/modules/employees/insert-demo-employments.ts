import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { parsePersonnummer } from '@lonsam/domain/validation/personnummer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { planDemoEmployment } from './demo-employments.ts';
import { insertEmployment } from './employment-store.ts';

/**
 * Completes the sample employees of a test company (called by demo-data/insert-demo-data.ts in
 * the same transaction): tax settings, birth date and one employment with salary history each, at
 * one of the company's workplaces and cost centres, employed for at least `monthsBack` months with a
 * raise inside them; every other one in the team of the creator's manager role.
 */
export async function insertDemoEmployments(
  trx: Kysely<Database>,
  employerId: string,
  employees: { id: string; personnummer: string }[],
  random: () => number = Math.random,
  today: string = toDateOnly(new Date()),
  monthsBack = 0,
): Promise<void> {
  const manager = await trx
    .selectFrom('employer_identity_role')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('role', '=', 'manager')
    .orderBy('created_at')
    .executeTakeFirst();
  const workplaceIds = (
    await trx
      .selectFrom('workplace')
      .select('id')
      .where('employer_id', '=', employerId)
      .where('archived_at', 'is', null)
      .orderBy('name')
      .execute()
  ).map((row) => row.id);
  const costCentreIds = (
    await trx
      .selectFrom('dimension_object')
      .select('id')
      .where('employer_id', '=', employerId)
      .where('dimension', '=', 'cost-centre')
      .where('active', '=', true)
      .orderBy('code')
      .execute()
  ).map((row) => row.id);
  for (const [index, employee] of employees.entries()) {
    const birthDate = parsePersonnummer(employee.personnummer)!.birthDate;
    const plan = planDemoEmployment(
      {
        index,
        birthDate,
        today,
        monthsBack,
        managerRoleId: manager?.id ?? null,
        workplaceIds,
        costCentreIds,
      },
      random,
    );
    await trx
      .updateTable('employee')
      .set({ birth_date: birthDate, tax_settings: JSON.stringify(plan.tax) })
      .where('id', '=', employee.id)
      .execute();
    await insertEmployment(trx, { employerId, employeeId: employee.id, employment: plan.employment });
  }
}
