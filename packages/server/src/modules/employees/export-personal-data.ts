import { type Kysely, sql } from 'kysely';
import { recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { findVisibleEmployee } from './employee-access.ts';
import type { ServiceContext } from './employee-service.ts';

/** Rows of one query as they are stored (every column), ordered as the query says. */
async function storedRows(db: Kysely<Database>, query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = await sql<{ row: unknown }>`select to_jsonb(t) as row from (${query}) t`.execute(db);
  return result.rows.map((row) => row.row);
}

/**
 * The GDPR right of access (issue 23): everything the product holds about one employee at the
 * employer, as one JSON file. An admin may export any employee of the company; anyone else only the
 * employee of their own employment (another's is 404, as on the employee page). Payslips are those
 * of completed runs, as the employee sees them. The export is audited in the same transaction as
 * the reading (`employee.personal-data-exported`, with what it held).
 */
export async function exportPersonalData(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
): Promise<{ fileName: string; json: string }> {
  const { scope } = context;
  return withTransaction(db, async (trx) => {
    // A manager or user: only themselves, whatever team they lead.
    const employee = await findVisibleEmployee(
      trx,
      scope.role === 'admin' ? scope : { ...scope, role: 'user' },
      employeeId,
    );
    const employerId = scope.employerId;
    const employer = await trx
      .selectFrom('employer')
      .select(['name', 'org_number'])
      .where('id', '=', employerId)
      .executeTakeFirstOrThrow();
    const employments = await storedRows(
      trx,
      sql`select * from employment where employee_id = ${employeeId} and employer_id = ${employerId}
          order by start_date, id`,
    );
    const salaryRows = await storedRows(
      trx,
      sql`select s.* from salary_row s join employment e on e.id = s.employment_id
          where e.employee_id = ${employeeId} and e.employer_id = ${employerId}
          order by s.employment_id, s.valid_from`,
    );
    const events = await storedRows(
      trx,
      sql`select * from event where employee_id = ${employeeId} and employer_id = ${employerId}
          order by created_at, id`,
    );
    const payslips = await storedRows(
      trx,
      sql`select p.*, r.pay_date as run_pay_date,
                 (select coalesce(jsonb_agg(to_jsonb(l) order by l.line_no), '[]'::jsonb)
                    from payslip_line l where l.payslip_id = p.id) as lines
          from payslip p join payroll_run r on r.id = p.run_id
          where p.employee_id = ${employeeId} and p.employer_id = ${employerId} and r.status = 'completed'
          order by r.pay_date, p.id`,
    );
    const exportedAt = context.now.toISOString();
    const counts = {
      employments: employments.length,
      salaryRows: salaryRows.length,
      events: events.length,
      payslips: payslips.length,
    };
    await recordAuditEvent(trx, context.audit, {
      action: 'employee.personal-data-exported',
      entityType: 'employee',
      entityId: employeeId,
      employerId,
      before: null,
      after: counts,
    });
    const file = {
      beskrivning:
        'Allt Lönsam har sparat om den anställda hos arbetsgivaren: personuppgifter, anställningar och löner, händelser och lönebesked från avslutade lönekörningar (GDPR artikel 15).',
      exporterad: exportedAt,
      arbetsgivare: { namn: employer.name, organisationsnummer: employer.org_number },
      personuppgifter: (await storedRows(trx, sql`select * from employee where id = ${employee.id}`))[0],
      anstallningar: employments,
      lonerader: salaryRows,
      handelser: events,
      lonebesked: payslips,
    };
    return {
      fileName: `personuppgifter-${exportedAt.slice(0, 10)}.json`,
      json: `${JSON.stringify(file, null, 2)}\n`,
    };
  });
}
