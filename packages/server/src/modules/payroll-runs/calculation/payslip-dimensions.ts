import type { StoredPayslipDimensions } from '@lonsam/domain/accounting/payslip-dimensions';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { CalculatedPayslip } from './persist-payslips.ts';

/**
 * Each payslip with its employment's cost centre and project (codes and names) as they are when the
 * payslips are written, so that the completed run's salary voucher, its SIE file and the reports
 * grouped by cost centre never change when the employment is later moved or the object renamed.
 */
export async function withPayslipDimensions(
  trx: Kysely<Database>,
  input: { employerId: string; payslips: readonly CalculatedPayslip[] },
): Promise<CalculatedPayslip[]> {
  const { employerId, payslips } = input;
  if (payslips.length === 0) return [];
  const rows = await trx
    .selectFrom('employment')
    .leftJoin('dimension_object as cost_centre', 'cost_centre.id', 'employment.cost_centre_id')
    .leftJoin('dimension_object as project', 'project.id', 'employment.project_id')
    .select([
      'employment.id',
      'cost_centre.code as cost_centre_code',
      'cost_centre.name as cost_centre_name',
      'project.code as project_code',
      'project.name as project_name',
    ])
    .where('employment.employer_id', '=', employerId)
    .where(
      'employment.id',
      'in',
      payslips.map((item) => item.employmentId),
    )
    .execute();
  const dimensionsOf = new Map(
    rows.map((row) => {
      const dimensions: StoredPayslipDimensions = {};
      if (row.cost_centre_code !== null)
        dimensions['cost-centre'] = { code: row.cost_centre_code, name: row.cost_centre_name ?? '' };
      if (row.project_code !== null)
        dimensions.project = { code: row.project_code, name: row.project_name ?? '' };
      return [row.id, dimensions];
    }),
  );
  return payslips.map((item) => ({ ...item, dimensions: dimensionsOf.get(item.employmentId) ?? {} }));
}
