import type { ExportDataset } from '@lonsam/domain/contracts/reports/report-shapes';
import { type Kysely, sql } from 'kysely';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';

/*
 * Dataexport: the company's employees, employments, events and payslip lines as CSV for a chosen
 * span of months (events by their first day, payslip lines by their run's pay date; completed runs
 * only). Semicolon-separated with a byte order mark, amounts in öre as integers, so nothing is
 * lost to a decimal comma. Every download is audited: it carries personal data out.
 */

type Cell = string | number | boolean | null | undefined;

export function csvText(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const field = (value: Cell) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

function lastDay(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

async function rowsOf(
  db: Kysely<Database>,
  employerId: string,
  dataset: ExportDataset,
  from: string,
  to: string,
) {
  const first = `${from}-01`;
  const last = lastDay(to);
  switch (dataset) {
    case 'employees': {
      const rows = await db
        .selectFrom('employee')
        .select(['id', 'first_name', 'last_name', 'personnummer', 'archived_at'])
        .where('employer_id', '=', employerId)
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('id')
        .execute();
      return csvText(
        ['id', 'fornamn', 'efternamn', 'personnummer', 'arkiverad'],
        rows.map((row) => [
          row.id,
          row.first_name,
          row.last_name,
          row.personnummer,
          row.archived_at ? 'ja' : 'nej',
        ]),
      );
    }
    case 'employments': {
      const rows = await db
        .selectFrom('employment')
        .innerJoin('employee', 'employee.id', 'employment.employee_id')
        .select([
          'employment.id',
          'employment.employee_id',
          sql<string>`employee.first_name || ' ' || employee.last_name`.as('name'),
          sql<string>`to_char(employment.start_date, 'YYYY-MM-DD')`.as('start_date'),
          sql<string | null>`to_char(employment.end_date, 'YYYY-MM-DD')`.as('end_date'),
          'employment.employment_type',
          'employment.position',
          'employment.cost_centre',
          'employment.salary_form',
          'employment.employment_rate',
        ])
        .where('employment.employer_id', '=', employerId)
        .where('employment.start_date', '<=', last)
        .where((eb) => eb.or([eb('employment.end_date', 'is', null), eb('employment.end_date', '>=', first)]))
        .orderBy('name')
        .orderBy('employment.id')
        .execute();
      return csvText(
        [
          'id',
          'anstalld_id',
          'namn',
          'startdatum',
          'slutdatum',
          'anstallningsform',
          'befattning',
          'kostnadsstalle',
          'loneform',
          'sysselsattningsgrad',
        ],
        rows.map((row) => [
          row.id,
          row.employee_id,
          row.name,
          row.start_date,
          row.end_date,
          row.employment_type,
          row.position,
          row.cost_centre,
          row.salary_form,
          row.employment_rate,
        ]),
      );
    }
    case 'events': {
      const rows = await db
        .selectFrom('event')
        .innerJoin('employee', 'employee.id', 'event.employee_id')
        .select([
          'event.id',
          'event.employment_id',
          sql<string>`employee.first_name || ' ' || employee.last_name`.as('name'),
          'event.kind',
          'event.state',
          sql<string>`to_char(event.from_date, 'YYYY-MM-DD')`.as('from_date'),
          sql<string>`to_char(event.to_date, 'YYYY-MM-DD')`.as('to_date'),
          'event.paid_in_run_label',
          'event.payload',
        ])
        .where('event.employer_id', '=', employerId)
        .where('event.from_date', '>=', first)
        .where('event.from_date', '<=', last)
        .orderBy('event.from_date')
        .orderBy('event.id')
        .execute();
      return csvText(
        ['id', 'anstallning_id', 'namn', 'typ', 'status', 'fran', 'till', 'betald_i', 'uppgifter'],
        rows.map((row) => [
          row.id,
          row.employment_id,
          row.name,
          row.kind,
          row.state,
          row.from_date,
          row.to_date,
          row.paid_in_run_label,
          JSON.stringify(row.payload),
        ]),
      );
    }
    case 'payslip-lines': {
      const rows = await db
        .selectFrom('payslip_line')
        .innerJoin('payslip', 'payslip.id', 'payslip_line.payslip_id')
        .innerJoin('payroll_run', 'payroll_run.id', 'payslip_line.run_id')
        .select([
          'payroll_run.label',
          sql<string>`to_char(payroll_run.pay_date, 'YYYY-MM-DD')`.as('pay_date'),
          'payslip.employment_id',
          'payslip.employee_name',
          'payslip_line.line_no',
          'payslip_line.code',
          'payslip_line.name',
          'payslip_line.quantity',
          'payslip_line.unit',
          'payslip_line.rate_ore',
          'payslip_line.amount_ore',
          'payslip_line.debit_account',
          'payslip_line.credit_account',
        ])
        .where('payslip_line.employer_id', '=', employerId)
        .where('payroll_run.status', '=', 'completed')
        .where('payroll_run.pay_date', '>=', first)
        .where('payroll_run.pay_date', '<=', last)
        .orderBy('payroll_run.pay_date')
        .orderBy('payslip.employee_name')
        .orderBy('payslip_line.payslip_id')
        .orderBy('payslip_line.line_no')
        .execute();
      return csvText(
        [
          'lonekorning',
          'utbetalningsdag',
          'anstallning_id',
          'namn',
          'rad',
          'loneart',
          'benamning',
          'antal',
          'enhet',
          'a_pris_ore',
          'belopp_ore',
          'debetkonto',
          'kreditkonto',
        ],
        rows.map((row) => [
          row.label,
          row.pay_date,
          row.employment_id,
          row.employee_name,
          row.line_no,
          row.code,
          row.name,
          row.quantity,
          row.unit,
          row.rate_ore,
          row.amount_ore,
          row.debit_account,
          row.credit_account,
        ]),
      );
    }
  }
}

export async function exportData(
  db: Kysely<Database>,
  input: { employerId: string; dataset: ExportDataset; from: string; to: string; audit: AuditContext },
): Promise<{ fileName: string; csv: string }> {
  return withTransaction(db, async (trx) => {
    const csv = await rowsOf(trx, input.employerId, input.dataset, input.from, input.to);
    await recordAuditEvent(trx, input.audit, {
      action: 'data-export.downloaded',
      entityType: 'employer',
      entityId: input.employerId,
      employerId: input.employerId,
      before: null,
      after: { dataset: input.dataset, from: input.from, to: input.to },
    });
    return { fileName: `lonsam-${input.dataset}-${input.from}-${input.to}.csv`, csv };
  });
}
