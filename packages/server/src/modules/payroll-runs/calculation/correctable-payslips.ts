import type { CorrectablePayslip } from '@lonsam/domain/payroll/payslip/correction-references';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { monthsBefore } from './period-dates.ts';

/**
 * For a correction run: the completed payslips its lines may correct, per employment — those of the
 * twelve months before the period and the period itself (as far as a retro line reaches), with
 * their stored lines. One statement for the batch; other runs never read it.
 */
export async function loadCorrectablePayslips(
  db: Kysely<Database>,
  input: { employerId: string; employmentIds: readonly string[]; period: string; excludeRunId?: string },
): Promise<Map<string, CorrectablePayslip[]>> {
  const byEmployment = new Map<string, CorrectablePayslip[]>();
  if (input.employmentIds.length === 0) return byEmployment;
  const excluded = input.excludeRunId ?? '00000000-0000-0000-0000-000000000000';
  const { rows } = await sql<{
    employment_id: string;
    payslip_id: string;
    run_id: string;
    label: string;
    period: string;
    pay_date: string;
    completed_at: string;
    line_no: number | null;
    code: string | null;
    period_from: string | null;
    period_to: string | null;
  }>`
    select p.employment_id, p.id as payslip_id, r.id as run_id, r.label, p.period,
      to_char(p.pay_date, 'YYYY-MM-DD') as pay_date,
      to_char(r.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as completed_at,
      l.line_no, l.code, to_char(l.period_from, 'YYYY-MM-DD') as period_from,
      to_char(l.period_to, 'YYYY-MM-DD') as period_to
    from payslip p
    join payroll_run r on r.id = p.run_id
    left join payslip_line l on l.payslip_id = p.id
    where p.employer_id = ${input.employerId} and r.status = 'completed' and r.id <> ${excluded}
      and p.employment_id in (${sql.join(input.employmentIds.map((id) => sql`${id}`))})
      and p.period between ${monthsBefore(input.period, 12)} and ${input.period}
    order by p.employment_id, p.pay_date, p.id, l.line_no`.execute(db);
  const payslips = new Map<string, CorrectablePayslip & { lines: CorrectablePayslip['lines'][number][] }>();
  for (const row of rows) {
    let payslip = payslips.get(row.payslip_id);
    if (!payslip) {
      payslip = {
        runId: row.run_id,
        runLabel: row.label,
        payslipId: row.payslip_id,
        period: row.period,
        payDate: row.pay_date,
        completedAt: row.completed_at,
        lines: [],
      };
      payslips.set(row.payslip_id, payslip);
      const list = byEmployment.get(row.employment_id) ?? [];
      list.push(payslip);
      byEmployment.set(row.employment_id, list);
    }
    if (row.line_no !== null && row.code && row.period_from && row.period_to)
      payslip.lines.push({
        lineNo: Number(row.line_no),
        code: row.code,
        periodFrom: row.period_from,
        periodTo: row.period_to,
      });
  }
  return byEmployment;
}
