import {
  EMPLOYEE_CSV_COLUMNS,
  formatOreAsKronor,
  readEmployeeCsv,
} from '@lonsam/domain/employees/employee-csv';
import {
  type EmployeeCreate,
  employeeCreateSchema,
  PERSONNUMMER_TAKEN_MESSAGE,
} from '@lonsam/domain/employees/employee-schema';
import { EMPLOYEE_VISIBILITY } from '@lonsam/domain/employees/employee-visibility';
import { type Employment, employmentSchema } from '@lonsam/domain/employees/employment-schema';
import { createCsv } from '@lonsam/domain/format/csv';
import { showVisibleFields } from '@lonsam/domain/privileges/field-visibility';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { loadImportReferenceNames } from '../organisation/index.ts';
import type { ServiceContext } from './employee-service.ts';
import { readableBy } from './employee-view.ts';
import { insertEmployeesInBulk, yieldToEventLoop } from './insert-employees-in-bulk.ts';
import { type ListEmployeesQuery, listEmployees } from './list-employees.ts';

export const MAX_IMPORT_ROWS = 5000;

const unknownWorkplace = (name: string) =>
  `Arbetsstället "${name}" finns inte hos företaget. Lägg till det under Inställningar → Arbetsställen eller rätta namnet`;
const unknownCostCentre = (code: string) =>
  `Kostnadsstället "${code}" finns inte eller är inaktiverat. Lägg till det under Inställningar → Dimensioner eller rätta koden`;

const UNIQUE_VIOLATION = '23505';
/** Rows checked between two turns of the event loop. */
const CHECK_SLICE_ROWS = 250;

export type ImportRowResult = {
  line: number;
  firstName: string;
  lastName: string;
  personnummer: string;
  errors: Record<string, string[]>;
};

type CheckedRow = ImportRowResult & {
  employee?: EmployeeCreate;
  employment?: Employment | null;
  listNames?: { workplace: string | null; costCentre: string | null };
};

function collect(prefix: string, error: z.ZodError | undefined, into: Record<string, string[]>) {
  for (const issue of error?.issues ?? []) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    into[key] ??= [];
    into[key].push(issue.message);
  }
}

/** Every row checked by the same schemas as the API, plus duplicates within the file and the register. */
async function checkImport(db: Kysely<Database>, employerId: string, csv: string) {
  const { rows, headerErrors } = readEmployeeCsv(csv);
  if (headerErrors.length > 0 || rows.length === 0 || rows.length > MAX_IMPORT_ROWS) {
    const message =
      rows.length > MAX_IMPORT_ROWS ? `Högst ${MAX_IMPORT_ROWS} rader` : 'Filen innehåller inga anställda';
    throw new AppError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'The file cannot be imported.',
      fieldErrors: { csv: headerErrors.length > 0 ? headerErrors : [message] },
    });
  }
  const existing = new Set(
    (
      await db.selectFrom('employee').select('personnummer').where('employer_id', '=', employerId).execute()
    ).map((row) => row.personnummer),
  );
  const seen = new Set<string>();
  const references = await loadImportReferenceNames(db, employerId);
  const checked: CheckedRow[] = [];
  for (const [index, row] of rows.entries()) {
    // 5 000 rows through the schemas take 130–320 ms of CPU: every other request (any company, either
    // engine) waited that long; now at most one slice of rows.
    if (index > 0 && index % CHECK_SLICE_ROWS === 0) await yieldToEventLoop();
    const errors: Record<string, string[]> = { ...row.errors };
    const employee = employeeCreateSchema.safeParse(row.employee);
    collect('', employee.error, errors);
    const { workplace, costCentre } = row.references;
    const foundWorkplace = workplace ? references.workplace(workplace) : undefined;
    const foundCostCentre = costCentre ? references.costCentre(costCentre) : undefined;
    const workplaceId = foundWorkplace?.id;
    const costCentreId = foundCostCentre?.id;
    if (row.employment && workplace && !workplaceId)
      errors['employment.workplaceId'] = [unknownWorkplace(workplace)];
    if (row.employment && costCentre && !costCentreId)
      errors['employment.costCentreId'] = [unknownCostCentre(costCentre)];
    const employment = row.employment
      ? employmentSchema.safeParse({ ...row.employment, workplaceId, costCentreId })
      : undefined;
    collect('employment', employment?.error, errors);
    if (employee.success) {
      const personnummer = employee.data.personnummer;
      if (existing.has(personnummer) || seen.has(personnummer))
        errors.personnummer = [PERSONNUMMER_TAKEN_MESSAGE];
      seen.add(personnummer);
    }
    checked.push({
      line: row.line,
      firstName: row.employee.firstName,
      lastName: row.employee.lastName,
      personnummer: row.employee.personnummer,
      errors,
      employee: employee.data,
      employment: employment ? employment.data : null,
      listNames: { workplace: foundWorkplace?.name ?? null, costCentre: foundCostCentre?.name ?? null },
    });
  }
  return checked;
}

function summarise(rows: CheckedRow[]) {
  const results: ImportRowResult[] = rows.map(({ line, firstName, lastName, personnummer, errors }) => ({
    line,
    firstName,
    lastName,
    personnummer,
    errors,
  }));
  const invalid = results.filter((row) => Object.keys(row.errors).length > 0).length;
  return { rows: results, validCount: results.length - invalid, invalidCount: invalid };
}

export async function previewImport(db: Kysely<Database>, employerId: string, csv: string) {
  return summarise(await checkImport(db, employerId, csv));
}

/**
 * All or nothing: any row with an error refuses the whole file, and the inserts share one transaction:
 * a few multi-row statements (a 5 000-row file took 16 s row by row on PGlite, holding its only session
 * and the event loop all along; bench/import-isolation.ts).
 */
export async function commitImport(db: Kysely<Database>, context: ServiceContext, csv: string) {
  try {
    return await insertImport(db, context, csv);
  } catch (error) {
    // The file was checked inside the transaction, so a unique violation means another transaction
    // committed the same personnummer meanwhile (two commits of one file at once, on PostgreSQL): the
    // whole file was rolled back, and a new preview says which rows now clash.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new AppError({
        status: 409,
        code: 'IMPORT_CONFLICT',
        detail:
          'Employees with the same personnummer were saved while the file was imported; nothing was imported, preview the file again.',
      });
    }
    throw error;
  }
}

async function insertImport(db: Kysely<Database>, context: ServiceContext, csv: string) {
  return withTransaction(db, async (trx) => {
    const rows = await checkImport(trx, context.scope.employerId, csv);
    const summary = summarise(rows);
    if (summary.invalidCount > 0) {
      throw new AppError({
        status: 400,
        code: 'IMPORT_HAS_ERRORS',
        detail: `${summary.invalidCount} rows have errors; nothing was imported.`,
        extensions: summary,
      });
    }
    await insertEmployeesInBulk(
      trx,
      context,
      rows.map((row) => ({
        employee: row.employee!,
        employment: row.employment ?? null,
        listNames: row.listNames,
      })),
      { between: yieldToEventLoop },
    );
    return { created: rows.length };
  });
}

/** The list as CSV in the import's columns (the filters of the list apply; every page). */
export async function exportEmployeesCsv(
  db: Kysely<Database>,
  context: ServiceContext,
  query: ListEmployeesQuery,
  today: string,
): Promise<string> {
  const lines: (string | number | null)[][] = [];
  const readable = readableBy(context.scope);
  for (let page = 1; ; page += 1) {
    const result = await listEmployees(db, context.scope, { ...query, page, pageSize: 500 }, today);
    const ids = result.items.map((item) => item.id);
    const details = ids.length
      ? await db
          .selectFrom('employee')
          .select([
            'id',
            'phone',
            'street_address',
            'postal_code',
            'city',
            'clearing_number',
            'account_number',
            'tax_settings',
          ])
          .where('id', 'in', ids)
          .execute()
      : [];
    const byId = new Map(details.map((row) => [row.id, row]));
    for (const item of result.items) {
      const detail = byId.get(item.id)!;
      // The employee's own rule, as its GET: a column the caller may not read stays empty.
      const shown = showVisibleFields(
        EMPLOYEE_VISIBILITY,
        {
          phone: detail.phone,
          streetAddress: detail.street_address,
          postalCode: detail.postal_code,
          city: detail.city,
          clearingNumber: detail.clearing_number,
          accountNumber: detail.account_number,
          tax: detail.tax_settings as { method?: string; table?: number; column?: number },
        },
        readable,
      );
      const tableTax = shown.tax?.method === 'table' ? shown.tax : undefined;
      lines.push([
        item.firstName ?? '',
        item.lastName ?? '',
        item.personnummer ?? '',
        item.email ?? '',
        shown.phone ?? '',
        shown.streetAddress ?? '',
        shown.postalCode ?? '',
        shown.city ?? '',
        shown.clearingNumber ?? '',
        shown.accountNumber ?? '',
        tableTax?.table ?? '',
        tableTax?.column ?? '',
        item.employmentType ?? '',
        item.position ?? '',
        item.startDate ?? '',
        item.endDate ?? '',
        item.salaryForm ?? '',
        item.currentSalaryOre === undefined || item.currentSalaryOre === null
          ? ''
          : formatOreAsKronor(item.currentSalaryOre),
        item.workplace ?? '',
        item.costCentre ?? '',
      ]);
    }
    if (page * 500 >= result.total) break;
  }
  // `;` and a BOM: Swedish Excel opens the file directly with å, ä, ö intact.
  return `\uFEFF${createCsv(EMPLOYEE_CSV_COLUMNS, lines, { delimiter: ';' })}`;
}
